import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { bookings } from '../../../db/schema/bookings';
import { listings } from '../../../db/schema/listings';
import { profiles } from '../../../db/schema/profiles';
import { damageClaims, disputes } from '../../../db/schema/rental-lifecycle';
import { coverImageOf } from '../../images';

export type DamageClaimRow = typeof damageClaims.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;

const renters = alias(users, 'renters');
const owners = alias(users, 'owners');
const renterProfiles = alias(profiles, 'renter_profiles');
const ownerProfiles = alias(profiles, 'owner_profiles');
const renterName = sql<string | null>`coalesce(nullif(trim(${renterProfiles.fullName}), ''), ${renters.name})`;
const ownerName = sql<string | null>`coalesce(nullif(trim(${ownerProfiles.fullName}), ''), ${owners.name})`;

/** The bookings of an order with what the order page shows about their listing and both people. */
export async function findRentalBookings(db: AppDb, where: { orderId: string } | { bookingId: string }) {
  return db
    .select({
      booking: bookings,
      title: listings.title,
      location: listings.location,
      city: listings.city,
      country: listings.country,
      cover: coverImageOf(listings.id),
      renterName,
      ownerName,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .leftJoin(renters, eq(renters.id, bookings.renterId))
    .leftJoin(owners, eq(owners.id, bookings.ownerId))
    .leftJoin(renterProfiles, eq(renterProfiles.userId, bookings.renterId))
    .leftJoin(ownerProfiles, eq(ownerProfiles.userId, bookings.ownerId))
    .where('orderId' in where ? eq(bookings.orderId, where.orderId) : eq(bookings.id, where.bookingId))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}
export type RentalBookingRow = Awaited<ReturnType<typeof findRentalBookings>>[number];

export async function findClaims(db: AppDb, bookingIds: string[]): Promise<DamageClaimRow[]> {
  if (bookingIds.length === 0) return [];
  return db.select().from(damageClaims).where(inArray(damageClaims.bookingId, bookingIds));
}

export async function findClaim(db: AppDb, bookingId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(damageClaims).where(eq(damageClaims.bookingId, bookingId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertClaim(db: AppDb, values: typeof damageClaims.$inferInsert): Promise<DamageClaimRow> {
  const [row] = await db.insert(damageClaims).values(values).returning();
  return row!;
}

export async function answerClaim(db: AppDb, id: string, status: 'accepted' | 'disputed'): Promise<void> {
  await db
    .update(damageClaims)
    .set({ status, answeredAt: sql`now()` })
    .where(eq(damageClaims.id, id));
}

export async function findDisputes(db: AppDb, bookingIds: string[]): Promise<DisputeRow[]> {
  if (bookingIds.length === 0) return [];
  return db.select().from(disputes).where(inArray(disputes.bookingId, bookingIds));
}

export async function insertDispute(db: AppDb, values: typeof disputes.$inferInsert): Promise<DisputeRow> {
  const [row] = await db.insert(disputes).values(values).returning();
  return row!;
}

export async function findDispute(db: AppDb, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(disputes).where(eq(disputes.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function decideDispute(
  db: AppDb,
  id: string,
  values: Pick<DisputeRow, 'chargeRefund' | 'depositRefund' | 'decisionReason' | 'decidedBy'>,
): Promise<void> {
  await db
    .update(disputes)
    .set({ ...values, status: 'resolved', decidedAt: sql`now()` })
    .where(eq(disputes.id, id));
}

/** The admin's queue: open disputes first, then the latest decided ones. */
export async function findDisputeQueue(db: AppDb, limit: number) {
  return db
    .select({
      dispute: disputes,
      booking: bookings,
      title: listings.title,
      renterName,
      ownerName,
      claimAmount: damageClaims.amount,
    })
    .from(disputes)
    .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .leftJoin(renters, eq(renters.id, bookings.renterId))
    .leftJoin(owners, eq(owners.id, bookings.ownerId))
    .leftJoin(renterProfiles, eq(renterProfiles.userId, bookings.renterId))
    .leftJoin(ownerProfiles, eq(ownerProfiles.userId, bookings.ownerId))
    .leftJoin(damageClaims, eq(damageClaims.bookingId, bookings.id))
    .orderBy(sql`${disputes.status} = 'open' desc`, desc(disputes.createdAt))
    .limit(limit);
}
