import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { outboxMessages } from '../../db/schema/outbox';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessage(db: AppDb, message: NewOutboxRow): Promise<void> {
  await db.insert(outboxMessages).values(message);
}

export async function listOutboxMessages(db: AppDb, limit: number, recipient?: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}
