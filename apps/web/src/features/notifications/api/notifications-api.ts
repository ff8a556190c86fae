import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@vira/domain/notification';
import { useEffect } from 'react';
import { api, data } from '@/lib/api';
import { useAuth } from '@/lib/auth/use-auth';
import { onLiveEvent } from '@/lib/live-events';
import { notificationKeys, notificationsQuery } from '@/lib/queries/notification-queries';

/** The bell's list; new notifications arrive live and are prepended (never twice). */
export function useNotifications(onArrival?: (notification: Notification) => void) {
  const { user } = useAuth();
  const client = useQueryClient();
  const query = useQuery(notificationsQuery(user !== null));
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.kind !== 'notification') return;
        const notification = event.data;
        let added = false;
        client.setQueryData<NotificationPage>(notificationKeys.list, (page) => {
          if (!page || page.notifications.some((n) => n.id === notification.id)) return page;
          added = true;
          return {
            ...page,
            notifications: [notification, ...page.notifications],
            unreadCount: page.unreadCount + (notification.read ? 0 : 1),
          };
        });
        if (added) onArrival?.(notification);
      }),
    [client, onArrival],
  );
  return query;
}

function useNotificationMutation<V>(
  call: (vars: V) => Promise<unknown>,
  apply: (page: NotificationPage, vars: V) => NotificationPage,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: (vars) =>
      client.setQueryData<NotificationPage>(notificationKeys.list, (page) => page && apply(page, vars)),
    onError: () => client.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

export function useMarkRead() {
  return useNotificationMutation(
    (id: string) => data(api.POST('/api/notifications/{id}/read', { params: { path: { id } } })),
    (page, id) => {
      const wasUnread = page.notifications.some((n) => n.id === id && !n.read);
      return {
        ...page,
        notifications: page.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
        unreadCount: Math.max(0, page.unreadCount - (wasUnread ? 1 : 0)),
      };
    },
  );
}

export function useMarkAllRead() {
  return useNotificationMutation(
    () => data(api.POST('/api/notifications/read-all')),
    (page) => ({ ...page, notifications: page.notifications.map((n) => ({ ...n, read: true })), unreadCount: 0 }),
  );
}
