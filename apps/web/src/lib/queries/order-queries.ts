import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const orderKeys = {
  all: ['order'] as const,
  one: (orderId: string | null) => ['order', orderId] as const,
};

export function orderQuery(orderId: string | null) {
  return queryOptions({
    queryKey: orderKeys.one(orderId),
    queryFn: () => data(api.GET('/api/orders/{id}', { params: { path: { id: orderId ?? '' } } })),
    enabled: orderId !== null,
    staleTime: 0,
  });
}
