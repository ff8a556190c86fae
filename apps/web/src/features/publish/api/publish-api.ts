import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingPatch, OwnerListing } from '@vira/domain/listing-editor';
import { api, data, formDataBody } from '@/lib/api';
import { myListingQuery, ownerListingKeys } from '@/lib/queries/owner-listing-queries';

export function useMyListing(id: number | null) {
  return useQuery({ ...myListingQuery(id ?? 0), enabled: id !== null });
}

/** Every mutation answers the whole listing; it replaces the cached one so each step sees the server's truth. */
function useListingMutation<A>(mutationFn: (args: A) => Promise<OwnerListing>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (listing) => {
      client.setQueryData(ownerListingKeys.one(listing.id), listing);
      void client.invalidateQueries({ queryKey: ownerListingKeys.all, exact: true });
    },
  });
}

/** The wizard's first save: it makes the draft, holding what was saved. */
export function useCreateDraft() {
  return useListingMutation((firstSave: ListingPatch) => data(api.POST('/api/listings', { body: firstSave })));
}

export function useSaveStep(id: number) {
  return useListingMutation((patch: ListingPatch) =>
    data(api.PATCH('/api/listings/{id}', { params: { path: { id: String(id) } }, body: patch })),
  );
}

export function useUploadPhoto(id: number) {
  return useListingMutation((file: File) =>
    data(
      api.POST('/api/listings/{id}/photos', {
        params: { path: { id: String(id) } },
        body: { file },
        bodySerializer: formDataBody,
      }),
    ),
  );
}

export function useReorderPhotos(id: number) {
  return useListingMutation((imageIds: number[]) =>
    data(api.PUT('/api/listings/{id}/photos/order', { params: { path: { id: String(id) } }, body: { imageIds } })),
  );
}

export function useRemovePhoto(id: number) {
  return useListingMutation((imageId: number) =>
    data(
      api.DELETE('/api/listings/{id}/photos/{imageId}', {
        params: { path: { id: String(id), imageId: String(imageId) } },
      }),
    ),
  );
}

export function usePublish(id: number) {
  return useListingMutation(() =>
    data(api.POST('/api/listings/{id}/publish', { params: { path: { id: String(id) } } })),
  );
}

const blockedKey = (id: number) => ['my-listings', id, 'blocked-dates'] as const;

export function useBlockedDates(id: number) {
  return useQuery({
    queryKey: blockedKey(id),
    queryFn: () => data(api.GET('/api/listings/{id}/blocked-dates', { params: { path: { id: String(id) } } })),
  });
}

export function useBlockDates(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (range: { startDate: string; endDate: string }) =>
      data(api.POST('/api/listings/{id}/blocked-dates', { params: { path: { id: String(id) } }, body: range })),
    onSuccess: () => client.invalidateQueries({ queryKey: blockedKey(id) }),
  });
}

export function useUnblockDates(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (blockId: number) => {
      const answer = await api.DELETE('/api/listings/{id}/blocked-dates/{blockId}', {
        params: { path: { id: String(id), blockId: String(blockId) } },
      });
      if (!answer.response.ok) await data(Promise.resolve(answer as never));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: blockedKey(id) }),
  });
}

const calendarLinkKey = (id: number) => ['my-listings', id, 'calendar-link'] as const;

/** The listing's secret .ics feed address, and the other platform's address it re-reads. */
export function useCalendarLink(id: number) {
  return useQuery({
    queryKey: calendarLinkKey(id),
    queryFn: () => data(api.GET('/api/listings/{id}/calendar-link', { params: { path: { id } } })),
  });
}

/** Another platform's calendar in: its busy days become blocked days here (replacing the last import). */
export function useImportCalendar(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string } | { ics: string }) =>
      data(api.POST('/api/listings/{id}/calendar-import', { params: { path: { id } }, body })),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: blockedKey(id) });
      void client.invalidateQueries({ queryKey: calendarLinkKey(id) });
    },
  });
}

/** Stops re-reading the imported address; the days it blocked stay blocked. */
export function useStopCalendarSync(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await api.DELETE('/api/listings/{id}/calendar-import', { params: { path: { id } } });
      if (!answer.response.ok) await data(Promise.resolve(answer as never));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: calendarLinkKey(id) }),
  });
}
