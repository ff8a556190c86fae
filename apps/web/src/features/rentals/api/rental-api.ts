import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportProblemInput } from '@vira/domain/rental';
import { api, data, formDataBody } from '@/lib/api';
import { PROFILE_QUERY_KEY } from '@/lib/auth/session';
import { profileKeys } from '@/lib/queries/profile-queries';
import { rentalKeys, rentalOrderQuery } from '@/lib/queries/rental-queries';
import type { QueryClient } from '@tanstack/react-query';

/** A completed rental or a revealed review changes the people's rating and rental count their profiles show. */
function refreshProfiles(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  void client.invalidateQueries({ queryKey: profileKeys.allPublic });
}

export function useRentalOrder(orderId: string) {
  return useQuery({ ...rentalOrderQuery(orderId), refetchOnWindowFocus: true });
}

type Step = 'confirm-receipt' | 'confirm-return' | 'cancel' | 'claim/accept';

/** One of the order page's buttons: runs the step, then shows the order as it now stands. */
export function useRentalStep(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { bookingId: string; step: Step }) => {
      const params = { params: { path: { id: input.bookingId } } };
      switch (input.step) {
        case 'confirm-receipt':
          return data(api.POST('/api/bookings/{id}/confirm-receipt', params));
        case 'confirm-return':
          return data(api.POST('/api/bookings/{id}/confirm-return', params));
        case 'cancel':
          return data(api.POST('/api/bookings/{id}/cancel', params));
        case 'claim/accept':
          return data(api.POST('/api/bookings/{id}/claim/accept', params));
      }
    },
    onSettled: () => {
      refreshProfiles(client);
      return client.invalidateQueries({ queryKey: rentalKeys.order(orderId) });
    },
  });
}

export function useReportProblem(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: string; body: ReportProblemInput }) =>
      data(
        api.POST('/api/bookings/{id}/report-problem', {
          params: { path: { id: input.bookingId } },
          body: input.body,
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: rentalKeys.order(orderId) }),
  });
}

export function useDisputeClaim(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: string; description: string }) =>
      data(
        api.POST('/api/bookings/{id}/claim/dispute', {
          params: { path: { id: input.bookingId } },
          body: { description: input.description },
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: rentalKeys.order(orderId) }),
  });
}

/** A damage claim is multipart: the amount as digits, the description and one part per photo. */
export function useClaimDamage(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: string; amount: number; description: string; photos: File[] }) =>
      data(
        api.POST('/api/bookings/{id}/damage-claim', {
          params: { path: { id: input.bookingId } },
          body: { amount: String(input.amount), description: input.description, photos: input.photos },
          bodySerializer: formDataBody,
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: rentalKeys.order(orderId) }),
  });
}

export function useReviewPerson(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: string; rating: number; comment: string }) =>
      data(
        api.POST('/api/bookings/{id}/review', {
          params: { path: { id: input.bookingId } },
          body: { rating: input.rating, comment: input.comment },
        }),
      ),
    onSettled: () => {
      refreshProfiles(client);
      return client.invalidateQueries({ queryKey: rentalKeys.order(orderId) });
    },
  });
}

/** The renter gives up an unpaid order (a voucher they will not pay): its dates are released at once. */
export function useCancelUnpaidOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.POST('/api/orders/{id}/cancel', { params: { path: { id: orderId } } })),
    onSettled: () => client.invalidateQueries({ queryKey: rentalKeys.order(orderId) }),
  });
}
