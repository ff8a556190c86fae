import { queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export const notificationKeys = { list: ['notifications'] as const };

export function notificationsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: notificationKeys.list,
    queryFn: () => data(api.GET('/api/notifications', { params: { query: {} } })),
    enabled,
    staleTime: 60_000,
    // The spec: a failed fetch is silent (the bell keeps what it had).
    retry: false,
  });
}
