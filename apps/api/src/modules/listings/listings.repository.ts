import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { listingImages, listingRemovals, listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { type ImageAddressParts, coverImageOf } from '../images';
import { personRatingSql } from './person-rating';

export type ListingRow = typeof listings.$inferSelect;
export type ListingImageRow = typeof listingImages.$inferSelect;
export type OwnerRow = Pick<
  typeof profiles.$inferSelect,
  'userId' | 'fullName' | 'avatarUrl' | 'isVira' | 'verificationStatus' | 'identityVerifiedAt'
> & { rating: number };

export type ListingImageSummary = Pick<
  ListingImageRow,
  'id' | 'listingId' | 'position' | 'storageKey' | 'alt' | 'token'
>;

export interface ListingRecord {
  listing: ListingRow;
  owner: OwnerRow;
  images: ListingImageSummary[];
}

// Built when a query is: reviews and listings import each other's faces, so a top-level call could meet the
// reviews face half-loaded (test/architecture/face-loading.test.ts).
const ownerColumns = () => ({
  userId: profiles.userId,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  isVira: profiles.isVira,
  // The owner's rating as their profile shows it (outer column profiles.user_id, as personRatingSql needs).
  rating: personRatingSql(profiles.userId),
  verificationStatus: profiles.verificationStatus,
  identityVerifiedAt: profiles.identityVerifiedAt,
});

// The detail endpoint is the hottest read: one statement (images folded in as JSON) built once per database
// and reused as a prepared query, instead of two statements rebuilt on every request.
const detailQueries = new WeakMap<AppDb, ReturnType<typeof prepareDetailQuery>>();

function prepareDetailQuery(db: AppDb) {
  return db
    .select({
      listing: listings,
      owner: ownerColumns(),
      images: sql<ListingImageSummary[]>`coalesce((
        select json_agg(json_build_object('id', i.id, 'listingId', i.listing_id, 'position', i.position,
          'storageKey', i.storage_key, 'alt', i.alt, 'token', i.token) order by i.position, i.id)
        from ${listingImages} i where i.listing_id = ${listings.id}), '[]'::json)`,
    })
    .from(listings)
    .innerJoin(profiles, eq(profiles.userId, listings.ownerId))
    .where(eq(listings.id, sql.placeholder('id')))
    .limit(1)
    .prepare('listing_detail');
}

export async function findListingById(db: AppDb, id: number): Promise<ListingRecord | null> {
  let query = detailQueries.get(db);
  if (!query) {
    query = prepareDetailQuery(db);
    detailQueries.set(db, query);
  }
  const [row] = await query.execute({ id });
  return row ?? null;
}

/** Several listings with owners and images in three queries, keeping the order of `ids`. */
export async function findListingsByIds(db: AppDb, ids: number[]): Promise<ListingRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ listing: listings, owner: ownerColumns() })
    .from(listings)
    .innerJoin(profiles, eq(profiles.userId, listings.ownerId))
    .where(and(inArray(listings.id, ids), eq(listings.listed, true)));
  const images = await db
    .select()
    .from(listingImages)
    .where(inArray(listingImages.listingId, ids))
    .orderBy(asc(listingImages.position), asc(listingImages.id));
  const byListing = new Map<number, ListingImageSummary[]>();
  for (const image of images) {
    const list = byListing.get(image.listingId) ?? [];
    list.push(image);
    byListing.set(image.listingId, list);
  }
  const byId = new Map(rows.map((r) => [r.listing.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...r, images: byListing.get(id) ?? [] }] : [];
  });
}

/** A person's public listings (live and not hidden), newest first, with their cover: what their profile shows. */
export async function findListedOf(
  db: AppDb,
  ownerId: string,
  limit: number,
): Promise<{ id: number; title: string; cover: ImageAddressParts | null }[]> {
  return db
    .select({
      id: listings.id,
      title: listings.title,
      cover: coverImageOf(listings.id),
    })
    .from(listings)
    .where(and(eq(listings.ownerId, ownerId), eq(listings.listed, true)))
    .orderBy(sql`${listings.publishedAt} desc nulls last`, sql`${listings.id} desc`)
    .limit(limit);
}

/** Whether a listing of this id existed and was deleted (the listing_removals trigger): its page answers 410. */
export async function wasListingRemoved(db: AppDb, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listingRemovals.listingId })
    .from(listingRemovals)
    .where(eq(listingRemovals.listingId, id))
    .limit(1);
  return row !== undefined;
}

/**
 * The sitemap's pages of listed listings: ids split in ranges of `size` (page k holds ids (k-1)·size+1 … k·size), each
 * range that holds a listed listing with its newest change. One index-only pass, never the rows themselves.
 */
export async function listedIdRanges(db: AppDb, size: number): Promise<{ page: number; lastmod: Date }[]> {
  const rows = await db
    .select({
      page: sql<number>`((${listings.id} - 1) / ${size} + 1)::int`,
      lastmod: sql<string>`max(${listings.updatedAt})::text`,
    })
    .from(listings)
    .where(eq(listings.listed, true))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ page: r.page, lastmod: new Date(r.lastmod) }));
}

/** Listed listings with ids in (afterId, upToId], by id, `limit` at a time: the sitemap streams them. */
export function listedAfter(
  db: AppDb,
  afterId: number,
  upToId: number,
  limit: number,
): Promise<{ id: number; title: string; updatedAt: Date }[]> {
  return db
    .select({ id: listings.id, title: listings.title, updatedAt: listings.updatedAt })
    .from(listings)
    .where(and(eq(listings.listed, true), gt(listings.id, afterId), lte(listings.id, upToId)))
    .orderBy(asc(listings.id))
    .limit(limit);
}

/** Each `listings.category` value that has listed listings, with its newest change: the categories' sitemap. */
export async function listedCategoryChanges(db: AppDb): Promise<{ category: string; lastmod: Date }[]> {
  const rows = await db
    .select({ category: listings.category, lastmod: sql<string>`max(${listings.updatedAt})::text` })
    .from(listings)
    .where(eq(listings.listed, true))
    .groupBy(listings.category);
  return rows.map((r) => ({ category: r.category, lastmod: new Date(r.lastmod) }));
}
