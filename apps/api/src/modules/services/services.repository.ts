import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';

/** Rows of a raw query; both drivers answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Whether a live holding booking of the service keeps any instant of `range` (a `[start,end)` tstzrange text), or
 * the provider blocked one of the days [startDate, endDate].
 */
export async function isHoursRangeHeld(
  db: AppDb,
  listingId: number,
  range: string,
  startDate: string,
  endDate: string,
): Promise<boolean> {
  const rows = rowsOf<{ held: boolean }>(
    await db.execute(sql`
    select exists (
      select 1 from bookings
      where listing_id = ${listingId} and holds and held_hours && ${range}::tstzrange
        and (status <> 'awaiting_payment' or hold_expires_at > now())
    ) or exists (
      select 1 from listing_blocked_dates
      where listing_id = ${listingId}
        and daterange(start_date, end_date, '[)') && daterange(${startDate}::date, greatest(${endDate}::date, ${startDate}::date + 1), '[)')
    ) as held`),
  );
  return rows[0]?.held === true;
}
