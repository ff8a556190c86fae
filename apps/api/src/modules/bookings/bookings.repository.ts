import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';

export type BookingRow = typeof bookings.$inferSelect;

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

/** Requests whose owner did not answer in time. */
export async function findOverdueRequests(db: AppDb): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.status, ['requested', 'pending_owner']), or(lt(bookings.respondBy, new Date()))))
    .limit(500);
}
