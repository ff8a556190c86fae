import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, data } from '@/lib/api';
import { adminKeys, adminListingsQuery, adminOverviewQuery, adminUsersQuery } from '@/lib/queries/admin-queries';

export function useAdminOverview() {
  return useQuery(adminOverviewQuery());
}
export function useAdminListings(q: string) {
  return useQuery(adminListingsQuery(q));
}
export function useAdminUsers(q: string) {
  return useQuery(adminUsersQuery(q));
}

/** Every admin action changes the audit trail too: refresh everything admin after it. */
function useAdminAction<A>(mutationFn: (args: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}

export function useDecideApplication() {
  return useAdminAction(({ id, approve, reason }: { id: string; approve: boolean; reason: string }) =>
    approve
      ? data(api.POST('/api/admin/applications/{id}/approve', { params: { path: { id } }, body: { reason } }))
      : data(api.POST('/api/admin/applications/{id}/reject', { params: { path: { id } }, body: { reason } })),
  );
}

export function useSetListingHidden() {
  return useAdminAction(({ id, hidden, reason }: { id: number; hidden: boolean; reason: string }) => {
    const params = { path: { id: String(id) } };
    return hidden
      ? api.POST('/api/admin/listings/{id}/hide', { params, body: { reason } }).then(assertOk)
      : api.POST('/api/admin/listings/{id}/restore', { params, body: { reason } }).then(assertOk);
  });
}

export function useSetSuspended() {
  return useAdminAction(({ id, suspended, reason }: { id: string; suspended: boolean; reason: string }) => {
    const params = { path: { id } };
    return suspended
      ? api.POST('/api/admin/users/{id}/suspend', { params, body: { reason } }).then(assertOk)
      : api.POST('/api/admin/users/{id}/restore', { params, body: { reason } }).then(assertOk);
  });
}

/** 204 answers have no body for `data()` to return; a failure still becomes the API's message. */
async function assertOk(answer: { response: Response; error?: unknown }): Promise<void> {
  if (!answer.response.ok) await data(Promise.resolve(answer as never));
}
