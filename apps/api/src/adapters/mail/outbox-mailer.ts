import type { Logger } from 'pino';
import type { AppDb } from '../../db/client';
import { insertOutboxMessage } from '../../modules/dev-outbox';
import type { Mailer, MailMessage } from './mailer';

/** Development delivery: the message is stored for GET /api/dev/outbox and printed to the log. */
export function createOutboxMailer(db: AppDb, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const links = message.links ?? [];
      await insertOutboxMessage(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        links,
        codes: [],
      });
      logger.info(
        { outbox: 'email', to: message.to, subject: message.subject, links },
        `Outbox e-mail: ${message.text}`,
      );
    },
  };
}
