import type { Locale } from '@vira/domain/locales';
import type { Notification } from '@vira/domain/notification';
import { localize } from '../../i18n/localized';
import { storedNoticeTemplate } from './notice-templates';
import type { NotificationRow } from './notifications.repository';

export function toNotification(row: NotificationRow, locale: Locale): Notification {
  const template = storedNoticeTemplate(row.template);
  return {
    id: row.id,
    type: row.type,
    title: template ? localize(template.title, locale, row.params) : row.template,
    description: template ? localize(template.description, locale, row.params) : '',
    read: row.read,
    created_at: row.createdAt.toISOString(),
    data: row.data,
  };
}
