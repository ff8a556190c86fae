import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';
import { ApiError } from '../api-client';

export const listingKeys = {
  all: ['listing'] as const,
  one: (id: number) => ['listing', id] as const,
  byIds: (ids: readonly number[]) => ['listing', 'by-ids', ids] as const,
  availability: (id: number) => ['listing', id, 'availability'] as const,
};

/** One listing with owner and images; shared by the dialog, the booking panel and any page showing it by id. */
export function listingQuery(id: number) {
  return queryOptions({
    queryKey: listingKeys.one(id),
    queryFn: () => data(api.GET('/api/listings/{id}', { params: { path: { id: String(id) } } })),
    // A listing that does not exist will not appear on a retry.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}

export function listingsByIdsQuery(ids: readonly number[]) {
  return queryOptions({
    queryKey: listingKeys.byIds(ids),
    queryFn: async () => (await data(api.GET('/api/listings', { params: { query: { ids: ids.join(',') } } }))).items,
  });
}

/** Days already held by others, for the date pickers. */
export function availabilityQuery(listingId: number) {
  return queryOptions({
    queryKey: listingKeys.availability(listingId),
    queryFn: () => data(api.GET('/api/listings/{id}/availability', { params: { path: { id: listingId } } })),
    staleTime: 30_000,
  });
}
