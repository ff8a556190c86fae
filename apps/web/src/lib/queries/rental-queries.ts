import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const rentalKeys = {
  all: ['rental'] as const,
  order: (orderId: string) => ['rental', 'order', orderId] as const,
  disputes: ['rental', 'disputes'] as const,
};

/** The order page: refreshed when the person comes back to the tab (the other side may have acted). */
export function rentalOrderQuery(orderId: string) {
  return queryOptions({
    queryKey: rentalKeys.order(orderId),
    queryFn: () => data(api.GET('/api/orders/{id}/tracking', { params: { path: { id: orderId } } })),
    retry: false,
    staleTime: 0,
  });
}

export function disputesQuery() {
  return queryOptions({
    queryKey: rentalKeys.disputes,
    queryFn: () => data(api.GET('/api/admin/disputes')),
    retry: false,
  });
}
