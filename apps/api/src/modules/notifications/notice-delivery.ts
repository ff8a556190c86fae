import { LOCALES, type Locale } from '@vira/domain/locales';
import { NOTIFICATION_GROUP } from '@vira/domain/notification';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { localize } from '../../i18n/localized';
import { defineJob } from '../jobs';
import { noticeTemplate } from './notice-templates';
import { notificationMessages, type NotificationTemplate } from './notifications.messages';
import { findContact, findNotification, findSettings } from './notifications.repository';
import { toChatSettings } from './notification-settings';

/**
 * A notice's e-mail and WhatsApp message leave in durable jobs queued with the notice itself (`notify`): a provider
 * that fails is retried by the job runner with a growing delay, never fails the action, and a crash after the
 * commit loses nothing. Each job re-reads the person's settings and contact when it runs.
 */
export function localeOf(language: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : 'es';
}

const delivery = z.object({ notificationId: z.uuid(), path: z.string() });

/** Renders and sends a notice's e-mail in the reader's language. */
export async function sendNoticeEmail(
  deps: AppDeps,
  to: { email: string; language: string | null },
  template: NotificationTemplate,
  params: Record<string, string | number>,
  path: string,
): Promise<void> {
  const locale = localeOf(to.language);
  const t = noticeTemplate(template);
  const link = new URL(path, deps.env.PUBLIC_URL).toString();
  const settings = new URL('/profile/settings', deps.env.PUBLIC_URL).toString();
  await deps.adapters.mailer.send({
    to: to.email,
    subject: `Vira: ${localize(t.title, locale, params)}`,
    text: `${localize(t.description, locale, params)}\n\n${localize(notificationMessages.emailFooter, locale, { link, settings })}`,
    links: [link],
  });
}

export const noticeEmailJob = defineJob('notifications.email', delivery, async (deps, { notificationId, path }) => {
  const { db } = deps.database;
  const notice = await findNotification(db, notificationId);
  const contact = notice && (await findContact(db, notice.userId));
  if (!notice || !contact) return;
  const settings = toChatSettings(await findSettings(db, notice.userId));
  if (!settings.email[NOTIFICATION_GROUP[notice.type]]) return;
  await sendNoticeEmail(deps, contact, notice.template, notice.params, path);
});

export const noticeWhatsAppJob = defineJob(
  'notifications.whatsapp',
  delivery,
  async (deps, { notificationId, path }) => {
    const { db } = deps.database;
    const notice = await findNotification(db, notificationId);
    const contact = notice && (await findContact(db, notice.userId));
    if (!notice || !contact?.verifiedPhone) return;
    if (!toChatSettings(await findSettings(db, notice.userId)).whatsapp.bookings) return;
    const locale = localeOf(contact.language);
    const t = noticeTemplate(notice.template);
    const title = localize(t.title, locale, notice.params);
    const description = localize(t.description, locale, notice.params);
    const link = new URL(path, deps.env.PUBLIC_URL).toString();
    await deps.adapters.whatsapp.sendText({
      to: contact.verifiedPhone,
      text: `Vira: ${title}. ${description} ${link}`,
      parts: [title, description, link],
      language: locale,
    });
  },
);
