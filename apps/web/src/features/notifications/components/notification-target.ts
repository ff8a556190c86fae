import type { Notification } from '@vira/domain/notification';

/** Where clicking a notification leads: what it is about. */
export function notificationTarget(notification: Notification): string {
  const { data } = notification;
  switch (notification.type) {
    case 'message':
      return data.conversation_id ? `/chats?c=${data.conversation_id}` : '/chats';
    case 'booking':
    case 'payment':
      return data.order_id ? `/order-tracking/${data.order_id}` : '/requests';
    case 'review':
    case 'favorite':
      return data.item_id ? `/dashboard?listing=${data.item_id}` : '/dashboard';
    case 'vira_approval':
      return '/dashboard';
    case 'aid':
      return data.aid_request_id ? `/humanitarian/${data.aid_request_id}` : '/humanitarian';
    case 'community':
      return data.topic_id ? `/community?topic=${data.topic_id}` : '/community';
    case 'cooperative':
      return data.cooperative_id ? `/cooperatives?id=${data.cooperative_id}` : '/cooperatives';
    case 'tender':
      return data.ocid ? `/government-contracts?ocid=${encodeURIComponent(data.ocid)}` : '/government-contracts';
    case 'hazmat':
      return data.tracking_code ? `/hazardous-tracking/${data.tracking_code}` : '/hazardous-tracking';
    case 'shipping':
      return data.tracking_code ? `/international-shipping/${data.tracking_code}` : '/international-shipping';
    case 'verification':
      return '/verification';
    case 'microcredit':
      return '/microcredits';
  }
}
