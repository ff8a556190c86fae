import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const configKeys = { public: ['public-config'] as const };

/** Support contacts from the server's configuration. */
export function publicConfigQuery() {
  return queryOptions({
    queryKey: configKeys.public,
    queryFn: () => data(api.GET('/api/config/public')),
    staleTime: Infinity,
  });
}
