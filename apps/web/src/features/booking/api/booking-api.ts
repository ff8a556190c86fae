import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingInfoInput } from '@vira/domain/billing';
import type { BookingRequestInput } from '@vira/domain/booking';
import type { PaymentMethod } from '@vira/domain/checkout';
import { api, data } from '@/lib/api';
import { useAuth } from '@/lib/auth/use-auth';
import { billingInfoQuery, billingKeys } from '@/lib/queries/billing-queries';
import { bookingKeys, myBookingsQuery, type BookingRole } from '@/lib/queries/booking-queries';
import { availabilityQuery, listingQuery } from '@/lib/queries/listing-queries';

export { useAddToCart } from '@/lib/queries/cart-mutations';
export type { BookingRole } from '@/lib/queries/booking-queries';

export function useRentalListing(id: number) {
  return useQuery(listingQuery(id));
}

/** Days already held by others, for the date pickers. */
export function useAvailability(listingId: number) {
  return useQuery(availabilityQuery(listingId));
}

export function useRequestBooking() {
  return useMutation({
    mutationFn: (input: BookingRequestInput) => data(api.POST('/api/booking-requests', { body: input })),
  });
}

/** The full dialog's two calls (spec document 2): card/OXXO or crypto, for one listing and dates. */
export function useCreatePayment() {
  return useMutation({
    mutationFn: ({
      kind,
      ...body
    }: {
      kind: 'stripe' | 'crypto';
      listing_id: number;
      start_date: string;
      end_date: string;
      /** A tax invoice with the saved billing data once paid. */
      invoice?: boolean;
      /** A service booked by the hour: hours [start_hour, end_hour) of start_date. */
      start_hour?: number | null;
      end_hour?: number | null;
    }) =>
      kind === 'crypto'
        ? data(api.POST('/api/payments/create-crypto-payment', { body }))
        : data(api.POST('/api/payments/create-rental-payment', { body })),
  });
}

export function useBillingInfo(enabled: boolean) {
  return useQuery(billingInfoQuery(enabled));
}

export function useSaveBillingInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingInfoInput) => data(api.PUT('/api/billing-info', { body: input })),
    onSuccess: (saved) => client.setQueryData(billingKeys.mine, saved),
  });
}

/** The requests screen: the person's bookings as renter ('Mis solicitudes') or as owner ('Solicitudes recibidas'). */
export function useMyBookings(role: BookingRole) {
  const { user } = useAuth();
  return useQuery(myBookingsQuery(user?.id ?? null, role));
}

/** The owner's answer to a request; both lists are refreshed whatever happens (the status may have moved on). */
export function useAnswerBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      answer === 'accept'
        ? data(api.POST('/api/bookings/{id}/accept', { params: { path: { id } } }))
        : data(api.POST('/api/bookings/{id}/decline', { params: { path: { id } } })),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** The renter pays a request the owner accepted; the answer holds the payment page to go to. */
export function usePayBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentMethod }: { id: string; paymentMethod: PaymentMethod }) =>
      data(api.POST('/api/bookings/{id}/pay', { params: { path: { id } }, body: { paymentMethod } })),
    onError: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
