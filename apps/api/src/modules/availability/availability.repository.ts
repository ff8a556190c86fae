import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';

export interface HeldRangeRow {
  start: string;
  end: string;
}

/** Date ranges that currently keep a listing busy, as half-open [start, end) ranges. */
export async function findHeldRanges(db: AppDb, listingId: number, from: string, to: string): Promise<HeldRangeRow[]> {
  const result = rowsOf<{ start: string; end: string }>(
    await db.execute(sql`
    select start, "end" from (
      select lower(held_range)::text as start, upper(held_range)::text as "end"
      from bookings
      where listing_id = ${listingId} and holds
        and (status <> 'awaiting_payment' or hold_expires_at > now())
        and held_range && daterange(${from}::date, ${to}::date, '[]')
      union all
      -- Days the owner blocked are as busy as booked ones.
      select start_date::text, end_date::text
      from listing_blocked_dates
      where listing_id = ${listingId} and daterange(start_date, end_date, '[)') && daterange(${from}::date, ${to}::date, '[]')
    ) held
    order by start`),
  );
  return result;
}

/** Whether some live hold of the listing overlaps [start, max(end, start+1)). */
export async function isRangeHeld(db: AppDb, listingId: number, start: string, end: string): Promise<boolean> {
  const result = rowsOf<{ held: boolean }>(
    await db.execute(sql`
    select exists (
      select 1 from bookings
      where listing_id = ${listingId} and holds
        and (status <> 'awaiting_payment' or hold_expires_at > now())
        and held_range && daterange(${start}::date, greatest(${end}::date, ${start}::date + 1), '[)')
    ) or exists (
      select 1 from listing_blocked_dates
      where listing_id = ${listingId}
        and daterange(start_date, end_date, '[)') && daterange(${start}::date, greatest(${end}::date, ${start}::date + 1), '[)')
    ) as held`),
  );
  return result[0]?.held === true;
}

/**
 * Ends unpaid holds whose time ran out: the bookings and their orders become `nextStatus`, and the bookings
 * stop holding. Runs before inserting new holds (same transaction) and from the periodic sweep.
 */
export async function expireStaleHolds(
  db: AppDb,
  nextBookingStatus: string,
  nextOrderStatus: string,
  listingIds?: number[],
): Promise<number> {
  const filter = listingIds ? sql`and listing_id in ${listingIds.length ? listingIds : [0]}` : sql``;
  const expired = rowsOf<{ order_id: string | null }>(
    await db.execute(sql`
    update bookings set holds = false, status = ${nextBookingStatus}, updated_at = now()
    where holds and status = 'awaiting_payment' and hold_expires_at <= now() ${filter}
    returning order_id`),
  );
  const orderIds = [...new Set(expired.map((r) => r.order_id).filter((id): id is string => !!id))];
  if (orderIds.length) {
    await db.execute(sql`
      update orders set status = ${nextOrderStatus}, cancelled_at = now(), updated_at = now()
      where status = 'awaiting_payment' and id in ${orderIds}`);
    await db.execute(sql`
      update payments set status = 'failed', updated_at = now()
      where status = 'pending' and order_id in ${orderIds}`);
  }
  return expired.length;
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
