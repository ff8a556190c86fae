import { LOCALES, type Locale } from '@vira/domain/locales';
import {
  NOTIFICATION_GROUP,
  type NotificationData,
  type NotificationPage,
  type NotificationType,
} from '@vira/domain/notification';
import type { ChatSettings } from '@vira/domain/chat';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { localize } from '../../i18n/localized';
import { toNotification } from './notifications.mapper';
import { noticeTemplate } from './notice-templates';
import { notificationMessages, type NotificationTemplate } from './notifications.messages';
import {
  countUnread,
  findContact,
  findNotificationsOf,
  findSettings,
  insertNotification,
  markAllNotificationsRead,
  markNotificationRead,
  upsertSettings,
  type NotificationSettingsRow,
} from './notifications.repository';

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  template: NotificationTemplate;
  params?: Record<string, string | number>;
  data?: NotificationData;
  /** Where the e-mail's link leads, e.g. `/requests`. */
  path: string;
  /** Same key, same notice: sent once. */
  dedupeKey?: string;
  /** Messages decide their e-mail themselves (only if unread after 10 minutes). */
  email?: boolean;
  /** Also by WhatsApp to a verified number (as booking notices are), under the person's WhatsApp setting. */
  whatsapp?: boolean;
}

function localeOf(language: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : 'es';
}

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

/**
 * Tells a person what happened: a persisted notification delivered live to every open tab, and by e-mail (and
 * WhatsApp for bookings, when their number is verified) as their settings allow. A failing mail or WhatsApp
 * provider never fails the action that caused the notice; it is logged.
 */
export async function notify(deps: AppDeps, input: NotifyInput): Promise<void> {
  const { db } = deps.database;
  const row = await insertNotification(db, {
    userId: input.userId,
    type: input.type,
    template: input.template,
    params: input.params ?? {},
    data: input.data ?? {},
    dedupeKey: input.dedupeKey,
  });
  if (!row) return;
  const contact = await findContact(db, input.userId);
  const locale = localeOf(contact?.language);
  await deps.live.publish(input.userId, 'notification', toNotification(row, locale));
  if (!contact) return;
  const settings = toChatSettings(await findSettings(db, input.userId));
  const group = NOTIFICATION_GROUP[input.type];
  const template = noticeTemplate(input.template);
  const title = localize(template.title, locale, input.params);
  const description = localize(template.description, locale, input.params);
  const link = new URL(input.path, deps.env.PUBLIC_URL).toString();
  const { mailer, whatsapp } = deps.adapters;
  if (input.email !== false && settings.email[group]) {
    const settingsLink = new URL('/profile/settings', deps.env.PUBLIC_URL).toString();
    await mailer
      .send({
        to: contact.email,
        subject: `Vira: ${title}`,
        text: `${description}\n\n${localize(notificationMessages.emailFooter, locale, { link, settings: settingsLink })}`,
        links: [link],
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'notification e-mail failed'));
  }
  if ((group === 'bookings' || input.whatsapp) && settings.whatsapp.bookings && contact.verifiedPhone) {
    await whatsapp
      .sendText({
        to: contact.verifiedPhone,
        text: `Vira: ${title}. ${description} ${link}`,
        parts: [title, description, link],
        language: locale,
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'notification WhatsApp failed'));
  }
}

/** Sends the e-mail of a notice that was kept in the app only (a message still unread after a while). */
export async function emailAbout(
  deps: AppDeps,
  userId: string,
  template: NotificationTemplate,
  params: Record<string, string | number>,
  path: string,
): Promise<void> {
  const { db } = deps.database;
  const contact = await findContact(db, userId);
  if (!contact) return;
  const settings = toChatSettings(await findSettings(db, userId));
  if (!settings.email.messages) return;
  const locale = localeOf(contact.language);
  const t = noticeTemplate(template);
  const link = new URL(path, deps.env.PUBLIC_URL).toString();
  const settingsLink = new URL('/profile/settings', deps.env.PUBLIC_URL).toString();
  await deps.adapters.mailer.send({
    to: contact.email,
    subject: `Vira: ${localize(t.title, locale, params)}`,
    text: `${localize(t.description, locale, params)}\n\n${localize(notificationMessages.emailFooter, locale, { link, settings: settingsLink })}`,
    links: [link],
  });
}

export async function listNotifications(
  deps: AppDeps,
  userId: string,
  locale: Locale,
  limit: number,
  before?: string,
): Promise<NotificationPage> {
  const { db } = deps.database;
  const rows = await findNotificationsOf(db, userId, limit + 1, before ? new Date(before) : undefined);
  const page = rows.slice(0, limit);
  return {
    notifications: page.map((row) => toNotification(row, locale)),
    unreadCount: await countUnread(db, userId),
    nextBefore: rows.length > limit ? page[page.length - 1]!.createdAt.toISOString() : null,
  };
}

export async function readNotification(deps: AppDeps, userId: string, id: string): Promise<void> {
  if (!(await markNotificationRead(deps.database.db, userId, id)))
    throw new AppError(404, 'notification_not_found', notificationMessages.notFound);
}

export async function readAllNotifications(deps: AppDeps, userId: string): Promise<void> {
  await markAllNotificationsRead(deps.database.db, userId);
}

export async function getChatSettings(deps: AppDeps, userId: string): Promise<ChatSettings> {
  return toChatSettings(await findSettings(deps.database.db, userId));
}

export async function saveChatSettings(deps: AppDeps, userId: string, input: ChatSettings): Promise<ChatSettings> {
  const autoReply = input.autoReply?.trim() || null;
  const row = await upsertSettings(deps.database.db, userId, {
    autoReply,
    emailBookings: input.email.bookings,
    emailMessages: input.email.messages,
    emailAccount: input.email.account,
    whatsappBookings: input.whatsapp.bookings,
  });
  return toChatSettings(row);
}
