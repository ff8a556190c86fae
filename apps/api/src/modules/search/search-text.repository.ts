import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { reclaim } from '../../db/reclaim';
import { catalogueDayPriceUsd } from '../listings';

/** SQL behind the in-memory text index (search-text-index.ts). */

export interface TextIndexRow {
  id: number;
  /** search_title and search_location (vira_fold of title and location), as the LIKE of the search compares them. */
  title: string | null;
  location: string | null;
  /** search_document::text, e.g. `'cam':1A 'fot':2A,9C`. */
  document: string;
  latitude: number;
  longitude: number;
  /** What the search's filters and figures read (search-facts.ts), as search.repository.ts's SQL computes it. */
  listed: boolean;
  /** catalogueDayPriceUsd (listings/catalogue-scope.ts), the float8 the price filter compares. */
  priceUsd: number;
  category: string;
  type: 'product' | 'service';
  instant: boolean;
  insurance: boolean;
  homeDelivery: boolean;
  publicPickup: boolean;
  /** rating::float8 (exact: a float4 widened), null without reviews. */
  rating: number | null;
  /** round(rating::numeric, 1) * 10, what the minimum-rating filter compares; null without reviews. */
  ratingTenths: number | null;
  reviewCount: number;
  city: string;
  country: string;
  postalCode: string | null;
  ownerId: string;
  /** The owner's profile says verified (a listing whose owner has no profile: false). */
  ownerVerified: boolean;
}

async function rows<T>(db: AppDb, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The newest updated_at, as text so no microsecond is lost; null for an empty table. */
export async function latestListingUpdate(db: AppDb): Promise<string | null> {
  const [row] = await rows<{ at: string | null }>(db, sql`select max(updated_at)::text as at from listings`);
  return row?.at ?? null;
}

/**
 * Listings for the index: a batch of the whole catalogue in id order (`afterId`, `limit`; listed or not: search
 * filters `listed` in SQL, so a listing that comes back from paused needs no reload), or those updated since
 * `since` minus `slackSeconds` (listings_updated_at_idx, migration 0022).
 */
export async function textIndexRows(
  db: AppDb,
  range: { afterId: number; limit: number } | { since: string | null; slackSeconds: number },
): Promise<TextIndexRow[]> {
  const where =
    'afterId' in range
      ? sql`where l.id > ${range.afterId} order by l.id limit ${range.limit}`
      : range.since
        ? sql`where l.updated_at >= ${range.since}::timestamptz - make_interval(secs => ${range.slackSeconds})`
        : sql``;
  return rows<TextIndexRow>(
    db,
    sql`select l.id, l.search_title as title, l.search_location as location, l.search_document::text as document,
        l.latitude, l.longitude, l.listed,
        ${catalogueDayPriceUsd('l')} as "priceUsd", l.category, l.type,
        l.instant_booking as instant, l.has_insurance as insurance, l.home_delivery as "homeDelivery",
        l.public_pickup as "publicPickup", l.rating::float8 as rating,
        (round(l.rating::numeric, 1) * 10)::int as "ratingTenths", l.review_count as "reviewCount", l.city, l.country, l.postal_code as "postalCode",
        l.owner_id as "ownerId", coalesce(p.verification_status = 'verified', false) as "ownerVerified"
      from listings l left join profiles p on p.user_id = l.owner_id
      ${where}`,
  );
}

/** Listings deleted since `since` minus `slackSeconds` (the listing_removals trigger, migration 0023). */
export async function removedListingIds(db: AppDb, since: string | null, slackSeconds: number): Promise<number[]> {
  if (since === null) return [];
  const removed = await rows<{ id: number }>(
    db,
    sql`select distinct listing_id as id from listing_removals
      where removed_at >= ${since}::timestamptz - make_interval(secs => ${slackSeconds})`,
  );
  return removed.map((r) => r.id);
}

/** Removals older than `before`: every search index has read them long since (it reads changes every search). */
export async function deleteRemovalsBefore(db: AppDb, before: Date): Promise<void> {
  await db.execute(sql`delete from listing_removals where removed_at < ${before.toISOString()}::timestamptz`);
  await reclaim(db, 'listing_removals');
}

/** to_tsquery's own reading of the service's words (stemming, stop words), as text. */
export async function tsQueryText(db: AppDb, words: string): Promise<string> {
  const [row] = await rows<{ q: string }>(db, sql`select to_tsquery('spanish', ${words})::text as q`);
  return row!.q;
}
