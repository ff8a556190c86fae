import type { Logger } from 'pino';
import type { Env } from '../../config/env';
import type { AppDb } from '../../db/client';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when configured; otherwise the outbox (env.ts refuses production without SMTP or an explicit opt-in). */
export function createMailer(env: Env, db: AppDb, logger: Logger): Mailer {
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);
  return createOutboxMailer(db, logger);
}
