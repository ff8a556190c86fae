import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { payments } from '../../../db/schema/payments';
import { refunds } from '../../../db/schema/refunds';

export type RefundRow = typeof refunds.$inferSelect;

export async function insertRefund(db: AppDb, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

/** The captured payment of an order that refunds are taken from. */
export async function findCapturedPayment(db: AppDb, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** An order's payment still only authorised (a card whose owners have not all answered). */
export async function findAuthorisedPayment(db: AppDb, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'authorised')))
    .limit(1);
  return row ?? null;
}

export async function findPaymentById(db: AppDb, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** A pending refund with its payment, locked so two runners never send it at once. */
export async function claimPendingRefund(db: AppDb, id: string) {
  const [row] = await db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .for('update', { of: refunds, skipLocked: true });
  return row ?? null;
}

export async function markRefund(
  db: AppDb,
  id: string,
  values: { status: RefundRow['status']; providerRefundId?: string | null; lastError?: string | null },
): Promise<void> {
  await db
    .update(refunds)
    .set({ ...values, attempts: sql`${refunds.attempts} + 1`, updatedAt: sql`now()` })
    .where(eq(refunds.id, id));
}

export async function findRefundsOfOrders(db: AppDb, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ refund: refunds, orderId: payments.orderId, transactionId: payments.transactionId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(inArray(payments.orderId, orderIds))
    .orderBy(asc(refunds.createdAt));
}

export async function findRefundsOfTransaction(db: AppDb, transactionId: string) {
  return db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.transactionId, transactionId))
    .orderBy(asc(refunds.createdAt));
}
