import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { orders } from '../../../db/schema/orders';
import { payments } from '../../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;

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

/** `took`: the provider took this much (a late payment: all of it). */
export async function markPaymentSettled(db: AppDb, id: string, took?: number): Promise<void> {
  await db
    .update(payments)
    .set({ settledAt: sql`now()`, updatedAt: sql`now()`, ...(took === undefined ? {} : { capturedAmount: took }) })
    .where(eq(payments.id, id));
}

/**
 * Per order: whether a payment is still held, pending or voided, and what is going back (refunds decided and not
 * yet sent; those released from a hold were never taken). What was taken and given back is the ledger's.
 */
export async function findChargeFigures(db: AppDb, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const result = await db.execute(sql`
    select p.order_id as "orderId", min(p.currency) as currency,
      bool_or(p.status = 'authorised') as authorised,
      bool_or(p.status = 'pending') as pending,
      bool_or(p.status = 'voided') as voided,
      coalesce((select sum(r.amount) from refunds r join payments rp on rp.id = r.payment_id
        where rp.order_id = p.order_id and r.status = 'pending'), 0)::int as refunding
    from payments p
    where p.order_id in (${sql.join(
      orderIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by p.order_id`);
  return (
    result as unknown as {
      rows: {
        orderId: string;
        currency: string;
        authorised: boolean;
        pending: boolean;
        voided: boolean;
        refunding: number;
      }[];
    }
  ).rows;
}
