import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccountInput } from '@vira/domain/payouts';
import { api, data } from '@/lib/api';
import { useAuth } from '@/lib/auth/use-auth';
import { accountRolesQuery } from '@/lib/queries/account-role-queries';
import { earningsQuery } from '@/lib/queries/earnings-queries';
import { payoutKeys, payoutsQuery } from '@/lib/queries/payout-queries';
import { myListingsQuery, ownerListingKeys } from '@/lib/queries/owner-listing-queries';

export function useMyListings() {
  const { user } = useAuth();
  return useQuery(myListingsQuery(user !== null));
}

export function useEarnings() {
  const { user } = useAuth();
  return useQuery(earningsQuery(user !== null));
}

export function useAccountRoles() {
  const { user } = useAuth();
  return useQuery(accountRolesQuery(user !== null));
}

export type ListingAction = 'pause' | 'resume' | 'duplicate' | 'delete';

export function useListingAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: ListingAction }) => {
      const params = { path: { id: String(id) } };
      if (action === 'pause') return data(api.POST('/api/listings/{id}/pause', { params }));
      if (action === 'resume') return data(api.POST('/api/listings/{id}/resume', { params }));
      if (action === 'duplicate') return data(api.POST('/api/listings/{id}/duplicate', { params }));
      const answer = await api.DELETE('/api/listings/{id}', { params });
      if (!answer.response.ok) await data(Promise.resolve(answer as never));
      return null;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ownerListingKeys.all }),
  });
}

/** "Verified renters only" on one of the owner's listings (the API refuses anyone else where a listing is taken). */
export function useVerifiedRentersRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, required }: { id: number; required: boolean }) =>
      data(api.PUT('/api/listings/{id}/verified-renters', { params: { path: { id } }, body: { required } })),
    onSuccess: () => client.invalidateQueries({ queryKey: ownerListingKeys.all }),
  });
}

export function usePayouts() {
  const { user } = useAuth();
  return useQuery(payoutsQuery(user !== null));
}

export function useSavePayoutAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutAccountInput) => data(api.PUT('/api/owner/payout-account', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutKeys.mine }),
  });
}

/** Stripe Connect Express: the onboarding page to go to. */
export function useStripeOnboarding() {
  return useMutation({
    mutationFn: () => data(api.POST('/api/owner/payout-account/stripe-onboarding')),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
