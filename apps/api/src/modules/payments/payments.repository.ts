import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { webhookEvents } from '../../db/schema/webhook-events';

export type PaymentRow = typeof payments.$inferSelect;

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

export async function findPayment(
  db: AppDb,
  provider: string,
  by: { transactionId?: string; paymentId?: string },
): Promise<PaymentRow | null> {
  const where = by.transactionId
    ? and(eq(payments.provider, provider), eq(payments.transactionId, by.transactionId))
    : by.paymentId && /^[0-9a-f-]{36}$/i.test(by.paymentId)
      ? and(eq(payments.provider, provider), eq(payments.id, by.paymentId))
      : null;
  if (!where) return null;
  const [row] = await db.select().from(payments).where(where).limit(1);
  return row ?? null;
}

export interface SandboxPaymentRow {
  payment: PaymentRow;
  orderStatus: string;
  orderUserId: string;
}

export async function findSandboxPayment(db: AppDb, transactionId: string): Promise<SandboxPaymentRow | null> {
  const [row] = await db
    .select({ payment: payments, orderStatus: orders.status, orderUserId: orders.userId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, 'sandbox'), eq(payments.transactionId, transactionId)))
    .limit(1);
  return row ?? null;
}

/** A payment whose outcome the provider has not confirmed yet, locked so two runners never settle it at once. */
export async function claimUnsettledPayment(db: AppDb, id: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), isNull(payments.settledAt)))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function markPaymentSettled(db: AppDb, id: string): Promise<void> {
  await db
    .update(payments)
    .set({ settledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}
