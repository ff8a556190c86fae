import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';

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
      ? sql`where id > ${range.afterId} order by id limit ${range.limit}`
      : range.since
        ? sql`where updated_at >= ${range.since}::timestamptz - make_interval(secs => ${range.slackSeconds})`
        : sql``;
  return rows<TextIndexRow>(
    db,
    sql`select id, search_title as title, search_location as location, search_document::text as document,
        latitude, longitude
      from listings
      ${where}`,
  );
}

/** to_tsquery's own reading of the service's words (stemming, stop words), as text. */
export async function tsQueryText(db: AppDb, words: string): Promise<string> {
  const [row] = await rows<{ q: string }>(db, sql`select to_tsquery('spanish', ${words})::text as q`);
  return row!.q;
}
