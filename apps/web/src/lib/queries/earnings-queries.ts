import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const earningsKeys = { mine: ['owner-earnings'] as const };

export function earningsQuery(enabled: boolean) {
  return queryOptions({ queryKey: earningsKeys.mine, queryFn: () => data(api.GET('/api/owner/earnings')), enabled });
}
