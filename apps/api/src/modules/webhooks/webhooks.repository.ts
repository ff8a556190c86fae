import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { webhookEvents } from '../../db/schema/webhook-events';

/**
 * Every provider's signed events (payments, identity) are recorded here before they act, so a provider that
 * delivers an event twice changes nothing the second time.
 */

/** Records an event; null when this provider already delivered this event id (a duplicate). */
export async function insertWebhookEvent(
  db: AppDb,
  values: Pick<typeof webhookEvents.$inferInsert, 'provider' | 'eventId' | 'type' | 'transactionId' | 'payload'>,
): Promise<string | null> {
  const rows = await db
    .insert(webhookEvents)
    .values({ ...values, outcome: 'received' })
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
    .returning({ id: webhookEvents.id });
  return rows[0]?.id ?? null;
}

export async function setWebhookOutcome(db: AppDb, id: string, outcome: string): Promise<void> {
  await db.update(webhookEvents).set({ outcome }).where(eq(webhookEvents.id, id));
}
