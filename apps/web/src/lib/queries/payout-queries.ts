import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const payoutKeys = { mine: ['owner-payouts'] as const };

export function payoutsQuery(enabled: boolean) {
  return queryOptions({ queryKey: payoutKeys.mine, queryFn: () => data(api.GET('/api/owner/payouts')), enabled });
}
