import type { ChatSettings } from '@vira/domain/chat';
import type { NotificationSettingsRow } from './notifications.repository';

/** A person's channel switches; without a row, everything is on and there is no automatic reply. */
export function toChatSettings(row: NotificationSettingsRow | undefined): ChatSettings {
  return {
    autoReply: row?.autoReply ?? null,
    email: {
      bookings: row?.emailBookings ?? true,
      messages: row?.emailMessages ?? true,
      account: row?.emailAccount ?? true,
    },
    whatsapp: { bookings: row?.whatsappBookings ?? true },
  };
}
