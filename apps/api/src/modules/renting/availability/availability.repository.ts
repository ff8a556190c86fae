import { sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { holdsNow } from '../bookings/bookings.repository';

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
      where listing_id = ${listingId} and ${holdsNow()}
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
      where listing_id = ${listingId} and ${holdsNow()}
        and held_range && daterange(${start}::date, greatest(${end}::date, ${start}::date + 1), '[)')
    ) or exists (
      select 1 from listing_blocked_dates
      where listing_id = ${listingId}
        and daterange(start_date, end_date, '[)') && daterange(${start}::date, greatest(${end}::date, ${start}::date + 1), '[)')
    ) as held`),
  );
  return result[0]?.held === true;
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
