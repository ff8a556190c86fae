import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { reviews } from '../../db/schema/reviews';
import type { AppDb } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { listingBlockedDates, listingCalendarFeeds, listingImages, listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { personRatingSql } from '../listings';
import { rentingReads } from './renting-reads';

export type ListingRow = typeof listings.$inferSelect;
export type ListingInsert = typeof listings.$inferInsert;
export type ListingImageRow = typeof listingImages.$inferSelect;
type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
type Db = AppDb | Tx;

export interface OwnerListingRecord {
  listing: ListingRow;
  owner: Pick<
    typeof profiles.$inferSelect,
    'userId' | 'fullName' | 'avatarUrl' | 'isVira' | 'verificationStatus' | 'identityVerifiedAt'
  > & {
    rating: number;
  };
  images: ListingImageRow[];
  nextBooking: { startDate: string; endDate: string } | null;
}

/** Statuses of bookings that still involve the owner's item (used for "next booking" and delete checks). */
const ACTIVE_BOOKING = sql`${bookings.holds} and ${bookings.endDate} >= current_date`;

export async function insertListingRow(db: Db, values: ListingInsert): Promise<number> {
  const [row] = await db.insert(listings).values(values).returning({ id: listings.id });
  return row!.id;
}

/** The listing when `ownerId` owns it; null for anyone else (the caller answers 404). */
export async function findOwnedListing(db: Db, id: number, ownerId: string): Promise<ListingRow | null> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

/** Locks the owned listing row for the rest of the transaction (photo count, reorder, delete). */
export async function lockOwnedListing(tx: Tx, id: number, ownerId: string): Promise<ListingRow | null> {
  const [row] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.ownerId, ownerId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function findOwnerListingRecords(db: Db, ownerId: string, id?: number): Promise<OwnerListingRecord[]> {
  const rows = await db
    .select({
      listing: listings,
      owner: {
        userId: profiles.userId,
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
        isVira: profiles.isVira,
        rating: personRatingSql(profiles.userId),
        verificationStatus: profiles.verificationStatus,
        identityVerifiedAt: profiles.identityVerifiedAt,
      },
      nextBooking: sql<{ startDate: string; endDate: string } | null>`(
        select json_build_object('startDate', b.start_date, 'endDate', b.end_date)
        from ${bookings} b
        where b.listing_id = ${listings.id} and b.holds and b.end_date >= current_date
        order by b.start_date limit 1)`,
    })
    .from(listings)
    .innerJoin(profiles, eq(profiles.userId, listings.ownerId))
    .where(id === undefined ? eq(listings.ownerId, ownerId) : and(eq(listings.ownerId, ownerId), eq(listings.id, id)))
    .orderBy(desc(listings.updatedAt), desc(listings.id));
  if (rows.length === 0) return [];
  const images = await listImages(
    db,
    rows.map((r) => r.listing.id),
  );
  return rows.map((r) => ({ ...r, images: images.filter((i) => i.listingId === r.listing.id) }));
}

export async function listImages(db: Db, listingIds: number[]): Promise<ListingImageRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds))
    .orderBy(asc(listingImages.position), asc(listingImages.id));
}

export async function updateListingRow(db: Db, id: number, values: Partial<ListingInsert>): Promise<void> {
  await db
    .update(listings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(listings.id, id));
}

export async function deleteListingRow(db: Db, id: number): Promise<void> {
  await db.delete(listings).where(eq(listings.id, id));
}

export async function countActiveBookings(db: Db, listingId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.listingId, listingId), ACTIVE_BOOKING));
  return row?.n ?? 0;
}

export async function insertImage(db: Db, listingId: number, storageKey: string, position: number): Promise<void> {
  await db.insert(listingImages).values({ listingId, storageKey, position });
}

export async function deleteImage(db: Db, listingId: number, imageId: number): Promise<ListingImageRow | null> {
  const [row] = await db
    .delete(listingImages)
    .where(and(eq(listingImages.id, imageId), eq(listingImages.listingId, listingId)))
    .returning();
  return row ?? null;
}

export async function setImagePositions(db: Db, listingId: number, orderedIds: number[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db
      .update(listingImages)
      .set({ position })
      .where(and(eq(listingImages.id, id), eq(listingImages.listingId, listingId)));
  }
}

export async function findProfileCurrency(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ currency: profiles.preferredCurrency })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.currency ?? null;
}

/** Duplicated listings share stored files; a file is removed only when no image row points at it. */
export async function storageKeyInUse(db: Db, storageKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listingImages.id })
    .from(listingImages)
    .where(eq(listingImages.storageKey, storageKey))
    .limit(1);
  return !!row;
}

export async function listBlockedDates(db: Db, listingId: number) {
  return db
    .select({
      id: listingBlockedDates.id,
      startDate: listingBlockedDates.startDate,
      endDate: listingBlockedDates.endDate,
      source: listingBlockedDates.source,
    })
    .from(listingBlockedDates)
    .where(eq(listingBlockedDates.listingId, listingId))
    .orderBy(asc(listingBlockedDates.startDate));
}

export async function insertBlockedDates(
  db: Db,
  values: { listingId: number; startDate: string; endDate: string; source: 'owner' | 'ical' },
) {
  const [row] = await db.insert(listingBlockedDates).values(values).returning({
    id: listingBlockedDates.id,
    startDate: listingBlockedDates.startDate,
    endDate: listingBlockedDates.endDate,
    source: listingBlockedDates.source,
  });
  return row!;
}

export async function deleteBlockedDates(db: Db, listingId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(listingBlockedDates)
    .where(and(eq(listingBlockedDates.id, id), eq(listingBlockedDates.listingId, listingId)))
    .returning({ id: listingBlockedDates.id });
  return rows.length > 0;
}

/** Removes what the last calendar import blocked: a new import replaces it (the other platform is the truth). */
export async function deleteImportedBlocks(db: Db, listingId: number): Promise<void> {
  await db
    .delete(listingBlockedDates)
    .where(and(eq(listingBlockedDates.listingId, listingId), eq(listingBlockedDates.source, 'ical')));
}

export type CalendarFeedRow = typeof listingCalendarFeeds.$inferSelect;

/** The owner imported from this address just now: it is the listing's feed from here on. */
export async function upsertCalendarFeed(db: Db, listingId: number, url: string): Promise<void> {
  await db
    .insert(listingCalendarFeeds)
    .values({ listingId, url, lastImportedAt: sql`now()`, lastError: null })
    .onConflictDoUpdate({
      target: listingCalendarFeeds.listingId,
      set: { url, lastImportedAt: sql`now()`, lastError: null },
    });
}

/** The outcome of a periodic re-read: the time of a good one, or why it failed (the last good time stays). */
export async function recordFeedRefresh(db: Db, listingId: number, error: string | null): Promise<void> {
  await db
    .update(listingCalendarFeeds)
    .set(error === null ? { lastImportedAt: sql`now()`, lastError: null } : { lastError: error })
    .where(eq(listingCalendarFeeds.listingId, listingId));
}

export async function findCalendarFeed(db: Db, listingId: number): Promise<CalendarFeedRow | null> {
  const [row] = await db.select().from(listingCalendarFeeds).where(eq(listingCalendarFeeds.listingId, listingId));
  return row ?? null;
}

export async function deleteCalendarFeed(db: Db, listingId: number): Promise<void> {
  await db.delete(listingCalendarFeeds).where(eq(listingCalendarFeeds.listingId, listingId));
}

/** Every feed with the owner of its listing, oldest re-read first. */
export async function listCalendarFeeds(db: Db): Promise<(CalendarFeedRow & { ownerId: string })[]> {
  const rows = await db
    .select({ feed: listingCalendarFeeds, ownerId: listings.ownerId })
    .from(listingCalendarFeeds)
    .innerJoin(listings, eq(listings.id, listingCalendarFeeds.listingId))
    .orderBy(sql`${listingCalendarFeeds.lastImportedAt} asc nulls first`);
  return rows.map((r) => ({ ...r.feed, ownerId: r.ownerId }));
}

/** The days bookings hold on the listing from today on (live holds only), for its owner's calendar. `held_range` is
 * the SQL-only range column the exclusion constraint uses (src/db/sql/extras). */
export async function listBookedDates(
  db: Db,
  listingId: number,
): Promise<{ startDate: string; endDate: string; status: string }[]> {
  return db
    .select({
      startDate: sql<string>`lower(bookings.held_range)::text`,
      endDate: sql<string>`upper(bookings.held_range)::text`,
      status: bookings.status,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, listingId),
        sql`${rentingReads.get().holdsNow('bookings')}`,
        sql`upper(bookings.held_range) > current_date`,
      ),
    )
    .orderBy(sql`lower(bookings.held_range)`);
}

export async function setListingHidden(tx: Tx, id: number, reason: string | null): Promise<boolean> {
  const rows = await tx
    .update(listings)
    .set({ hiddenAt: reason === null ? null : sql`now()`, hiddenReason: reason, updatedAt: sql`now()` })
    .where(eq(listings.id, id))
    .returning({ id: listings.id });
  return rows.length > 0;
}

/** Keeps the listing's cached rating and review count equal to its reviews. */
export async function refreshListingRating(db: AppDb, listingId: number): Promise<void> {
  await db
    .update(listings)
    .set({
      // No reviews: null, so the listing shows as new and does not pull averages down.
      rating: sql`(select avg(${reviews.rating})::real from ${reviews} where ${reviews.listingId} = ${listingId})`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.listingId} = ${listingId})`,
      // The search's in-memory figures (average rating, minimum rating) re-read listings by updated_at.
      updatedAt: sql`now()`,
    })
    .where(eq(listings.id, listingId));
}

/** The owner's switch: only renters with a verified identity may book this listing. */
export async function setListingRule(db: AppDb, listingId: number, required: boolean): Promise<void> {
  await db
    .update(listings)
    .set({ requiresVerifiedRenter: required, updatedAt: sql`now()` })
    .where(eq(listings.id, listingId));
}

/**
 * The explicit event of a change to an owner's listings made elsewhere (they became Vira, their identity was
 * verified): search's in-memory facts, the map and the public pages' caches re-read listings by `updated_at`
 * (decision 032), so this is the one place that moves it for such a change.
 */
export async function ownerListingsChanged(db: AppDb, ownerId: string): Promise<void> {
  await db
    .update(listings)
    .set({ updatedAt: sql`now()` })
    .where(eq(listings.ownerId, ownerId));
}
