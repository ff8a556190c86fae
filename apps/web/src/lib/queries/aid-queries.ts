import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AidListQuery } from '@vira/domain/aid';
import { api, data } from '../api';

export interface AidBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

type AidFilters = Pick<AidListQuery, 'aidType' | 'urgency' | 'verified'>;

export const aidKeys = {
  all: ['aid'] as const,
  list: (query: AidListQuery) => ['aid', 'list', query] as const,
  map: (filters: AidFilters, box: AidBox) => ['aid', 'map', filters, box] as const,
  detail: (id: string) => ['aid', 'detail', id] as const,
  mine: ['aid', 'mine'] as const,
  access: ['aid', 'access'] as const,
  queue: ['aid', 'queue'] as const,
  verifiers: ['aid', 'verifiers'] as const,
};

/** Published needs, most urgent first, with counts per aid type; "more" follows the server's keyset cursor. */
export function aidListQuery(query: Omit<AidListQuery, 'cursor' | 'offset'>) {
  return infiniteQueryOptions({
    queryKey: aidKeys.list(query),
    queryFn: ({ pageParam }) =>
      data(
        api.GET('/api/aid/requests', { params: { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) } } }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function aidMapQuery(filters: AidFilters, box: AidBox | null) {
  return queryOptions({
    queryKey: aidKeys.map(filters, box ?? { south: 0, west: 0, north: 0, east: 0 }),
    queryFn: () => data(api.GET('/api/aid/map', { params: { query: { ...filters, ...box! } } })),
    enabled: box !== null,
    placeholderData: keepPreviousData,
  });
}

export function aidDetailQuery(id: string) {
  return queryOptions({
    queryKey: aidKeys.detail(id),
    queryFn: () => data(api.GET('/api/aid/requests/{id}', { params: { path: { id } } })),
    retry: false,
  });
}

export function aidMineQuery(enabled: boolean) {
  return queryOptions({ queryKey: aidKeys.mine, queryFn: () => data(api.GET('/api/aid/mine')), enabled });
}

/** Whether the signed-in person may verify requests (admins and verifiers). */
export function aidAccessQuery(enabled: boolean) {
  return queryOptions({
    queryKey: aidKeys.access,
    queryFn: () => data(api.GET('/api/aid/access')),
    enabled,
    staleTime: 60_000,
  });
}

export function aidQueueQuery(enabled: boolean) {
  return queryOptions({
    queryKey: aidKeys.queue,
    queryFn: async () => (await data(api.GET('/api/aid/review/queue'))).items,
    enabled,
  });
}

export function aidVerifiersQuery() {
  return queryOptions({
    queryKey: aidKeys.verifiers,
    queryFn: async () => (await data(api.GET('/api/admin/aid-verifiers'))).items,
    retry: false,
  });
}
