import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const hazmatKeys = {
  shipment: (code: string) => ['hazmat', 'shipment', code] as const,
  mine: ['hazmat', 'mine'] as const,
};

export function shipmentQuery(code: string) {
  return queryOptions({
    queryKey: hazmatKeys.shipment(code),
    queryFn: () => data(api.GET('/api/hazmat/shipments/{code}', { params: { path: { code } } })),
  });
}

export function myShipmentsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: hazmatKeys.mine,
    queryFn: () => data(api.GET('/api/me/hazmat/shipments')),
    enabled,
  });
}
