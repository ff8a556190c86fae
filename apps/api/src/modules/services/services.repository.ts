import { sql, type SQL } from 'drizzle-orm';
import { SERVICE_CATEGORIES } from '@vira/domain/category-taxonomy';
import { WEEKDAYS } from '@vira/domain/service';
import type { AppDb } from '../../db/client';
import { holdsNow } from './booking-holds';
import { type ImageAddressParts, coverImageOf } from '../images';

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
      where listing_id = ${listingId} and ${holdsNow()} and held_hours && ${range}::tstzrange
    ) or exists (
      select 1 from listing_blocked_dates
      where listing_id = ${listingId}
        and daterange(start_date, end_date, '[)') && daterange(${startDate}::date, greatest(${endDate}::date, ${startDate}::date + 1), '[)')
    ) as held`),
  );
  return rows[0]?.held === true;
}

export interface ServiceFilters {
  tsQuery: string | null;
  textLike: string | null;
  category: string | null;
  point: { lat: number; lng: number } | null;
  radiusKm: number | null;
  /** A local date of the listing and its weekday key (`mon`…), to check weekly hours and what is taken. */
  day: { date: string; weekday: string } | null;
  hours: { start: number; end: number } | null;
  maxHourlyUsd: number | null;
}

export interface ServiceRow {
  id: number;
  title: string;
  category: string;
  currency: string;
  pricePerHour: number | null;
  pricePerDay: number;
  minHours: number;
  serviceRadiusKm: number | null;
  location: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  rating: number | null;
  reviewCount: number;
  instantBooking: boolean;
  cover: ImageAddressParts | null;
  ownerId: string;
  ownerVerified: boolean;
  distanceKm: number | null;
}

function distanceExpr(point: { lat: number; lng: number }): SQL {
  return sql`vira_haversine_km(${point.lat}::float8, ${point.lng}::float8, l.latitude, l.longitude)`;
}

/**
 * Nearest first by the straight-line distance between the two points on the earth's sphere: it grows with the
 * haversine distance, and `<->` is an ordering operator of listings_position_idx, so the page walks the GiST index
 * outwards and stops after its rows instead of computing and sorting the distance of every service in the radius.
 */
function nearestOrder(point: { lat: number; lng: number }): SQL {
  return sql`ll_to_earth(l.latitude, l.longitude) <-> ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
}

/** The working hours asked for: that weekday, and (with hours) covering them. */
function hoursAsked(f: ServiceFilters): { start: number; end: number } {
  return f.hours ?? { start: 0, end: 24 };
}

/** Everything but what is taken at the date: the catalogue, the weekday's working hours included. */
function catalogueConditions(f: ServiceFilters, withCategory: boolean): SQL {
  // A service is a listing of type `service` in one of the 34 service categories (issue 14); older catalogue rows
  // of type service with catalogue categories stay in the general search.
  const conditions: SQL[] = [
    sql`l.listed`,
    sql`l.type = 'service'`,
    sql`l.category in (${sql.join(
      SERVICE_CATEGORIES.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  ];
  if (f.tsQuery || f.textLike) {
    const text: SQL[] = [];
    if (f.tsQuery) text.push(sql`l.search_document @@ to_tsquery('spanish', ${f.tsQuery})`);
    if (f.textLike) text.push(sql`l.search_title like ${f.textLike}`, sql`l.search_location like ${f.textLike}`);
    conditions.push(sql`(${sql.join(text, sql` or `)})`);
  }
  if (withCategory && f.category) conditions.push(sql`l.category = ${f.category}`);
  if (f.point && f.radiusKm != null) {
    // The earth box uses the GiST position index; haversine decides at the edge (as the search screen does).
    const metres = f.radiusKm * 1000 * 1.01;
    conditions.push(
      sql`earth_box(ll_to_earth(${f.point.lat}::float8, ${f.point.lng}::float8), ${metres}::float8) @> ll_to_earth(l.latitude, l.longitude)`,
      sql`${distanceExpr(f.point)} <= ${f.radiusKm}::float8`,
    );
  }
  if (f.maxHourlyUsd != null) {
    conditions.push(
      sql`l.price_per_hour > 0 and vira_price_usd(l.price_per_hour, l.currency) <= ${f.maxHourlyUsd}::float8`,
    );
  }
  if (f.day) {
    // Works that weekday, and (with hours) covers them. Spelled out as the listings_service_<day>_hours_idx
    // expressions (a bound weekday would not match them), so the planner knows how many services work then;
    // the weekday is one of WEEKDAYS, never free text.
    const weekday = WEEKDAYS.find((d) => d === f.day!.weekday);
    if (!weekday) throw new Error(`not a weekday: ${f.day.weekday}`);
    const start = sql.raw(`(((l.weekly_hours -> '${weekday}') ->> 'start')::int)`);
    const end = sql.raw(`(((l.weekly_hours -> '${weekday}') ->> 'end')::int)`);
    const hours = hoursAsked(f);
    conditions.push(f.hours ? sql`${start} <= ${hours.start} and ${end} >= ${hours.end}` : sql`${start} is not null`);
  }
  return sql.join(conditions, sql` and `);
}

/** The asked hours of the date as instants of the listing's own time zone, the exclusion constraint's rule. */
function askedRange(day: { date: string }, hours: { start: number; end: number }): SQL {
  const from = sql`((${day.date}::date + make_interval(hours => ${hours.start}::int)) at time zone l.time_zone)`;
  const to = sql`((${day.date}::date + make_interval(hours => ${hours.end}::int)) at time zone l.time_zone)`;
  return sql`tstzrange(${from}, ${to}, '[)')`;
}

function blockedOn(day: { date: string }, alias: string): SQL {
  const d = sql.raw(alias);
  return sql`${day.date}::date >= ${d}.start_date and ${day.date}::date < ${d}.end_date`;
}

function whereClause(f: ServiceFilters, withCategory: boolean): SQL {
  const catalogue = catalogueConditions(f, withCategory);
  if (!f.day) return catalogue;
  // Not taken then: no holding booking keeps any of the asked hours, and the provider did not block the day.
  return sql`${catalogue} and not exists (
      select 1 from bookings b
      where b.listing_id = l.id and ${holdsNow('b')} and b.held_hours && ${askedRange(f.day, hoursAsked(f))}
    ) and not exists (
      select 1 from listing_blocked_dates d where d.listing_id = l.id and ${blockedOn(f.day, 'd')}
    )`;
}

export async function searchServices(
  db: AppDb,
  f: ServiceFilters,
  limit: number,
  offset: number,
): Promise<ServiceRow[]> {
  // The haversine distance and the id settle what the straight-line order leaves equal.
  const order = f.point
    ? sql`${nearestOrder(f.point)} asc, ${distanceExpr(f.point)} asc, l.id asc`
    : sql`l.rating desc nulls last, l.review_count desc, l.id asc`;
  const query = sql`
      select l.id, l.title, l.category, l.currency, l.price_per_hour as "pricePerHour", l.price_per_day as "pricePerDay",
        l.min_hours as "minHours", l.service_radius_km as "serviceRadiusKm", l.location, l.city, l.country,
        l.latitude, l.longitude, l.rating, l.review_count as "reviewCount", l.instant_booking as "instantBooking",
        ${coverImageOf(sql`l.id`)} as "cover",
        l.owner_id as "ownerId",
        (select p.verification_status = 'verified' from profiles p where p.user_id = l.owner_id) as "ownerVerified",
        ${f.point ? distanceExpr(f.point) : sql`null::float8`} as "distanceKm"
      from listings l
      where ${whereClause(f, true)}
      order by ${order}
      limit ${limit} offset ${offset}`;
  if (!f.point) return rowsOf<ServiceRow>(await db.execute(query));
  // The planner cannot tell how many services an earth box holds (it takes a thousandth of the table): with one
  // more filter it believes a handful match and prefers a bitmap of the whole box sorted by distance, thousands
  // of rows, to the walk outwards along listings_position_idx. Without bitmap scans it walks, bounded by the box.
  // (The owner's profile is a lookup per row above, not a join, for the same reason: a hash join loses the order.)
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return rowsOf<ServiceRow>(await tx.execute(query));
  });
}

export type CategoryCount = { category: string; count: number };

/**
 * Live services per category under the catalogue filters without the category, taken hours left aside: at a date
 * these are the services that work then. It reads every matching service, and depends only on the catalogue and
 * the weekday (never the date), so the service layer keeps it for a while.
 */
export async function countWorkingServices(db: AppDb, f: ServiceFilters): Promise<CategoryCount[]> {
  return rowsOf<CategoryCount>(
    await db.execute(sql`
      select l.category, count(*)::int as count from listings l
      where ${catalogueConditions(f, false)}
      group by l.category`),
  );
}

/**
 * Any zone's wall clock is within UTC-12..UTC+14: these instants hold every listing's asked hours, so the day's
 * bookings are found before each one is compared in its listing's own zone.
 */
function anyZoneRange(day: { date: string }, hours: { start: number; end: number }): SQL {
  const wall = (hour: number) => sql`((${day.date}::date + make_interval(hours => ${hour}::int)) at time zone 'UTC')`;
  return sql`tstzrange(${wall(hours.start)} - interval '14 hours', ${wall(hours.end)} + interval '12 hours', '[)')`;
}

/**
 * What {@link countTakenServices} reads, in a few numbers: which holding bookings touch the asked hours in any zone
 * (a hash of each with its instants) and which blocked periods cover the date. A new, cancelled, expired or moved booking and
 * an added or removed blocked day each change it, so the taken counts can be kept while it stays the same.
 */
export async function takenFingerprint(db: AppDb, f: ServiceFilters): Promise<string> {
  if (!f.day) return '';
  // Per row a 64-bit number from built-in hashes of its id and instants (no text made), summed twice differently:
  // a changed set goes unnoticed with odds near 2^-64.
  const sums = (row: SQL) => sql`count(*), sum(hashint8(${row})::bigint), sum(hashint8(${row} # 6148914691236517205))`;
  const rows = rowsOf<{ fingerprint: string }>(
    await db.execute(sql`
      select concat_ws(':',
        (select concat_ws(',', ${sums(sql`(uuid_hash(b.id)::bigint << 32) # (hash_range(b.held_hours)::bigint & 4294967295)`)})
           from bookings b where ${holdsNow('b')} and b.held_hours && ${anyZoneRange(f.day, hoursAsked(f))}),
        (select concat_ws(',', ${sums(sql`(d.id::bigint << 32) # ((d.start_date - date '2000-01-01')::bigint << 16) # (d.end_date - date '2000-01-01')::bigint`)})
           from listing_blocked_dates d where ${blockedOn(f.day, 'd')})) as fingerprint`),
  );
  return rows[0]?.fingerprint ?? '';
}

/**
 * The service of a booking or blocked date if it matches the filters. `offset 0` keeps it a lookup by id per row:
 * flattened into a join, the planner would rather read every matching service (it cannot tell how few of them the
 * day's bookings touch once each is compared in its own time zone).
 */
function serviceOf(listingId: SQL, catalogue: SQL): SQL {
  return sql`select l.id, l.category, l.time_zone from listings l where l.id = ${listingId} and ${catalogue} offset 0`;
}

/**
 * Of the services {@link countWorkingServices} counts at a date, those taken then, per category: a holding booking
 * keeps one of the asked hours, or the provider blocked the day. Read from that day's bookings and blocked dates
 * (a few per cent of the services), never per service, so it stays fresh at every request.
 */
export async function countTakenServices(db: AppDb, f: ServiceFilters): Promise<CategoryCount[]> {
  if (!f.day) return [];
  const hours = hoursAsked(f);
  const anyZone = anyZoneRange(f.day, hours);
  const catalogue = catalogueConditions(f, false);
  return rowsOf<CategoryCount>(
    await db.execute(sql`
      select taken.category, count(*)::int as count from (
        select l.id, l.category from bookings b
        cross join lateral (${serviceOf(sql`b.listing_id`, catalogue)}) l
        where ${holdsNow('b')} and b.held_hours && ${anyZone} and b.held_hours && ${askedRange(f.day, hours)}
        union
        select l.id, l.category from listing_blocked_dates d
        cross join lateral (${serviceOf(sql`d.listing_id`, catalogue)}) l
        where ${blockedOn(f.day, 'd')}
      ) taken
      group by taken.category`),
  );
}

/** Verified, unexpired credential types per provider. */
export async function verifiedCredentialTypes(db: AppDb, ownerIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (ownerIds.length === 0) return map;
  const rows = rowsOf<{ userId: string; type: string }>(
    await db.execute(sql`
      select distinct user_id as "userId", type from credentials
      where status = 'verified' and (expires_on is null or expires_on >= current_date)
        and user_id in (${sql.join(
          ownerIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      order by 1, 2`),
  );
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.type]);
  return map;
}
