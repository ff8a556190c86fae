import { eq } from 'drizzle-orm';
import type { AppDb } from '../src/db/client';
import { listings } from '../src/db/schema/listings';
import { insertListing } from './listing-fixtures';

let counter = 0;
const everyDay = { start: 8, end: 20 };
export const WEEK_8_TO_20 = {
  mon: everyDay,
  tue: everyDay,
  wed: everyDay,
  thu: everyDay,
  fri: everyDay,
  sat: everyDay,
  sun: everyDay,
};

/** A live service of a new test owner (MXN): 300.00 per hour, minimum 2 hours, 2,000.00 per day, 08:00-20:00 daily. */
export async function serviceListing(
  db: AppDb,
  options: { ownerId?: string; category?: string; pricePerDay?: number; pricePerHour?: number | null } = {},
): Promise<{ id: number; ownerId: string }> {
  const ownerId = options.ownerId ?? `provider-${process.pid}-${++counter}`;
  const id = await insertListing(db, ownerId, 'Chef a domicilio de prueba');
  await db
    .update(listings)
    .set({
      type: 'service',
      category: options.category ?? 'chef',
      pricePerDay: options.pricePerDay ?? 200_000,
      pricePerHour: options.pricePerHour === undefined ? 30_000 : options.pricePerHour,
      minHours: 2,
      serviceRadiusKm: 25,
      weeklyHours: WEEK_8_TO_20,
      timeZone: 'America/Mexico_City',
      instantBooking: true,
    })
    .where(eq(listings.id, id));
  return { id, ownerId };
}
