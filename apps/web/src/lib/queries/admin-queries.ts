import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  listings: (q: string) => ['admin', 'listings', q] as const,
  users: (q: string) => ['admin', 'users', q] as const,
};

export function adminOverviewQuery() {
  return queryOptions({
    queryKey: adminKeys.overview,
    queryFn: () => data(api.GET('/api/admin/overview')),
    retry: false,
  });
}

export function adminListingsQuery(q: string) {
  return queryOptions({
    queryKey: adminKeys.listings(q),
    queryFn: async () =>
      (await data(api.GET('/api/admin/listings', { params: { query: { q: q || undefined } } }))).items,
  });
}

export function adminUsersQuery(q: string) {
  return queryOptions({
    queryKey: adminKeys.users(q),
    queryFn: async () => (await data(api.GET('/api/admin/users', { params: { query: { q: q || undefined } } }))).items,
  });
}
