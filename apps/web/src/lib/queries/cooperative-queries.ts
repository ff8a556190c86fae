import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const cooperativeKeys = {
  all: ['cooperatives'] as const,
  one: (id: string) => ['cooperatives', id] as const,
};

export function myCooperativesQuery() {
  return queryOptions({ queryKey: cooperativeKeys.all, queryFn: () => data(api.GET('/api/cooperatives')) });
}

export function cooperativeQuery(id: string) {
  return queryOptions({
    queryKey: cooperativeKeys.one(id),
    queryFn: () => data(api.GET('/api/cooperatives/{id}', { params: { path: { id } } })),
  });
}
