import type { OutboxMessage } from '@vira/domain/auth';
import type { OutboxRow } from './dev-outbox.repository';

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    links: row.links,
    codes: row.codes,
    createdAt: row.createdAt.toISOString(),
  };
}
