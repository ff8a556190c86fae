import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { bookings } from '../../../db/schema/bookings';
import { listings } from '../../../db/schema/listings';
import { orders } from '../../../db/schema/orders';
import { payments } from '../../../db/schema/payments';
import { bookingEvents } from '../../../db/schema/rental-lifecycle';
import { type ImageAddressParts, coverImageOf } from '../../images';

export type OrderRow = typeof orders.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export async function insertOrder(db: AppDb, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function insertPayment(db: AppDb, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findOrder(
  db: AppDb,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export type OrderBookingRow = BookingRow & { title: string; cover: ImageAddressParts | null };

export async function findOrderBookings(db: AppDb, orderId: string): Promise<OrderBookingRow[]> {
  const rows = await db
    .select({
      booking: bookings,
      title: listings.title,
      cover: coverImageOf(listings.id),
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(bookings.orderId, orderId))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  return rows.map((r) => ({ ...r.booking, title: r.title, cover: r.cover }));
}

export async function setOrderStatus(db: AppDb, id: string, status: OrderRow['status']): Promise<void> {
  await db
    .update(orders)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(status === 'paid' ? { paidAt: sql`now()` } : {}),
      ...(status === 'cancelled' ? { cancelledAt: sql`now()` } : {}),
    })
    .where(eq(orders.id, id));
}

export async function findPaymentsOfOrder(db: AppDb, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
}

/**
 * `settled`: the provider already took the whole amount (a payment captured at once), so owners may be paid from
 * it.
 */
export async function setPaymentsStatus(
  db: AppDb,
  orderId: string,
  from: PaymentRow['status'][],
  to: PaymentRow['status'],
  options: { settled?: boolean } = {},
): Promise<void> {
  await db
    .update(payments)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(options.settled ? { settledAt: sql`now()`, capturedAmount: sql`${payments.amount}` } : {}),
    })
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, from)));
}

/** The decided outcome of an authorisation: how much of it will be taken (0: voided). */
export async function setCapturedAmount(db: AppDb, paymentId: string, amount: number): Promise<void> {
  await db
    .update(payments)
    .set({ capturedAmount: amount, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

/** Bookings of the order that were ever confirmed (paid for), whatever became of them since. */
export async function findConfirmedBookingIds(db: AppDb, orderId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: bookingEvents.bookingId })
    .from(bookingEvents)
    .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
    .where(and(eq(bookings.orderId, orderId), inArray(bookingEvents.event, ['payment_approved', 'owner_accepted'])));
  return new Set(rows.map((r) => r.id));
}

/** Other orders of the same checkout still payable, each with the page of its latest payment. */
export async function findUnpaidSiblings(
  db: AppDb,
  order: OrderRow,
): Promise<{ orderId: string; currency: string; total: number; url: string }[]> {
  if (!order.checkoutId) return [];
  const rows = await db
    .select({
      orderId: orders.id,
      currency: orders.currency,
      total: orders.total,
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, and "id" would mean the payment's.
      url: sql<
        string | null
      >`(select p.url from payments p where p.order_id = orders.id order by p.created_at desc limit 1)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.checkoutId, order.checkoutId),
        sql`${orders.id} <> ${order.id}`,
        eq(orders.status, 'awaiting_payment'),
        sql`${orders.holdExpiresAt} > now()`,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.flatMap((r) => (r.url ? [{ ...r, url: r.url }] : []));
}

/**
 * The person's own orders still waiting for payment that hold any of these listings, with their open payments:
 * a new checkout of the same things replaces them (a declined card or a forgotten voucher must not block a retry).
 */
export async function findOwnUnpaidOrders(
  db: AppDb,
  userId: string,
  listingIds: number[],
): Promise<{ orderId: string; payments: { provider: string; transactionId: string }[] }[]> {
  if (listingIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ orderId: orders.id })
    .from(orders)
    .innerJoin(bookings, eq(bookings.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'awaiting_payment'), inArray(bookings.listingId, listingIds)),
    );
  const result = [];
  for (const { orderId } of rows) {
    const open = (await findPaymentsOfOrder(db, orderId)).filter((p) => p.status === 'pending');
    result.push({ orderId, payments: open.map((p) => ({ provider: p.provider, transactionId: p.transactionId })) });
  }
  return result;
}
