import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AidOfferInput, AidRequestInput } from '@vira/domain/aid';
import { api, data } from '@/lib/api';
import { aidKeys } from '@/lib/queries/aid-queries';

/** Any change to a request or offer can move lists, coverage and counts: refresh everything humanitarian. */
function useAidMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: aidKeys.all }) });
}

export function useSaveRequest() {
  return useAidMutation(({ id, input }: { id?: string; input: AidRequestInput }) =>
    id
      ? data(api.PUT('/api/aid/requests/{id}', { params: { path: { id } }, body: input }))
      : data(api.POST('/api/aid/requests', { body: input })),
  );
}

export function useConfirmRequest() {
  return useAidMutation((id: string) => data(api.POST('/api/aid/requests/{id}/confirm', { params: { path: { id } } })));
}

export function useReviewRequest() {
  return useAidMutation(({ id, verify, reason }: { id: string; verify: boolean; reason?: string }) =>
    verify
      ? data(api.POST('/api/aid/review/requests/{id}/verify', { params: { path: { id } } }))
      : data(
          api.POST('/api/aid/review/requests/{id}/reject', {
            params: { path: { id } },
            body: { reason: reason ?? '' },
          }),
        ),
  );
}

export function useSendOffer() {
  return useAidMutation((input: AidOfferInput) => data(api.POST('/api/aid/offers', { body: input })));
}

/** The author changes their offer (type, details, shift, quantities); the request it is about stays. */
export function useUpdateOffer() {
  return useAidMutation(({ id, input }: { id: string; input: AidOfferInput }) =>
    data(api.PUT('/api/aid/offers/{id}', { params: { path: { id } }, body: input })),
  );
}

export function useRespondToOffer() {
  return useAidMutation(({ id, action }: { id: string; action: 'accept' | 'thank' | 'decline' }) =>
    data(api.POST('/api/aid/offers/{id}/respond', { params: { path: { id } }, body: { action } })),
  );
}

export function useConfirmDelivery() {
  return useAidMutation((id: string) => data(api.POST('/api/aid/offers/{id}/delivered', { params: { path: { id } } })));
}

export function useWithdrawOffer() {
  return useAidMutation((id: string) => data(api.POST('/api/aid/offers/{id}/withdraw', { params: { path: { id } } })));
}

export function useOpenOfferChat() {
  return useMutation({
    mutationFn: (id: string) => data(api.POST('/api/aid/offers/{id}/conversation', { params: { path: { id } } })),
  });
}

export function useGrantVerifier() {
  return useAidMutation((email: string) => data(api.POST('/api/admin/aid-verifiers', { body: { email } })));
}

export function useRevokeVerifier() {
  return useAidMutation((id: string) =>
    data(api.DELETE('/api/admin/aid-verifiers/{id}', { params: { path: { id } } })),
  );
}

/** The CSV as a file download: the browser saves what the API sends (cookies go along, same origin). */
export async function downloadExport(kind: 'requests' | 'offers'): Promise<void> {
  const response = await fetch(`/api/aid/review/export?kind=${kind}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`export ${response.status}`);
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Open requests near one of the person's general offers (its author only). */
export function useNearbyRequests(offerId: string) {
  return useQuery({
    queryKey: [...aidKeys.all, 'nearby-requests', offerId],
    queryFn: () => data(api.GET('/api/aid/offers/{id}/nearby-requests', { params: { path: { id: offerId } } })),
  });
}

/** Open general offers that reach a request (its author and verifiers only). */
export function useNearbyOffers(requestId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...aidKeys.all, 'nearby-offers', requestId],
    queryFn: () => data(api.GET('/api/aid/requests/{id}/nearby-offers', { params: { path: { id: requestId } } })),
    enabled,
  });
}
