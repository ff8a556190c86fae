import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CooperativeDetail } from '@vira/domain/cooperative';
import { api, data } from '@/lib/api';
import { cooperativeKeys } from '@/lib/queries/cooperative-queries';

/** Every write answers the cooperative as it is now: the cache takes it and the list refreshes. */
function useCooperativeWrite<V>(write: (vars: V) => Promise<CooperativeDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (coop) => {
      client.setQueryData(cooperativeKeys.one(coop.id), coop);
      void client.invalidateQueries({ queryKey: cooperativeKeys.all, exact: true });
    },
  });
}

const path = (id: string) => ({ params: { path: { id } } });

export const useCreateCooperative = () =>
  useCooperativeWrite((body: { name: string; purpose: string; city: string }) =>
    data(api.POST('/api/cooperatives', { body })),
  );

export const useInviteMember = (id: string) =>
  useCooperativeWrite((email: string) =>
    data(api.POST('/api/cooperatives/{id}/invitations', { ...path(id), body: { email } })),
  );

export const useAcceptInvitation = () =>
  useCooperativeWrite((id: string) => data(api.POST('/api/cooperatives/{id}/accept', path(id))));

export const useContributeListing = (id: string) =>
  useCooperativeWrite((listingId: number) =>
    data(api.POST('/api/cooperatives/{id}/listings', { ...path(id), body: { listingId } })),
  );

export const useSetShares = (id: string) =>
  useCooperativeWrite(({ userId, shares }: { userId: string; shares: number }) =>
    data(
      api.PUT('/api/cooperatives/{id}/members/{userId}/shares', {
        params: { path: { id, userId } },
        body: { shares },
      }),
    ),
  );

export const usePropose = (id: string) =>
  useCooperativeWrite((body: { title: string; body: string }) =>
    data(api.POST('/api/cooperatives/{id}/proposals', { ...path(id), body })),
  );

export const useVote = () =>
  useCooperativeWrite(({ proposalId, choice }: { proposalId: string; choice: 'yes' | 'no' | 'abstain' }) =>
    data(api.POST('/api/cooperative-proposals/{id}/votes', { params: { path: { id: proposalId } }, body: { choice } })),
  );
