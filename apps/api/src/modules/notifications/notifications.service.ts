import type { Locale } from '@vira/domain/locales';
import {
  NOTIFICATION_GROUP,
  type NotificationData,
  type NotificationPage,
  type NotificationType,
} from '@vira/domain/notification';
import type { ChatSettings } from '@vira/domain/chat';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { enqueueJob } from '../jobs';
import { localeOf, noticeEmailJob, noticeWhatsAppJob, sendNoticeEmail } from './notice-delivery';
import { noticeTemplate } from './notice-templates';
import { toChatSettings } from './notification-settings';
import { toNotification } from './notifications.mapper';
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

/**
 * Tells a person what happened: a notification row, its live event to every open tab, and durable jobs that send
 * the e-mail (and the WhatsApp message for bookings, to a verified number) as their settings allow. All of it is
 * written in `tx`, the transaction of the change that causes the notice: it commits with that change or not at
 * all, the live event reaches the tabs after the commit, and a failing mail or WhatsApp provider is retried by
 * the job runner instead of failing the action. Without `tx`, the notice is its own transaction.
 */
export async function notify(deps: AppDeps, input: NotifyInput, tx?: AppDb): Promise<void> {
  if (!tx) return deps.database.db.transaction((own) => notify(deps, input, own));
  // A name nobody registered is a programming error: refused before anything is written.
  noticeTemplate(input.template);
  const row = await insertNotification(tx, {
    userId: input.userId,
    type: input.type,
    template: input.template,
    params: input.params ?? {},
    data: input.data ?? {},
    dedupeKey: input.dedupeKey,
  });
  if (!row) return;
  const contact = await findContact(tx, input.userId);
  await deps.live.publish(input.userId, 'notification', toNotification(row, localeOf(contact?.language)), tx);
  if (!contact) return;
  const delivery = { notificationId: row.id, path: input.path };
  const runAt = deps.clock.now();
  if (input.email !== false)
    await enqueueJob(tx, noticeEmailJob, delivery, { runAt, dedupeKey: `${noticeEmailJob.name}:${row.id}` });
  if ((NOTIFICATION_GROUP[input.type] === 'bookings' || input.whatsapp) && contact.verifiedPhone)
    await enqueueJob(tx, noticeWhatsAppJob, delivery, { runAt, dedupeKey: `${noticeWhatsAppJob.name}:${row.id}` });
}

/** Sends the e-mail of a notice that was kept in the app only (a message still unread after a while; a job). */
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
  if (!toChatSettings(await findSettings(db, userId)).email.messages) return;
  await sendNoticeEmail(deps, contact, template, params, path);
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
