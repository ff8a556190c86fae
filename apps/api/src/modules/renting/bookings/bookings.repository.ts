import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { bookings } from '../../../db/schema/bookings';
import { listings } from '../../../db/schema/listings';
import { orders } from '../../../db/schema/orders';
import { profiles } from '../../../db/schema/profiles';
import { bookingEvents } from '../../../db/schema/rental-lifecycle';

export type BookingRow = typeof bookings.$inferSelect;

// This repository owns every write to `bookings` (and its timeline, booking_events).

export async function insertBooking(db: AppDb, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

export async function findBooking(
  db: AppDb,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<BookingRow | null> {
  const query = db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export interface BookingListRow {
  booking: BookingRow;
  listingTitle: string | null;
  renterName: string | null;
  ownerName: string | null;
}

const renters = alias(users, 'renters');
const owners = alias(users, 'owners');
const renterProfiles = alias(profiles, 'renter_profiles');
const ownerProfiles = alias(profiles, 'owner_profiles');

/**
 * One person's bookings as renter or as owner, with the listing title and both parties' names: the name their
 * profile shows, else their account's (sample owners have a profile and no account).
 */
export async function findBookingsOf(db: AppDb, userId: string, role: 'renter' | 'owner'): Promise<BookingListRow[]> {
  return db
    .select({
      booking: bookings,
      listingTitle: listings.title,
      renterName: sql<string | null>`coalesce(nullif(trim(${renterProfiles.fullName}), ''), ${renters.name})`,
      ownerName: sql<string | null>`coalesce(nullif(trim(${ownerProfiles.fullName}), ''), ${owners.name})`,
    })
    .from(bookings)
    .leftJoin(listings, eq(listings.id, bookings.listingId))
    .leftJoin(renters, eq(renters.id, bookings.renterId))
    .leftJoin(owners, eq(owners.id, bookings.ownerId))
    .leftJoin(renterProfiles, eq(renterProfiles.userId, bookings.renterId))
    .leftJoin(ownerProfiles, eq(ownerProfiles.userId, bookings.ownerId))
    .where(eq(role === 'renter' ? bookings.renterId : bookings.ownerId, userId))
    .orderBy(desc(bookings.createdAt))
    .limit(200);
}

export async function insertBookings(db: AppDb, values: (typeof bookings.$inferInsert)[]): Promise<BookingRow[]> {
  return db.insert(bookings).values(values).returning();
}

export async function findBookingForUpdate(db: AppDb, id: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function attachBookingToOrder(db: AppDb, bookingId: string, orderId: string | null): Promise<void> {
  await db
    .update(bookings)
    .set({ orderId, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId));
}

/** Writes a transition decided by booking-transitions.service (status, holds, timestamps, money fields). */
export async function updateBooking(
  db: AppDb,
  id: string,
  values: Partial<
    Pick<
      typeof bookings.$inferInsert,
      | 'status'
      | 'holds'
      | 'holdExpiresAt'
      | 'respondBy'
      | 'handedOverAt'
      | 'returnedAt'
      | 'completedAt'
      | 'cancelledAt'
      | 'cancelledBy'
      | 'commission'
      | 'ownerEarnings'
    >
  >,
): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(bookings.id, id))
    .returning();
  return row!;
}

/** Adds a refund to what the booking has given back (the CHECK keeps it within the booking's total). */
export async function addRefundedAmount(db: AppDb, id: string, amount: number): Promise<void> {
  await db
    .update(bookings)
    .set({ refundedAmount: sql`${bookings.refundedAmount} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(bookings.id, id));
}

export async function insertBookingEvent(db: AppDb, values: typeof bookingEvents.$inferInsert): Promise<void> {
  await db.insert(bookingEvents).values(values);
}

export async function findBookingEvents(db: AppDb, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(bookingEvents)
    .where(inArray(bookingEvents.bookingId, bookingIds))
    .orderBy(asc(bookingEvents.id));
}

/** How many paid rentals an owner cancelled: shown on their public profile. */
export async function countOwnerCancellations(db: AppDb, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.ownerId, ownerId), eq(bookings.cancelledBy, 'owner')));
  return row?.n ?? 0;
}

/**
 * Checkouts (and accepted requests) of this renter whose dates are held while unpaid. A checkout split into one
 * order per currency is one checkout: the person chose it once.
 */
export async function countUnpaidHolds(db: AppDb, renterId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`count(distinct coalesce(${orders.checkoutId}::text, ${bookings.orderId}::text, ${bookings.id}::text))::int`,
    })
    .from(bookings)
    .leftJoin(orders, eq(orders.id, bookings.orderId))
    .where(
      and(
        eq(bookings.renterId, renterId),
        eq(bookings.status, 'awaiting_payment'),
        eq(bookings.holds, true),
        sql`${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Ends unpaid holds whose time ran out: the bookings and their orders become `nextStatus`, and the bookings
 * stop holding. Runs before inserting new holds (same transaction) and from the periodic sweep.
 */
export async function expireStaleHolds(
  db: AppDb,
  nextBookingStatus: string,
  nextOrderStatus: string,
  now: Date,
  listingIds?: number[],
): Promise<number> {
  const filter = listingIds ? sql`and listing_id in ${listingIds.length ? listingIds : [0]}` : sql``;
  // The app clock's time, not the database's: a test moves it past a hold instead of waiting (decision 060).
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = rowsOf<{ order_id: string | null }>(
    await db.execute(sql`
    update bookings set holds = false, status = ${nextBookingStatus}, commission = 0, owner_earnings = 0,
      cancelled_at = ${at}, cancelled_by = 'system', updated_at = ${at}
    where holds and status = 'awaiting_payment' and hold_expires_at <= ${at} ${filter}
    returning order_id`),
  );
  const orderIds = [...new Set(expired.map((r) => r.order_id).filter((id): id is string => !!id))];
  if (orderIds.length) {
    await db.execute(sql`
      update orders set status = ${nextOrderStatus}, cancelled_at = ${at}, updated_at = ${at}
      where status = 'awaiting_payment' and id in ${orderIds}`);
    await db.execute(sql`
      update payments set status = 'failed', updated_at = ${at}
      where status = 'pending' and order_id in ${orderIds}`);
  }
  return expired.length;
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The one rule for "this booking keeps its dates (or hours) now": it holds, and it is past payment or its unpaid
 * hold has not expired yet. `table` is how the caller's SQL names the bookings table ('' when unqualified).
 */
export function holdsNow(table = ''): SQL {
  const c = table ? `${table}.` : '';
  return sql.raw(`(${c}holds and (${c}status <> 'awaiting_payment' or ${c}hold_expires_at > now()))`);
}
