import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const statsKeys = { catalogue: ['stats'] as const };

/** Listings, distinct countries and distinct cities, counted by the API from the database. */
export function catalogueStatsQuery() {
  return queryOptions({ queryKey: statsKeys.catalogue, queryFn: () => data(api.GET('/api/stats')) });
}
