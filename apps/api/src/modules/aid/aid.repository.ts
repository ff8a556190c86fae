import { AID_STALE_DAYS, COMMITTED_OFFER_STATUSES, type AidListQuery } from '@vira/domain/aid';
import { AID_TYPES } from '@vira/domain/aid-kinds';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import type { KeyedRows } from '../../db/keyed-pages';
import { aidOfferItems, aidOffers, aidRequestItems, aidRequests, aidVerifiers } from '../../db/schema/aid';
import { users } from '../../db/schema/auth';

export type AidRequestRow = typeof aidRequests.$inferSelect;
export type AidRequestInsert = typeof aidRequests.$inferInsert;
export type AidItemRow = typeof aidRequestItems.$inferSelect;
export type AidOfferRow = typeof aidOffers.$inferSelect;
export type AidOfferInsert = typeof aidOffers.$inferInsert;

type Db = AppDb;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const committed = sql.join(
  COMMITTED_OFFER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
const staleBefore = sql`now() - make_interval(days => ${AID_STALE_DAYS})`;

/** What a list row needs beyond the table: staleness, distance and the share of quantities covered. */
export interface AidSummaryRow {
  id: string;
  title: string;
  aid_types: string[];
  category: string | null;
  urgency: string;
  status: string;
  stale: boolean;
  place_name: string;
  lat: number;
  lng: number;
  people_affected: number;
  needed_until: string;
  verified_at: Date | string | null;
  created_at: Date | string;
  confirmed_at: Date | string;
  distance_km: number | null;
  coverage_percent: number | string | null;
  sample: boolean;
}

function summarySelect(origin: { lat: number; lng: number } | null): SQL {
  const distance = origin
    ? sql`earth_distance(ll_to_earth(r.lat, r.lng), ll_to_earth(${origin.lat}, ${origin.lng})) / 1000`
    : sql`null::float8`;
  return sql`r.id, r.title, r.aid_types, r.category, r.urgency, r.status,
    (r.confirmed_at < ${staleBefore}) as stale, r.place_name, r.lat, r.lng, r.people_affected,
    r.needed_until::text as needed_until, r.verified_at, r.created_at, r.confirmed_at, r.sample,
    ${distance} as distance_km,
    coalesce((select round(100 * sum(least(i.quantity, coalesce(c.covered, 0))) / nullif(sum(i.quantity), 0))
       from aid_request_items i
       left join lateral (select sum(oi.quantity) as covered from aid_offer_items oi
         join aid_offers o on o.id = oi.offer_id and o.status in (${committed})
         where oi.item_id = i.id) c on true
       where i.request_id = r.id), 0) as coverage_percent`;
}

function publicFilters(query: Pick<AidListQuery, 'aidType' | 'urgency' | 'verified'>): SQL[] {
  const where: SQL[] = [sql`r.status = 'published'`];
  if (query.aidType) where.push(sql`${query.aidType} = any(r.aid_types)`);
  if (query.urgency) where.push(sql`r.urgency = ${query.urgency}`);
  // Verified only: published and re-confirmed within the last 7 days.
  if (query.verified === 'true') where.push(sql`r.confirmed_at >= ${staleBefore}`);
  return where;
}

/** Where a page of the list ends: the sort key of its last row (urgency, creation instant as text, id). */
export interface AidListKey {
  rank: number;
  /** `created_at::text`: exact to the microsecond, which a JavaScript Date is not. */
  created: string;
  id: string;
}

function nearFilters(query: AidListQuery): { origin: { lat: number; lng: number } | null; near: SQL[] } {
  const origin = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const near: SQL[] = [];
  if (origin && query.radiusKm) {
    const r = query.radiusKm * 1000;
    // earth_box is a cheap bounding cube (aid_requests_position_idx); the exact distance check follows.
    near.push(sql`earth_box(ll_to_earth(${origin.lat}, ${origin.lng}), ${r}) @> ll_to_earth(r.lat, r.lng)`);
    near.push(sql`earth_distance(ll_to_earth(r.lat, r.lng), ll_to_earth(${origin.lat}, ${origin.lng})) <= ${r}`);
  }
  return { origin, near };
}

/**
 * A page of published requests, most urgent first and then newest. Pages after `after` by keyset (each urgency a
 * range of aid_requests_list_idx, so a deep page reads only its own rows); `offset` is still honoured for older
 * clients. Answers one row more than `limit` when there is a next page.
 */
export async function findPublishedPage(
  db: Db,
  query: AidListQuery,
  after: AidListKey | null,
): Promise<(AidSummaryRow & { list_key: string })[]> {
  const { origin, near } = nearFilters(query);
  const where = [...publicFilters(query), ...near];
  const limit = (query.limit ?? 50) + 1;
  const order = sql`order by r.urgency_rank, r.created_at desc, r.id desc`;
  const select = sql`select ${summarySelect(origin)}, r.urgency_rank, r.created_at::text as created_key
    from aid_requests r`;
  let page: SQL;
  if (after) {
    // The rest of the cursor's urgency, then the less urgent ones: two index ranges instead of an OR.
    const same = sql.join(
      [
        ...where,
        sql`r.urgency_rank = ${after.rank}`,
        sql`(r.created_at, r.id) < (${after.created}::timestamptz, ${after.id}::uuid)`,
      ],
      sql` and `,
    );
    const later = sql.join([...where, sql`r.urgency_rank > ${after.rank}`], sql` and `);
    page = sql`select * from ((${select} where ${same} ${order} limit ${limit})
      union all (${select} where ${later} ${order} limit ${limit})) p
      order by p.urgency_rank, p.created_at desc, p.id desc limit ${limit}`;
  } else {
    page = sql`${select} where ${sql.join(where, sql` and `)} ${order} limit ${limit} offset ${query.offset ?? 0}`;
  }
  return rowsOf<AidSummaryRow & { urgency_rank: number; created_key: string }>(await db.execute(page)).map((r) => ({
    ...r,
    list_key: JSON.stringify([r.urgency_rank, r.created_key, r.id]),
  }));
}

/**
 * Published requests per aid type and in all, in one pass, under every filter but the type (so each chip shows
 * what choosing it would give).
 */
export async function countPublished(
  db: Db,
  query: Omit<AidListQuery, 'aidType'>,
): Promise<{ all: number; perType: Record<string, number> }> {
  const { near } = nearFilters(query);
  const where = sql.join([...publicFilters(query), ...near], sql` and `);
  const perType = sql.join(
    AID_TYPES.map((t) => sql`count(*) filter (where ${t} = any(r.aid_types))::int as ${sql.identifier(t)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select count(*)::int as all_requests, ${perType} from aid_requests r where ${where}`),
  );
  return {
    all: Number(row?.all_requests ?? 0),
    perType: Object.fromEntries(AID_TYPES.map((t) => [t, Number(row?.[t] ?? 0)]).filter(([, n]) => n)),
  };
}

export interface AidMapRow {
  id: string;
  lat: number;
  lng: number;
  urgency: string;
  title: string;
}

/** Published requests inside a box, most urgent first, at most `limit` (the humanitarian map). */
export async function findInBox(
  db: Db,
  query: Pick<AidListQuery, 'aidType' | 'urgency' | 'verified'> & {
    south: number;
    west: number;
    north: number;
    east: number;
  },
  limit: number,
): Promise<AidMapRow[]> {
  const where = publicFilters(query);
  where.push(sql`r.lat between ${query.south} and ${query.north}`);
  where.push(
    query.west <= query.east
      ? sql`r.lng between ${query.west} and ${query.east}`
      : sql`(r.lng >= ${query.west} or r.lng <= ${query.east})`,
  );
  const result = await db.execute(sql`select r.id, r.lat, r.lng, r.urgency, r.title from aid_requests r
    where ${sql.join(where, sql` and `)} order by r.urgency_rank, r.created_at desc limit ${limit}`);
  return rowsOf<AidMapRow>(result);
}

export async function findSummariesWhere(db: Db, condition: SQL, limit = 200): Promise<AidSummaryRow[]> {
  const result = await db.execute(sql`select ${summarySelect(null)} from aid_requests r where ${condition}
    order by r.created_at desc limit ${limit}`);
  return rowsOf<AidSummaryRow>(result);
}

export async function findRequest(db: Db, id: string): Promise<AidRequestRow | undefined> {
  const [row] = await db.select().from(aidRequests).where(eq(aidRequests.id, id)).limit(1);
  return row;
}

export async function findSummary(db: Db, id: string): Promise<AidSummaryRow | undefined> {
  return (await findSummariesWhere(db, sql`r.id = ${id}`, 1))[0];
}

export interface AidItemCoverageRow {
  id: string;
  name: string;
  unit: string;
  quantity: number;
  covered: number;
  delivered: number;
  offered: number;
}

export async function findItemsWithCoverage(db: Db, requestId: string): Promise<AidItemCoverageRow[]> {
  const result = await db.execute(sql`select i.id, i.name, i.unit, i.quantity,
      coalesce(sum(oi.quantity) filter (where o.status in (${committed})), 0)::float8 as covered,
      coalesce(sum(oi.quantity) filter (where o.status in (${committed}) and o.delivered_at is not null), 0)::float8
        as delivered,
      coalesce(sum(oi.quantity) filter (where o.status = 'pending'), 0)::float8 as offered
    from aid_request_items i
    left join aid_offer_items oi on oi.item_id = i.id
    left join aid_offers o on o.id = oi.offer_id
    where i.request_id = ${requestId}
    group by i.id order by i.position`);
  return rowsOf<AidItemCoverageRow>(result);
}

export async function findItems(db: Db, requestId: string): Promise<AidItemRow[]> {
  return db
    .select()
    .from(aidRequestItems)
    .where(eq(aidRequestItems.requestId, requestId))
    .orderBy(asc(aidRequestItems.position));
}

export async function insertRequest(
  db: Db,
  values: AidRequestInsert,
  items: { name: string; quantity: number; unit: string }[],
): Promise<AidRequestRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(aidRequests).values(values).returning();
    if (items.length > 0)
      await tx
        .insert(aidRequestItems)
        .values(items.map((item, position) => ({ ...item, position, requestId: row!.id })));
    return row!;
  });
}

/**
 * Replaces a request's fields and items. Items keep their id when their name and unit stay, so offers that
 * committed quantities to them still count.
 */
export async function updateRequest(
  db: Db,
  id: string,
  values: Partial<AidRequestInsert>,
  items: { name: string; quantity: number; unit: string }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(aidRequests)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(aidRequests.id, id));
    const existing = await tx.select().from(aidRequestItems).where(eq(aidRequestItems.requestId, id));
    const keyOf = (i: { name: string; unit: string }) => `${i.name.toLowerCase()}\u0001${i.unit.toLowerCase()}`;
    const byKey = new Map(existing.map((i) => [keyOf(i), i]));
    const kept = new Set<string>();
    for (const [position, item] of items.entries()) {
      const found = byKey.get(keyOf(item));
      if (found && !kept.has(found.id)) {
        kept.add(found.id);
        await tx
          .update(aidRequestItems)
          .set({ quantity: item.quantity, position, name: item.name, unit: item.unit })
          .where(eq(aidRequestItems.id, found.id));
      } else {
        await tx.insert(aidRequestItems).values({ ...item, position, requestId: id });
      }
    }
    const gone = existing.filter((i) => !kept.has(i.id)).map((i) => i.id);
    if (gone.length > 0) await tx.delete(aidRequestItems).where(inArray(aidRequestItems.id, gone));
  });
}

export async function setRequestFields(db: Db, id: string, values: Partial<AidRequestInsert>): Promise<void> {
  await db
    .update(aidRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(aidRequests.id, id));
}

/** Verifies only a request still under review: two verifiers at once do it once. */
export async function markVerified(db: Db, id: string, verifierId: string): Promise<boolean> {
  const rows = await db
    .update(aidRequests)
    .set({ status: 'published', verifiedAt: sql`now()`, verifiedBy: verifierId, rejectionReason: null })
    .where(and(eq(aidRequests.id, id), eq(aidRequests.status, 'under_review')))
    .returning({ id: aidRequests.id });
  return rows.length > 0;
}

export async function findReviewQueue(db: Db): Promise<AidSummaryRow[]> {
  const result = await db.execute(sql`select ${summarySelect(null)} from aid_requests r
    where r.status = 'under_review' order by r.urgency_rank, r.created_at limit 200`);
  return rowsOf<AidSummaryRow>(result);
}

export interface AidOfferViewRow extends AidOfferRow {
  author_name: string | null;
  request_title: string | null;
  request_status: string | null;
  request_author: string | null;
}

async function offersWhere(db: Db, condition: SQL): Promise<AidOfferViewRow[]> {
  const rows = await db
    .select({
      offer: aidOffers,
      authorName: sql<string | null>`(select p.full_name from profiles p where p.user_id = ${aidOffers.authorId})`,
      requestTitle: aidRequests.title,
      requestStatus: aidRequests.status,
      requestAuthor: aidRequests.authorId,
    })
    .from(aidOffers)
    .leftJoin(aidRequests, eq(aidRequests.id, aidOffers.requestId))
    .where(condition)
    .orderBy(desc(aidOffers.createdAt))
    .limit(500);
  return rows.map((r) => ({
    ...r.offer,
    author_name: r.authorName,
    request_title: r.requestTitle,
    request_status: r.requestStatus,
    request_author: r.requestAuthor,
  }));
}

export function findOffersOfRequest(db: Db, requestId: string): Promise<AidOfferViewRow[]> {
  return offersWhere(db, eq(aidOffers.requestId, requestId));
}
export function findOffersBy(db: Db, authorId: string): Promise<AidOfferViewRow[]> {
  return offersWhere(db, eq(aidOffers.authorId, authorId));
}
export async function findOfferView(db: Db, id: string): Promise<AidOfferViewRow | undefined> {
  return (await offersWhere(db, eq(aidOffers.id, id)))[0];
}
export function findAllOffers(db: Db): Promise<AidOfferViewRow[]> {
  return offersWhere(db, sql`true`);
}

export interface OfferItemRow {
  offer_id: string;
  item_id: string;
  name: string;
  unit: string;
  quantity: number;
}

export async function findOfferItems(db: Db, offerIds: string[]): Promise<OfferItemRow[]> {
  if (offerIds.length === 0) return [];
  const rows = await db
    .select({
      offer_id: aidOfferItems.offerId,
      item_id: aidOfferItems.itemId,
      name: aidRequestItems.name,
      unit: aidRequestItems.unit,
      quantity: aidOfferItems.quantity,
    })
    .from(aidOfferItems)
    .innerJoin(aidRequestItems, eq(aidRequestItems.id, aidOfferItems.itemId))
    .where(inArray(aidOfferItems.offerId, offerIds))
    .orderBy(asc(aidRequestItems.position));
  return rows;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What each item of a request still misses once the committed offers other than `exceptOfferId` are counted.
 * The request's row is locked first, so two offers capped at the same moment see each other's quantities.
 */
async function lockMissing(tx: Tx, requestId: string, exceptOfferId: string | null): Promise<Map<string, number>> {
  await tx.execute(sql`select 1 from aid_requests where id = ${requestId} for update`);
  const rows = rowsOf<{ id: string; missing: number | string }>(
    await tx.execute(sql`select i.id, greatest(0, i.quantity - coalesce((select sum(oi.quantity)
        from aid_offer_items oi join aid_offers o on o.id = oi.offer_id
        where oi.item_id = i.id and o.status in (${committed}) and o.id is distinct from ${exceptOfferId}::uuid), 0))
        as missing
      from aid_request_items i where i.request_id = ${requestId}`),
  );
  return new Map(rows.map((r) => [r.id, Math.round(Number(r.missing) * 100) / 100]));
}

/** The items an offer may commit: each quantity at most what is still missing; an item with nothing missing goes. */
function capItems(items: { itemId: string; quantity: number }[], missing: Map<string, number>) {
  return items
    .map((i) => ({ itemId: i.itemId, quantity: Math.min(i.quantity, missing.get(i.itemId) ?? 0) }))
    .filter((i) => i.quantity > 0);
}

export async function insertOffer(
  db: Db,
  values: AidOfferInsert,
  items: { itemId: string; quantity: number }[],
): Promise<AidOfferRow> {
  return db.transaction(async (tx) => {
    const capped =
      values.requestId && items.length > 0 ? capItems(items, await lockMissing(tx, values.requestId, null)) : [];
    const [row] = await tx.insert(aidOffers).values(values).returning();
    if (capped.length > 0)
      await tx
        .insert(aidOfferItems)
        .values(capped.map((i) => ({ offerId: row!.id, itemId: i.itemId, quantity: i.quantity })));
    return row!;
  });
}

export async function replaceOffer(
  db: Db,
  id: string,
  requestId: string | null,
  values: Partial<AidOfferInsert>,
  items: { itemId: string; quantity: number }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const capped = requestId && items.length > 0 ? capItems(items, await lockMissing(tx, requestId, id)) : [];
    await tx
      .update(aidOffers)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(aidOffers.id, id));
    await tx.delete(aidOfferItems).where(eq(aidOfferItems.offerId, id));
    if (capped.length > 0)
      await tx
        .insert(aidOfferItems)
        .values(capped.map((i) => ({ offerId: id, itemId: i.itemId, quantity: i.quantity })));
  });
}

/**
 * The requester commits an offer (accepts or thanks it, or confirms it arrived): its quantities are capped again
 * at what is still missing, since other offers may have been accepted since it was made.
 */
export async function commitOffer(
  db: Db,
  id: string,
  requestId: string,
  values: { status: 'accepted' | 'thanked'; deliveredAt?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const missing = await lockMissing(tx, requestId, id);
    const items = await tx
      .select({ itemId: aidOfferItems.itemId, quantity: aidOfferItems.quantity })
      .from(aidOfferItems)
      .where(eq(aidOfferItems.offerId, id));
    const capped = new Map(capItems(items, missing).map((i) => [i.itemId, i.quantity]));
    for (const item of items) {
      const quantity = capped.get(item.itemId);
      if (quantity === undefined)
        await tx.delete(aidOfferItems).where(and(eq(aidOfferItems.offerId, id), eq(aidOfferItems.itemId, item.itemId)));
      else if (quantity !== item.quantity)
        await tx
          .update(aidOfferItems)
          .set({ quantity })
          .where(and(eq(aidOfferItems.offerId, id), eq(aidOfferItems.itemId, item.itemId)));
    }
    await tx
      .update(aidOffers)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(aidOffers.id, id));
  });
}

export async function setOfferStatus(db: Db, id: string, status: AidOfferRow['status']): Promise<void> {
  await db
    .update(aidOffers)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(aidOffers.id, id));
}

export async function isVerifier(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select().from(aidVerifiers).where(eq(aidVerifiers.userId, userId)).limit(1);
  return row !== undefined;
}

export async function findVerifiers(db: Db) {
  return db
    .select({
      userId: aidVerifiers.userId,
      grantedAt: aidVerifiers.grantedAt,
      email: users.email,
      fullName: sql<string | null>`(select p.full_name from profiles p where p.user_id = ${aidVerifiers.userId})`,
    })
    .from(aidVerifiers)
    .innerJoin(users, eq(users.id, aidVerifiers.userId))
    .orderBy(asc(users.email));
}

export async function findUserByEmail(db: Db, email: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function insertVerifier(db: Db, userId: string, grantedBy: string): Promise<void> {
  await db.insert(aidVerifiers).values({ userId, grantedBy }).onConflictDoNothing();
}

export async function deleteVerifier(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(aidVerifiers).where(eq(aidVerifiers.userId, userId)).returning();
  return rows.length > 0;
}

export interface ExportRequestRow {
  id: string;
  title: string;
  region: string;
  country: string;
  place_name: string;
  lat: number;
  lng: number;
  people_affected: number;
  aid_types: string[];
  urgency: string;
  organisation: string;
  status: string;
  stale: boolean;
  needed_until: string;
  verified_at: Date | string | null;
  created_at: Date | string;
  /** Every item asked for was delivered, by offers the requester confirmed. */
  helped: boolean;
  item_name: string | null;
  item_unit: string | null;
  item_quantity: number | string | null;
  committed: number | string;
  delivered: number | string;
}

/**
 * One row per request item (a request without items: one row with none), with what accepted offers commit and
 * what was delivered, each at most the quantity asked for. `publishedOnly`: the public dataset.
 */
export async function findRequestsForExport(db: Db, publishedOnly: boolean): Promise<ExportRequestRow[]> {
  const where = publishedOnly ? sql`r.status = 'published'` : sql`true`;
  const delivered = sql`o.status in (${committed}) and o.delivered_at is not null`;
  const result = await db.execute(sql`select r.id, r.title, r.region, r.country, r.place_name, r.lat, r.lng,
      r.people_affected, r.aid_types, r.urgency, r.organisation, r.status, (r.confirmed_at < ${staleBefore}) as stale,
      r.needed_until::text as needed_until, r.verified_at, r.created_at,
      (exists (select 1 from aid_offers o where o.request_id = r.id and ${delivered})
        and not exists (select 1 from aid_request_items ri where ri.request_id = r.id
          and ri.quantity > coalesce((select sum(oi.quantity) from aid_offer_items oi
            join aid_offers o on o.id = oi.offer_id and ${delivered} where oi.item_id = ri.id), 0))) as helped,
      i.name as item_name, i.unit as item_unit, i.quantity as item_quantity,
      least(i.quantity, coalesce(c.committed, 0)) as committed, least(i.quantity, coalesce(c.delivered, 0)) as delivered
    from aid_requests r
    left join aid_request_items i on i.request_id = r.id
    left join lateral (select sum(oi.quantity) filter (where o.status in (${committed})) as committed,
        sum(oi.quantity) filter (where ${delivered}) as delivered
      from aid_offer_items oi join aid_offers o on o.id = oi.offer_id where oi.item_id = i.id) c on true
    where ${where}
    order by r.created_at, r.id, i.position`);
  return rowsOf<ExportRequestRow>(result);
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Open requests a general offer could help: published and current (re-confirmed within 7 days), not the offerer's
 * own, sharing an aid type with it, within its reach; most urgent first, then nearest.
 */
export async function findRequestsNearOffer(
  db: Db,
  offer: { authorId: string; aidTypes: string[]; lat: number; lng: number; radiusKm: number },
  limit = 20,
): Promise<AidSummaryRow[]> {
  if (offer.aidTypes.length === 0) return [];
  const r = offer.radiusKm * 1000;
  const here = sql`ll_to_earth(${offer.lat}, ${offer.lng})`;
  const result = await db.execute(sql`select ${summarySelect({ lat: offer.lat, lng: offer.lng })} from aid_requests r
    where r.status = 'published' and r.confirmed_at >= ${staleBefore} and r.author_id <> ${offer.authorId}
      and r.aid_types && ${textArray(offer.aidTypes)}
      and earth_box(${here}, ${r}) @> ll_to_earth(r.lat, r.lng)
      and earth_distance(ll_to_earth(r.lat, r.lng), ${here}) <= ${r}
    order by r.urgency_rank, earth_distance(ll_to_earth(r.lat, r.lng), ${here}) limit ${limit}`);
  return rowsOf<AidSummaryRow>(result);
}

/**
 * Open general offers whose reach includes a request: pending, made in the last 60 days, not by the requester,
 * sharing an aid type; nearest first, with the distance in km.
 */
export async function findOffersNearRequest(
  db: Db,
  request: { authorId: string; aidTypes: string[]; lat: number; lng: number },
  limit = 20,
): Promise<(AidOfferViewRow & { distance_km: number })[]> {
  if (request.aidTypes.length === 0) return [];
  const there = sql`ll_to_earth(${request.lat}, ${request.lng})`;
  const near = rowsOf<{ id: string; distance_km: number | string }>(
    await db.execute(sql`select o.id, earth_distance(ll_to_earth(o.lat, o.lng), ${there}) / 1000 as distance_km
      from aid_offers o
      where o.request_id is null and o.status = 'pending' and o.lat is not null and o.lng is not null
        and o.author_id <> ${request.authorId} and o.created_at > now() - interval '60 days'
        and o.aid_types && ${textArray(request.aidTypes)}
        and earth_distance(ll_to_earth(o.lat, o.lng), ${there}) <= coalesce(o.radius_km, 25) * 1000
      order by 2 limit ${limit}`),
  );
  if (near.length === 0) return [];
  const distance = new Map(near.map((n) => [n.id, Number(n.distance_km)]));
  const rows = await offersWhere(db, inArray(aidOffers.id, [...distance.keys()]));
  return rows
    .map((row) => ({ ...row, distance_km: distance.get(row.id)! }))
    .sort((a, b) => a.distance_km - b.distance_km);
}

/** Published requests, the ones with a public page (decision 044), for the sitemap. */
export const publishedRequestRows: KeyedRows = {
  table: aidRequests,
  key: aidRequests.id,
  title: aidRequests.title,
  lastmod: sql`${aidRequests.updatedAt}`,
  where: sql`${aidRequests.status} = 'published'`,
};
