import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const shippingKeys = {
  all: ['shipping'] as const,
  track: (code: string) => ['shipping', 'track', code] as const,
  mine: ['shipping', 'mine'] as const,
  bookings: ['shipping', 'bookings'] as const,
  order: (orderId: string) => ['shipping', 'order', orderId] as const,
  hsCodes: (q: string) => ['shipping', 'hs-codes', q] as const,
};

export function trackingQuery(code: string) {
  return queryOptions({
    queryKey: shippingKeys.track(code),
    queryFn: () => data(api.GET('/api/shipping/track/{trackingCode}', { params: { path: { trackingCode: code } } })),
    // Carriers post events at any time; a page left open catches up without a reload.
    refetchInterval: 30_000,
  });
}

export function myShippingQuery(enabled: boolean) {
  return queryOptions({
    queryKey: shippingKeys.mine,
    queryFn: () => data(api.GET('/api/me/shipping/shipments')),
    enabled,
  });
}

export function shippableBookingsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: shippingKeys.bookings,
    queryFn: () => data(api.GET('/api/me/shipping/bookings')),
    enabled,
  });
}

export function orderShipmentsQuery(orderId: string, enabled: boolean) {
  return queryOptions({
    queryKey: shippingKeys.order(orderId),
    queryFn: () => data(api.GET('/api/orders/{id}/shipments', { params: { path: { id: orderId } } })),
    enabled,
  });
}

export function hsCodesQuery(q: string) {
  return queryOptions({
    queryKey: shippingKeys.hsCodes(q),
    queryFn: () => data(api.GET('/api/shipping/hs-codes', { params: { query: { q } } })),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
