import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedTenderSearchInput } from '@vira/domain/tender';
import { api, data } from '@/lib/api';
import { tenderKeys } from '@/lib/queries/tender-queries';

export function useFollowTender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ocid, follow }: { ocid: string; follow: boolean }) =>
      follow
        ? data(api.PUT('/api/tenders/{ocid}/follow', { params: { path: { ocid } } }))
        : data(api.DELETE('/api/tenders/{ocid}/follow', { params: { path: { ocid } } })),
    onSuccess: (tender) => {
      client.setQueryData(tenderKeys.detail(tender.ocid), tender);
      void client.invalidateQueries({ queryKey: tenderKeys.following });
    },
  });
}

export function useSaveTenderSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedTenderSearchInput) => data(api.POST('/api/me/tenders/saved-searches', { body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: tenderKeys.savedSearches }),
  });
}

export function useDeleteTenderSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(api.DELETE('/api/me/tenders/saved-searches/{id}', { params: { path: { id } } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: tenderKeys.savedSearches }),
  });
}

/** The server downloads the package itself (when TENDERS_IMPORT_FROM_URL allows it) and answers like an upload. */
export function useImportTendersFromUrl() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) =>
      data(
        api.POST('/api/admin/tenders/import', {
          params: { query: { url } },
          body: '',
          bodySerializer: () => '',
          headers: { 'Content-Type': 'text/plain' },
        }),
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: tenderKeys.all }),
  });
}

/** The package's text goes as it is: the server parses it, so a broken file gets the server's own message. */
export function useImportTenders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      data(
        api.POST('/api/admin/tenders/import', {
          body: text,
          bodySerializer: (body?: string) => body ?? '',
          headers: { 'Content-Type': 'text/plain' },
        }),
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: tenderKeys.all }),
  });
}
