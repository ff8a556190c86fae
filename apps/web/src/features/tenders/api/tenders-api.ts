import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OcdsValidationReport, SavedTenderSearchInput } from '@vira/domain/tender';
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

/** The server refused the package against the OCDS 1.1 schema; its report says what to fix. */
export class OcdsRefusal extends Error {
  constructor(
    message: string,
    readonly report: OcdsValidationReport,
  ) {
    super(message);
    this.name = 'OcdsRefusal';
  }
}

type ImportAnswer = Awaited<ReturnType<typeof postImport>>;
function postImport(body: string, url?: string) {
  return api.POST('/api/admin/tenders/import', {
    params: url ? { query: { url } } : {},
    body,
    bodySerializer: (text?: string) => text ?? '',
    headers: { 'Content-Type': 'text/plain' },
  });
}

/** A 422 carries the validation report: thrown as such, so the panel can show it; anything else as usual. */
async function imported(pending: Promise<ImportAnswer>) {
  const answer = await pending;
  const refusal = answer.error as { error?: { message?: string }; validation?: OcdsValidationReport } | undefined;
  if (answer.response.status === 422 && refusal?.validation)
    throw new OcdsRefusal(refusal.error?.message ?? '', refusal.validation);
  return data(Promise.resolve(answer));
}

/** The server downloads the package itself (when TENDERS_IMPORT_FROM_URL allows it) and answers like an upload. */
export function useImportTendersFromUrl() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => imported(postImport('', url)),
    onSuccess: () => void client.invalidateQueries({ queryKey: tenderKeys.all }),
  });
}

/** The package's text goes as it is: the server parses it, so a broken file gets the server's own message. */
export function useImportTenders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => imported(postImport(text)),
    onSuccess: () => void client.invalidateQueries({ queryKey: tenderKeys.all }),
  });
}
