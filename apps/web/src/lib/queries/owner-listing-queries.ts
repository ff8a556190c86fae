import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';
import { ApiError } from '../api-client';

export const ownerListingKeys = {
  all: ['my-listings'] as const,
  one: (id: number) => ['my-listings', id] as const,
};

/** The signed-in person's listings and drafts (dashboard). */
export function myListingsQuery(enabled = true) {
  return queryOptions({
    queryKey: ownerListingKeys.all,
    queryFn: async () => (await data(api.GET('/api/my-listings'))).items,
    enabled,
  });
}

/** One of the person's listings or drafts, as the wizard edits it. */
export function myListingQuery(id: number) {
  return queryOptions({
    queryKey: ownerListingKeys.one(id),
    queryFn: () => data(api.GET('/api/my-listings/{id}', { params: { path: { id: String(id) } } })),
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}
