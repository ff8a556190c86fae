import { sql, type SQL } from 'drizzle-orm';
import { SERVICE_CATEGORIES, WEEKDAYS } from '@vira/domain/service';
import type { AppDb } from '../../db/client';
import { holdsNow } from '../bookings/bookings.repository';

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
  imageId: number | null;
  ownerId: string;
  ownerVerified: boolean;
  distanceKm: number | null;
}

function distanceExpr(point: { lat: number; lng: number }): SQL {
  return sql`vira_haversine_km(${point.lat}::float8, ${point.lng}::float8, l.latitude, l.longitude)`;
}

function whereClause(f: ServiceFilters, withCategory: boolean): SQL {
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
    const hours = f.hours ?? { start: 0, end: 24 };
    // Works that weekday, and (with hours) covers them. Spelled out as the listings_service_<day>_hours_idx
    // expressions (a bound weekday would not match them), so the planner knows how many services work then;
    // the weekday is one of WEEKDAYS, never free text.
    const weekday = WEEKDAYS.find((d) => d === f.day!.weekday);
    if (!weekday) throw new Error(`not a weekday: ${f.day.weekday}`);
    const start = sql.raw(`(((l.weekly_hours -> '${weekday}') ->> 'start')::int)`);
    const end = sql.raw(`(((l.weekly_hours -> '${weekday}') ->> 'end')::int)`);
    conditions.push(f.hours ? sql`${start} <= ${hours.start} and ${end} >= ${hours.end}` : sql`${start} is not null`);
    // Not taken then: the instants in the listing's own time zone, the exclusion constraint's rule.
    const from = sql`((${f.day.date}::date + make_interval(hours => ${hours.start}::int)) at time zone l.time_zone)`;
    const to = sql`((${f.day.date}::date + make_interval(hours => ${hours.end}::int)) at time zone l.time_zone)`;
    conditions.push(sql`not exists (
      select 1 from bookings b
      where b.listing_id = l.id and ${holdsNow('b')} and b.held_hours && tstzrange(${from}, ${to}, '[)')
    ) and not exists (
      select 1 from listing_blocked_dates d
      where d.listing_id = l.id and ${f.day.date}::date >= d.start_date and ${f.day.date}::date < d.end_date
    )`);
  }
  return sql.join(conditions, sql` and `);
}

export async function searchServices(
  db: AppDb,
  f: ServiceFilters,
  limit: number,
  offset: number,
): Promise<ServiceRow[]> {
  const order = f.point
    ? sql`${distanceExpr(f.point)} asc, l.id asc`
    : sql`l.rating desc nulls last, l.review_count desc, l.id asc`;
  return rowsOf<ServiceRow>(
    await db.execute(sql`
      select l.id, l.title, l.category, l.currency, l.price_per_hour as "pricePerHour", l.price_per_day as "pricePerDay",
        l.min_hours as "minHours", l.service_radius_km as "serviceRadiusKm", l.location, l.city, l.country,
        l.latitude, l.longitude, l.rating, l.review_count as "reviewCount", l.instant_booking as "instantBooking",
        (select i.id from listing_images i where i.listing_id = l.id order by i.position, i.id limit 1) as "imageId",
        l.owner_id as "ownerId", (p.verification_status = 'verified') as "ownerVerified",
        ${f.point ? distanceExpr(f.point) : sql`null::float8`} as "distanceKm"
      from listings l join profiles p on p.user_id = l.owner_id
      where ${whereClause(f, true)}
      order by ${order}
      limit ${limit} offset ${offset}`),
  );
}

/** Counts per category under the filters without the category, and the total with it. */
export async function countServices(
  db: AppDb,
  f: ServiceFilters,
): Promise<{ total: number; categories: { category: string; count: number }[] }> {
  const categories = rowsOf<{ category: string; count: number }>(
    await db.execute(sql`
      select l.category, count(*)::int as count from listings l
      where ${whereClause(f, false)}
      group by l.category order by count(*) desc, l.category`),
  );
  const total = f.category
    ? (categories.find((c) => c.category === f.category)?.count ?? 0)
    : categories.reduce((sum, c) => sum + c.count, 0);
  return { total, categories };
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
