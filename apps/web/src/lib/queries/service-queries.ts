import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ServicesQuery } from '@vira/domain/service';
import { api, data } from '../api';

export const serviceKeys = {
  all: ['services'] as const,
  search: (query: Partial<ServicesQuery>) => ['services', 'search', query] as const,
};

/** The services page's search (GET /api/services): cards, total and counts per category. */
export function servicesSearchQuery(query: Partial<ServicesQuery>) {
  return queryOptions({
    queryKey: serviceKeys.search(query),
    queryFn: ({ signal }) => data(api.GET('/api/services', { signal, params: { query } })),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
