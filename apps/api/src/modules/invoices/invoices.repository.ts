import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/auth';
import { creditNotes, taxInvoices, type InvoiceReceiver } from '../../db/schema/invoices';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { orders } from '../../db/schema/orders';

export type TaxInvoiceRow = typeof taxInvoices.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export interface PaidOrderRow {
  orderId: string;
  paidAt: string;
  currency: string;
  total: number;
  titles: string[];
  taxStatus: TaxInvoiceRow['status'] | null;
  folio: string | null;
}

/** The person's paid orders, newest first, with their tax invoice when one was asked for. */
export async function findPaidOrdersOf(db: AppDb, userId: string): Promise<PaidOrderRow[]> {
  const result = await db.execute(sql`
    select o.id as "orderId", o.paid_at as "paidAt", o.currency, o.total,
      coalesce((select array_agg(l.title order by b.start_date, b.id) from bookings b join listings l on l.id = b.listing_id
                where b.order_id = o.id), '{}') as titles,
      ti.status as "taxStatus", ti.folio
    from orders o left join tax_invoices ti on ti.order_id = o.id
    where o.user_id = ${userId} and o.paid_at is not null
    order by o.paid_at desc, o.id
    limit 200`);
  return (result as unknown as { rows: PaidOrderRow[] }).rows.map((r) => ({
    ...r,
    paidAt: new Date(r.paidAt).toISOString(),
  }));
}

export interface OrderDocumentRows {
  order: OrderRow;
  customer: { name: string; email: string };
  lines: {
    title: string;
    startDate: string;
    endDate: string;
    itemCost: number;
    discountKind: 'weekly' | 'monthly' | null;
    discountAmount: number;
    insuranceCost: number;
    deliveryCost: number;
    deposit: number;
  }[];
  taxInvoice: TaxInvoiceRow | null;
}

/** Everything a receipt or an invoice of one order prints, or null when the order does not exist. */
export async function findOrderDocument(db: AppDb, orderId: string): Promise<OrderDocumentRows | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const [customer] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, order.userId))
    .limit(1);
  const lines = await db.execute(sql`
    select l.title, b.start_date::text as "startDate", b.end_date::text as "endDate", b.item_cost as "itemCost",
      b.discount_kind as "discountKind", b.discount_amount as "discountAmount", b.insurance_cost as "insuranceCost", b.delivery_cost as "deliveryCost", b.deposit
    from bookings b join listings l on l.id = b.listing_id
    where b.order_id = ${orderId} order by b.start_date, b.id`);
  const [taxInvoice] = await db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId)).limit(1);
  return {
    order,
    customer: customer ?? { name: '', email: '' },
    lines: (lines as unknown as { rows: OrderDocumentRows['lines'] }).rows,
    taxInvoice: taxInvoice ?? null,
  };
}

export async function insertTaxInvoiceRequest(
  db: AppDb,
  values: { orderId: string; userId: string; receiver: InvoiceReceiver },
): Promise<void> {
  await db.insert(taxInvoices).values(values).onConflictDoNothing();
}

/** Locks the request so two instances' jobs cannot stamp the same invoice at once. */
export async function findRequestedTaxInvoiceForUpdate(db: AppDb, orderId: string): Promise<TaxInvoiceRow | null> {
  const [row] = await db
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.orderId, orderId), eq(taxInvoices.status, 'requested')))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function markTaxInvoiceIssued(
  db: AppDb,
  orderId: string,
  values: { provider: string; providerId: string; folio: string },
): Promise<void> {
  await db
    .update(taxInvoices)
    .set({ ...values, status: 'issued', issuedAt: sql`now()`, error: null })
    .where(eq(taxInvoices.orderId, orderId));
}

export async function markTaxInvoiceFailed(db: AppDb, orderId: string, error: string): Promise<void> {
  await db.update(taxInvoices).set({ status: 'failed', error }).where(eq(taxInvoices.orderId, orderId));
}

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** A succeeded refund with its order, for the credit note that corrects the order's invoice. */
export async function findRefundForCreditNote(db: AppDb, refundId: string) {
  const [row] = await db
    .select({
      refundId: refunds.id,
      orderId: payments.orderId,
      income: refunds.incomeAmount,
      currency: refunds.currency,
      reason: refunds.reason,
      status: refunds.status,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId))
    .limit(1);
  return row ?? null;
}

export async function hasCreditNote(db: AppDb, refundId: string): Promise<boolean> {
  const [row] = await db.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.refundId, refundId));
  return Boolean(row);
}

export async function insertCreditNote(db: AppDb, values: typeof creditNotes.$inferInsert): Promise<void> {
  await db.insert(creditNotes).values(values).onConflictDoNothing();
}

export async function findCreditNotesOfOrders(db: AppDb, orderIds: string[]): Promise<CreditNoteRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, orderIds))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
}

export async function findCreditNote(db: AppDb, orderId: string, id: string): Promise<CreditNoteRow | null> {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.id, id)))
    .limit(1);
  return row ?? null;
}
