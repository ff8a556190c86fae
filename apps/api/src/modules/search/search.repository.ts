import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { catalogueDayPriceUsd, inCatalogue } from '../listings';
import type { AppDb } from '../../db/client';
import { listingImages } from '../../db/schema/listings';
import {
  likeNeedle,
  textIndexFor,
  type OrderedIds,
  type RankedIds,
  type TextMatchQuery,
  type WalkedIds,
} from './search-text-index';
import { parseTsQuery } from './search-text-parse';
import type { RankQuery } from './search-text-rank';
import { tsQueryText } from './search-text.repository';

/**
 * SQL of the search screen. The stored columns (search_document, search_title, search_location) and the
 * expressions (vira_price_usd, ll_to_earth) are those indexed in sql/extras/020-search.sql.
 * No rules live here: the service decides what each filter means and passes plain values.
 */

export interface SearchFilters {
  /** Words for Spanish full text with prefix matching, e.g. `camar:* & sony:*`; null when there is no text. */
  tsQuery: string | null;
  /** LIKE pattern (already escaped) for partial words in titles and locations; null for short or no text. */
  textLike: string | null;
  locationLike: string | null;
  postalPrefix: string | null;
  categories: string[] | null;
  type: 'product' | 'service' | null;
  instant: boolean;
  insurance: boolean;
  homeDelivery: boolean;
  publicPickup: boolean;
  minRating: number | null;
  /** Price bounds in US dollars (major units), compared with vira_price_usd. */
  priceMinUsd: number | null;
  priceMaxUsd: number | null;
  point: { lat: number; lng: number } | null;
  maxDistanceKm: number | null;
  /** Calendar dates `YYYY-MM-DD`: listings holding a booking that overlaps them are left out. */
  dates: { start: string; end: string } | null;
}

export type SearchOrder = 'relevance' | 'price-low' | 'price-high' | 'rating' | 'distance' | 'newest';

export interface SearchRow {
  id: number;
  type: 'product' | 'service';
  title: string;
  category: string;
  currency: string;
  pricePerDay: number;
  pricePerHour: number | null;
  location: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  rating: number;
  reviewCount: number;
  available: boolean;
  hasInsurance: boolean;
  instantBooking: boolean;
  homeDelivery: boolean;
  publicPickup: boolean;
  ownerVerified: boolean;
  distanceKm: number | null;
}

export interface StatsRow {
  total: number;
  instant: number;
  verifiedOwners: number;
  averageRating: number | null;
  locations: number;
}

export interface PlaceRow {
  city: string | null;
  country: string;
  postalCode: string | null;
  label: string;
  count: number;
  lat: number;
  lng: number;
}

/** Stored generated columns of sql/extras/020-search.sql. */
const document = sql`l.search_document`;
// A service priced only by the hour is compared on eight hours (catalogue-scope.ts). Built when a query is, not at
// load: search and listings import each other's faces, so a top-level call could meet the face half-loaded.
const priceUsd = () => catalogueDayPriceUsd('l');

function distanceExpr(point: { lat: number; lng: number }): SQL {
  return sql`vira_haversine_km(${point.lat}::float8, ${point.lng}::float8, l.latitude, l.longitude)`;
}

async function rows<T>(db: AppDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `titleOnly`: of the text conditions, only the title's (which implies the others' disjunction). */
function whereClause(f: SearchFilters, titleOnly = false): SQL {
  // The catalogue (listings/catalogue-scope.ts): what every catalogue figure counts, the search's total included.
  const conditions: SQL[] = [inCatalogue('l')];
  if (titleOnly && f.textLike) conditions.push(sql`l.search_title like ${f.textLike}`);
  else if (f.tsQuery || f.textLike) {
    const text: SQL[] = [];
    if (f.tsQuery) text.push(sql`${document} @@ to_tsquery('spanish', ${f.tsQuery})`);
    if (f.textLike) {
      text.push(sql`l.search_title like ${f.textLike}`);
      text.push(sql`l.search_location like ${f.textLike}`);
    }
    conditions.push(sql`(${sql.join(text, sql` or `)})`);
  }
  if (f.locationLike) conditions.push(sql`l.search_location like ${f.locationLike}`);
  if (f.postalPrefix) conditions.push(sql`l.postal_code like ${f.postalPrefix}`);
  if (f.categories)
    conditions.push(
      sql`l.category in (${sql.join(
        f.categories.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  if (f.type) conditions.push(sql`l.type = ${f.type}`);
  if (f.instant) conditions.push(sql`l.instant_booking`);
  if (f.insurance) conditions.push(sql`l.has_insurance`);
  if (f.homeDelivery) conditions.push(sql`l.home_delivery`);
  if (f.publicPickup) conditions.push(sql`l.public_pickup`);
  // Ratings are stored as real; compare at one decimal, as they are shown, so 4.5 passes "4.5+".
  if (f.minRating != null) conditions.push(sql`round(l.rating::numeric, 1) >= ${f.minRating}`);
  if (f.priceMinUsd != null) conditions.push(sql`${priceUsd()} >= ${f.priceMinUsd}::float8`);
  if (f.priceMaxUsd != null) conditions.push(sql`${priceUsd()} <= ${f.priceMaxUsd}::float8`);
  if (f.point && f.maxDistanceKm != null) {
    // The box (GiST index, earthdistance's slightly larger radius, 1 % slack) narrows; haversine decides.
    const metres = f.maxDistanceKm * 1000 * 1.01;
    conditions.push(
      sql`earth_box(ll_to_earth(${f.point.lat}::float8, ${f.point.lng}::float8), ${metres}::float8) @> ll_to_earth(l.latitude, l.longitude)`,
    );
    conditions.push(sql`${distanceExpr(f.point)} <= ${f.maxDistanceKm}::float8`);
  }
  if (f.dates) conditions.push(excludeHeldListings(f.dates));
  return sql.join(conditions, sql` and `);
}

/**
 * Leaves out listings with a booking that keeps the item on any day of [start, end) — the same range rule as
 * the bookings exclusion constraint (sql/extras/030-bookings.sql). A hold awaiting payment stops counting once
 * it has expired, even before the sweeper clears it.
 */
export function excludeHeldListings(dates: { start: string; end: string }): SQL {
  return sql`not exists (
    select 1 from bookings b where b.listing_id = l.id and ${bookingHolds(dates)}
  ) and not exists (
    select 1 from listing_blocked_dates d where d.listing_id = l.id and ${blockedOn(dates)}
  )`;
}

function searchedDays(dates: { start: string; end: string }): SQL {
  return sql`daterange(${dates.start}::date, greatest(${dates.end}::date, ${dates.start}::date + 1), '[)')`;
}

function bookingHolds(dates: { start: string; end: string }): SQL {
  return sql`b.holds
      and (b.status <> 'awaiting_payment' or b.hold_expires_at is null or b.hold_expires_at > now())
      and b.held_range && ${searchedDays(dates)}`;
}

function blockedOn(dates: { start: string; end: string }): SQL {
  return sql`daterange(d.start_date, d.end_date, '[)') && ${searchedDays(dates)}`;
}

/** The listings excludeHeldListings leaves out on these dates, as ids (for the in-memory figures). */
async function heldListingIds(db: AppDb, dates: { start: string; end: string }): Promise<Set<number>> {
  const held = await rows<{ id: number }>(
    db,
    sql`select b.listing_id as id from bookings b where ${bookingHolds(dates)}
      union select d.listing_id from listing_blocked_dates d where ${blockedOn(dates)}`,
  );
  return new Set(held.map((r) => r.id));
}

/** Of `ids`, those within the radius by the SQL's own distance. */
async function idsWithinRadius(db: AppDb, ids: number[], point: { lat: number; lng: number }, km: number) {
  const inside = await rows<{ id: number }>(
    db,
    sql`select l.id from listings l where l.id = any(${`{${ids.join(',')}}`}::int[]) and ${distanceExpr(point)} <= ${km}::float8`,
  );
  return inside.map((r) => r.id);
}

function orderClause(order: SearchOrder, f: SearchFilters): SQL {
  // With text, the matches are few and found through the text indexes; `+ 0` keeps the planner from walking
  // the whole price/rating index instead, testing the text condition on row after row (seconds at 100 000).
  const text = f.tsQuery != null || f.textLike != null;
  const plain = (expression: SQL) => (text ? sql`(${expression} + 0)` : expression);
  switch (order) {
    case 'price-low':
      return sql`${plain(priceUsd())} asc, l.id asc`;
    case 'price-high':
      return sql`${plain(priceUsd())} desc, l.id asc`;
    case 'rating':
      // Listings without reviews (null) after every rated one.
      return sql`${plain(sql`l.rating`)} desc nulls last, l.review_count desc, l.id asc`;
    case 'distance':
      return f.point ? sql`${distanceExpr(f.point)} asc, l.id asc` : sql`l.id asc`;
    case 'newest':
      return sql`${plain(sql`l.id`)} desc`;
    case 'relevance':
      // Without text the spec's relevance is "no sorting": catalogue order. With text, listings whose title
      // contains it come first, then the best full-text rank.
      if (!text) return sql`l.id asc`;
      // Only the terms this text has: PostgreSQL refuses constants (`false`, `0`) in ORDER BY.
      return sql.join(
        [
          f.textLike ? sql`(l.search_title like ${f.textLike}) desc` : null,
          f.tsQuery ? sql`ts_rank(${document}, to_tsquery('spanish', ${f.tsQuery})) desc` : null,
          sql`l.id asc`,
        ].filter((term): term is SQL => term !== null),
        sql`, `,
      );
  }
}

export async function searchListings(
  db: AppDb,
  f: SearchFilters,
  order: SearchOrder,
  limit: number,
  offset: number,
): Promise<SearchRow[]> {
  // Text by relevance: the in-memory index finds and ranks the text matches (exactly the SQL's order), and SQL
  // walks those ids in order with the other filters until the page is full (decision 032, session 10).
  if (order === 'relevance' && (f.tsQuery || f.textLike)) {
    const ranked = await rankedTextMatches(db, f);
    if (ranked) return pageOfRanked(db, ranked, f, limit, offset);
  }
  // Other orders from the facts in memory (decision 032, sessions 16 and 17): with text or a radius, one pass keeps
  // the first few of the matches where SQL would sort them all; filters alone walk the order's slots, sorted at load,
  // as SQL walks the order's index but without reading rows (price-high with a category read thousands of them).
  if (order !== 'relevance') {
    const ordered = await orderedMatches(db, f, order);
    if (ordered) return pageOfRanked(db, ordered, f, limit, offset);
  }
  return searchListingsInSql(db, f, order, limit, offset);
}

/** A page of the search from SQL alone: when the index cannot answer (not loaded yet, a query it does not parse). */
export async function searchListingsInSql(
  db: AppDb,
  f: SearchFilters,
  order: SearchOrder,
  limit: number,
  offset: number,
): Promise<SearchRow[]> {
  // Relevance puts every listing whose title contains the text before all the others, so when the title matches
  // alone fill the page, it is exactly the page of the whole query: rank those few (a third of the matches for
  // 'camara') instead of every match. Otherwise the whole query runs as well (decision 032, session 9).
  if (order === 'relevance' && f.textLike) {
    const titled = await pageOf(db, whereClause(f, true), f, order, limit, offset);
    if (titled.length === limit) return titled;
  }
  return pageOf(db, whereClause(f), f, order, limit, offset);
}

/** Parsed to_tsquery results: the same words always give the same query. */
const tsQueries = new LRUCache<string, { query: RankQuery | null }>({ max: 1_000 });

async function textMatchQuery(db: AppDb, f: SearchFilters): Promise<TextMatchQuery | null> {
  let query: RankQuery | null = null;
  if (f.tsQuery) {
    let parsed = tsQueries.get(f.tsQuery);
    if (!parsed) tsQueries.set(f.tsQuery, (parsed = { query: parseTsQuery(await tsQueryText(db, f.tsQuery)) }));
    // A query shape the index does not rank (|, !, phrases) stays in SQL.
    if (!parsed.query) return null;
    query = parsed.query;
  }
  const text = f.textLike ? likeNeedle(f.textLike) : null;
  const location = f.locationLike ? likeNeedle(f.locationLike) : null;
  if ((f.textLike && text === null) || (f.locationLike && location === null)) return null;
  const near = f.point && f.maxDistanceKm != null ? { ...f.point, km: f.maxDistanceKm } : null;
  return { query, text, location, near };
}

/**
 * The in-memory index, synced with the catalogue's changes, and the search's text as it matches it; null when it
 * cannot answer this search, and the SQL path answers instead.
 */
async function readyIndex(db: AppDb, f: SearchFilters) {
  const match = await textMatchQuery(db, f);
  if (!match) return null;
  const index = textIndexFor(db);
  try {
    // Not loaded yet (it loads in the background after the API starts): the SQL path answers meanwhile.
    if (!(await index.sync())) return null;
  } catch {
    // A change could not be read because the database failed: the SQL path answers, or fails itself.
    return null;
  }
  return { index, match };
}

/** The ids of the text matches in relevance order, or null when the index cannot answer this search. */
async function rankedTextMatches(db: AppDb, f: SearchFilters): Promise<RankedIds | null> {
  const ready = await readyIndex(db, f);
  return ready && ready.index.rankedIds(ready.match);
}

/** The ids of the matches in a sort order from the in-memory facts, or null when the index cannot answer. */
async function orderedMatches(
  db: AppDb,
  f: SearchFilters,
  order: Exclude<SearchOrder, 'relevance'>,
): Promise<OrderedIds | WalkedIds | null> {
  const ready = await readyIndex(db, f);
  return ready && ready.index.orderedIds(f, ready.match, order);
}

/** Candidates passed to SQL per statement: a few pages first, more only when the other filters drop many. */
const FIRST_CHUNK_EXTRA = 64;
const CHUNK_GROWTH = 8;

/**
 * The page of `ranked` (ids in the search's order: relevance, or another from the facts) after the filters other
 * than the text. SQL reads the candidates in order, one primary-key probe each, and stops when it has enough rows;
 * a chunk that yields too few rows is followed by the next, larger one, so rows come out exactly in the order of
 * the whole list.
 */
async function pageOfRanked(
  db: AppDb,
  ranked: RankedIds | OrderedIds | WalkedIds,
  f: SearchFilters,
  limit: number,
  offset: number,
): Promise<SearchRow[]> {
  const where = whereClause({ ...f, tsQuery: null, textLike: null });
  const wanted = offset + limit;
  const found: SearchRow[] = [];
  let from = 0;
  let size = 2 * wanted + FIRST_CHUNK_EXTRA;
  while (found.length < wanted && from < ranked.length) {
    const chunk = ranked.slice(from, from + size);
    if (chunk.length === 0) break;
    found.push(
      ...(await rows<SearchRow>(
        db,
        sql`select r.* from (
            select m.id, m.ord from unnest(${`{${chunk.join(',')}}`}::int[]) with ordinality m(id, ord) order by m.ord
          ) m
          cross join lateral (
            -- offset 0 keeps this a probe per candidate id: pulled up, the planner hash-joined the ids with a scan of
            -- the position index over the whole radius (1 s instead of 5 ms for 'camara' within 25 km).
            select ${cardColumns(f)} from listings l join profiles p on p.user_id = l.owner_id
            where l.id = m.id and ${where}
            offset 0
          ) r
          order by m.ord
          limit ${wanted - found.length}`,
      )),
    );
    from += size;
    size *= CHUNK_GROWTH;
  }
  return found.slice(offset, wanted);
}

function cardColumns(f: SearchFilters): SQL {
  return sql`l.id, l.type, l.title, l.category, l.currency, l.price_per_day as "pricePerDay",
        l.price_per_hour as "pricePerHour", l.location,
        l.city, l.country, l.latitude, l.longitude, l.rating, l.review_count as "reviewCount", l.available,
        l.has_insurance as "hasInsurance", l.instant_booking as "instantBooking", l.home_delivery as "homeDelivery",
        l.public_pickup as "publicPickup", (p.verification_status = 'verified') as "ownerVerified",
        ${f.point ? distanceExpr(f.point) : sql`null::float8`} as "distanceKm"`;
}

function pageOf(db: AppDb, where: SQL, f: SearchFilters, order: SearchOrder, limit: number, offset: number) {
  return rows<SearchRow>(
    db,
    sql`select ${cardColumns(f)}
      from listings l join profiles p on p.user_id = l.owner_id
      where ${where}
      order by ${orderClause(order, f)}
      limit ${limit} offset ${offset}`,
  );
}

export async function searchStats(db: AppDb, f: SearchFilters): Promise<StatsRow> {
  return (await statsInMemory(db, f)) ?? statsInSql(db, f);
}

/**
 * The stat cards from the facts held beside the text index (decision 032, session 16): one pass over typed arrays
 * instead of a pass over every matching row. Null when the index is not loaded yet or cannot match this text.
 */
export async function statsInMemory(db: AppDb, f: SearchFilters): Promise<StatsRow | null> {
  const ready = await readyIndex(db, f);
  if (!ready) return null;
  const held = f.dates ? await heldListingIds(db, f.dates) : null;
  const figures = ready.index.figures(f, ready.match, held);
  if (!figures) return null;
  if (figures.borderline.size > 0 && f.point && f.maxDistanceKm != null) {
    figures.addBorderline(await idsWithinRadius(db, [...figures.borderline.keys()], f.point, f.maxDistanceKm));
  }
  return figures.row();
}

export async function statsInSql(db: AppDb, f: SearchFilters): Promise<StatsRow> {
  // One pass over the matches (decision 032; two passes, one of them for the owners, doubled the first request of
  // a filter set). Grouping by place and owner first (a hash aggregate) is much cheaper than count(distinct ...)
  // over every matching row. The left join counts a listing whose owner has no profile as before: in the figures,
  // never as a verified owner.
  const [row] = await rows<StatsRow>(
    db,
    sql`select coalesce(sum(n), 0)::int as total,
        coalesce(sum(instant), 0)::int as instant,
        (count(distinct owner_id) filter (where verified))::int as "verifiedOwners",
        round((sum(rating_sum) / nullif(sum(rated), 0))::numeric, 1)::float8 as "averageRating",
        count(distinct (city, country))::int as locations
      from (
        select l.city, l.country, l.owner_id, coalesce(p.verification_status = 'verified', false) as verified,
          count(*) as n,
          count(*) filter (where l.instant_booking) as instant,
          -- Listings without reviews have no rating and stay out of the average.
          count(l.rating) as rated,
          sum(l.rating::float8) as rating_sum
        from listings l left join profiles p on p.user_id = l.owner_id
        where ${whereClause(f)}
        group by l.city, l.country, l.owner_id, p.verification_status
      ) places`,
  );
  return row!;
}

/** The first picture of each listing, for cards. */
export async function firstImages(db: AppDb, ids: number[]) {
  if (ids.length === 0) return [];
  const images = await db
    .select({
      id: listingImages.id,
      token: listingImages.token,
      listingId: listingImages.listingId,
      alt: listingImages.alt,
    })
    .from(listingImages)
    .where(inArray(listingImages.listingId, ids))
    .orderBy(asc(listingImages.listingId), asc(listingImages.position), asc(listingImages.id));
  const seen = new Set<number>();
  return images.filter((image) => (seen.has(image.listingId) ? false : (seen.add(image.listingId), true)));
}

/** 'Artículos sugeridos': titles containing the text, or descriptions with a long word containing it. */
export async function suggestTitles(db: AppDb, like: string, wordMin: number, limit: number) {
  return rows<{ id: number; title: string }>(
    db,
    sql`select min(l.id)::int as id, l.title
      from listings l
      where ${inCatalogue('l')} and (l.search_title like ${like}
         or (vira_fold(l.description) like ${like}
             and exists (select 1 from regexp_split_to_table(vira_fold(l.description), '[^[:alnum:]]+') w
                         where length(w) >= ${wordMin} and w like ${like})))
      group by l.title
      order by bool_or(l.search_title like ${like}) desc, min(l.id)
      limit ${limit}`,
  );
}

const placeColumns = sql`count(*)::int as count, avg(l.latitude)::float8 as lat, avg(l.longitude)::float8 as lng`;

export async function cities(db: AppDb, like: string | null, limit: number): Promise<PlaceRow[]> {
  return rows<PlaceRow>(
    db,
    sql`select l.city, l.country, null as "postalCode", l.city || ', ' || l.country as label, ${placeColumns}
      from listings l
      where ${inCatalogue('l')} ${like ? sql`and (vira_fold(l.city) like ${like} or vira_fold(l.country) like ${like})` : sql``}
      group by l.city, l.country
      order by count(*) desc, l.city asc
      limit ${limit}`,
  );
}

export async function countries(db: AppDb, like: string | null, limit: number): Promise<PlaceRow[]> {
  return rows<PlaceRow>(
    db,
    sql`select null as city, l.country, null as "postalCode", l.country as label, ${placeColumns}
      from listings l
      where ${inCatalogue('l')} ${like ? sql`and vira_fold(l.country) like ${like}` : sql``}
      group by l.country
      order by count(*) desc, l.country asc
      limit ${limit}`,
  );
}

/** Full location texts ('Roma Norte, Ciudad de México, México') containing the text. */
export async function locations(db: AppDb, like: string, limit: number): Promise<PlaceRow[]> {
  return rows<PlaceRow>(
    db,
    sql`select min(l.city) as city, min(l.country) as country, null as "postalCode", l.location as label, ${placeColumns}
      from listings l
      where ${inCatalogue('l')} and l.search_location like ${like}
      group by l.location
      order by count(*) desc, l.location asc
      limit ${limit}`,
  );
}

export async function postalMatches(db: AppDb, prefix: string, limit: number): Promise<PlaceRow[]> {
  return rows<PlaceRow>(
    db,
    sql`select l.city, l.country, l.postal_code as "postalCode", l.city || ', ' || l.country as label, ${placeColumns}
      from listings l
      where ${inCatalogue('l')} and l.postal_code like ${prefix}
      group by l.postal_code, l.city, l.country
      order by l.postal_code asc, count(*) desc
      limit ${limit}`,
  );
}

/**
 * Places whose numeric postal codes are closest to `code`, at most `perCountry` per country. Countries whose codes
 * are written with as many digits as `code` come first: a five-digit code is read as a Mexican (or other
 * five-digit) one, so 99999 offers Mérida before Lagos's 100001, numerically nearer but another country's format.
 */
export async function nearestPostalCodes(db: AppDb, code: string, perCountry: number, limit: number) {
  return rows<PlaceRow & { gap: number }>(
    db,
    sql`with codes as (
        select l.postal_code, l.city, l.country, ${placeColumns},
          abs(l.postal_code::numeric - ${code}::numeric) as gap,
          length(l.postal_code) = ${code.length} as same_format
        from listings l
        where ${inCatalogue('l')} and l.postal_code ~ '^[0-9]{1,12}$'
        group by l.postal_code, l.city, l.country
      ), ranked as (
        select *, row_number() over (partition by country order by not same_format, gap, postal_code) as n,
          min(gap) over (partition by country) as country_gap,
          bool_or(same_format) over (partition by country) as country_same_format
        from codes
      )
      select city, country, postal_code as "postalCode", city || ', ' || country as label, count, lat, lng,
        gap::float8 as gap
      from ranked where n <= ${perCountry}
      order by country_same_format desc, country_gap, country, n
      limit ${limit}`,
  );
}
