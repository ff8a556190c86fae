import type { Logger } from 'pino';
import type { Env } from '../../config/env';
import type { AppDb } from '../../db/client';
import { createCloudApiSender } from './cloud-api-sender';
import { createOutboxWhatsAppSender } from './outbox-sender';
import type { WhatsAppSender } from './whatsapp-sender';

/** The Cloud API when configured; otherwise the outbox (env.ts refuses production without it or an opt-in). */
export function createWhatsAppSender(env: Env, db: AppDb, logger: Logger): WhatsAppSender {
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) {
    return createCloudApiSender({
      token: env.WHATSAPP_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      codeTemplate: env.WHATSAPP_CODE_TEMPLATE,
      noticeTemplate: env.WHATSAPP_NOTICE_TEMPLATE,
    });
  }
  return createOutboxWhatsAppSender(db, logger);
}
