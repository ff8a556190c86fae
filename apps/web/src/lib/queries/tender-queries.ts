import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

/** The search's query string: every filter as text, the way it sits in the URL. */
export type TenderQuery = Partial<
  Record<
    | 'q'
    | 'buyer'
    | 'method'
    | 'category'
    | 'state'
    | 'status'
    | 'minAmount'
    | 'maxAmount'
    | 'currency'
    | 'deadlineFrom'
    | 'deadlineTo'
    | 'page',
    string
  >
>;

export const tenderKeys = {
  all: ['tenders'] as const,
  search: (query: TenderQuery) => ['tenders', 'search', query] as const,
  detail: (ocid: string) => ['tenders', 'detail', ocid] as const,
  following: ['tenders', 'following'] as const,
  savedSearches: ['tenders', 'saved-searches'] as const,
};

export function tenderSearchQuery(query: TenderQuery) {
  return queryOptions({
    queryKey: tenderKeys.search(query),
    queryFn: () => data(api.GET('/api/tenders', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

export function tenderQuery(ocid: string | null) {
  return queryOptions({
    queryKey: tenderKeys.detail(ocid ?? ''),
    queryFn: () => data(api.GET('/api/tenders/{ocid}', { params: { path: { ocid: ocid! } } })),
    enabled: ocid !== null,
  });
}

export function followedTendersQuery(enabled: boolean) {
  return queryOptions({
    queryKey: tenderKeys.following,
    queryFn: () => data(api.GET('/api/me/tenders/following')),
    enabled,
  });
}

export function savedTenderSearchesQuery(enabled: boolean) {
  return queryOptions({
    queryKey: tenderKeys.savedSearches,
    queryFn: () => data(api.GET('/api/me/tenders/saved-searches')),
    enabled,
  });
}
