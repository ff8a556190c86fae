import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingInfo, BillingInfoInput } from '@vira/domain/billing';
import type { Booking, BookingListItem, BookingRequestInput } from '@vira/domain/booking';
import type { PaymentMethod, PaymentSession } from '@vira/domain/checkout';
import type { Availability, Cart, CartItemInput } from '@vira/domain/cart';
import type { Listing } from '@vira/domain/listing';
import { apiFetch } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

export function useRentalListing(id: number) {
  return useQuery({ queryKey: ['listing', id], queryFn: () => apiFetch<Listing>(`/api/listings/${id}`) });
}

/** Days already held by others, for the date pickers. */
export function useAvailability(listingId: number) {
  return useQuery({
    queryKey: ['availability', listingId],
    queryFn: () => apiFetch<Availability>(`/api/listings/${listingId}/availability`),
    staleTime: 30_000,
  });
}

export function useAddToCart() {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (input: CartItemInput) => apiFetch<Cart>('/api/cart/items', { method: 'POST', json: input }),
    onSuccess: (cart) => client.setQueryData(['cart', user?.id ?? null], cart),
    onError: (_error, input) => client.invalidateQueries({ queryKey: ['availability', input.listingId] }),
  });
}

export function useRequestBooking() {
  return useMutation({
    mutationFn: (input: BookingRequestInput) =>
      apiFetch<Booking>('/api/booking-requests', { method: 'POST', json: input }),
  });
}

export interface PaymentCallResult {
  url: string;
  transaction_id: string;
  order_id: string;
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
    }) =>
      apiFetch<PaymentCallResult>(
        kind === 'crypto' ? '/api/payments/create-crypto-payment' : '/api/payments/create-rental-payment',
        {
          method: 'POST',
          json: body,
        },
      ),
  });
}

export function useBillingInfo(enabled: boolean) {
  return useQuery({
    queryKey: ['billing-info'],
    queryFn: () => apiFetch<{ billingInfo: BillingInfo | null }>('/api/billing-info'),
    enabled,
  });
}

export function useSaveBillingInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingInfoInput) =>
      apiFetch<{ billingInfo: BillingInfo }>('/api/billing-info', { method: 'PUT', json: input }),
    onSuccess: (data) => client.setQueryData(['billing-info'], data),
  });
}

export type BookingRole = 'renter' | 'owner';

/** The requests screen: the person's bookings as renter ('Mis solicitudes') or as owner ('Solicitudes recibidas'). */
export function useMyBookings(role: BookingRole) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['bookings', user?.id ?? null, role],
    queryFn: () => apiFetch<{ bookings: BookingListItem[] }>(`/api/bookings?role=${role}`),
    enabled: !!user,
    select: (data) => data.bookings,
  });
}

/** The owner's answer to a request; both lists are refreshed whatever happens (the status may have moved on). */
export function useAnswerBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      apiFetch<Booking>(`/api/bookings/${id}/${answer}`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

/** The renter pays a request the owner accepted; the answer holds the payment page to go to. */
export function usePayBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentMethod }: { id: string; paymentMethod: PaymentMethod }) =>
      apiFetch<PaymentSession>(`/api/bookings/${id}/pay`, { method: 'POST', json: { paymentMethod } }),
    onError: () => client.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
