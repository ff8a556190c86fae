import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const billingKeys = { mine: ['billing-info'] as const };

export function billingInfoQuery(enabled: boolean) {
  return queryOptions({
    queryKey: billingKeys.mine,
    queryFn: () => data(api.GET('/api/billing-info')),
    enabled,
  });
}
