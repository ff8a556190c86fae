import type { Logger } from 'pino';
import type { AppDb } from '../../db/client';
import { insertOutboxMessage } from '../../modules/dev-outbox';
import type { WhatsAppCodeMessage, WhatsAppSender } from './whatsapp-sender';

/** Development delivery: the code is stored for GET /api/dev/outbox and printed to the log. */
export function createOutboxWhatsAppSender(db: AppDb, logger: Logger): WhatsAppSender {
  return {
    kind: 'outbox',
    async sendCode(message: WhatsAppCodeMessage) {
      await insertOutboxMessage(db, {
        channel: 'whatsapp',
        recipient: message.to,
        subject: null,
        text: message.text,
        links: [],
        codes: [message.code],
      });
      logger.info({ outbox: 'whatsapp', to: message.to }, `Outbox WhatsApp: ${message.text}`);
    },
    async sendText(message) {
      await insertOutboxMessage(db, {
        channel: 'whatsapp',
        recipient: message.to,
        subject: null,
        text: message.text,
        links: [],
        codes: [],
      });
      logger.info({ outbox: 'whatsapp', to: message.to }, `Outbox WhatsApp: ${message.text}`);
    },
  };
}
