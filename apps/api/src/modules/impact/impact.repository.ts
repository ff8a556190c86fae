import { COMMITTED_OFFER_STATUSES } from '@vira/domain/aid';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { impactSnapshots } from '../../db/schema/impact';

type Rows<T> = { rows: T[] };

export interface MarketplaceTotalsRow {
  rentals: number;
  owners: number;
  items: number;
}
export interface CategoryRentalsRow {
  category: string;
  rentals: number;
}
export interface MoneyRow {
  currency: string;
  amount: string | number;
}

const committed = sql.join(
  COMMITTED_OFFER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * One pass over the completed bookings (bookings_owner_idx covers owner and status). Run by the hourly job,
 * never per page view.
 */
export async function marketplaceTotals(db: AppDb): Promise<MarketplaceTotalsRow> {
  const r = (await db.execute(sql`
    select count(*)::int as rentals, count(distinct owner_id)::int as owners, count(distinct listing_id)::int as items
    from bookings where status = 'completed'`)) as unknown as Rows<MarketplaceTotalsRow>;
  return r.rows[0] ?? { rentals: 0, owners: 0, items: 0 };
}

export async function earningsByCurrency(db: AppDb): Promise<MoneyRow[]> {
  const r = (await db.execute(sql`
    select currency, sum(owner_earnings)::bigint as amount from bookings where status = 'completed'
    group by currency order by currency`)) as unknown as Rows<MoneyRow>;
  return r.rows;
}

export async function rentalsByCategory(db: AppDb, where: { renterId?: string; ownerId?: string } = {}) {
  const filters = [sql`b.status = 'completed'`];
  if (where.renterId) filters.push(sql`b.renter_id = ${where.renterId}`);
  if (where.ownerId) filters.push(sql`b.owner_id = ${where.ownerId}`);
  const r = (await db.execute(sql`
    select l.category, count(*)::int as rentals from bookings b join listings l on l.id = b.listing_id
    where ${sql.join(filters, sql` and `)} group by l.category`)) as unknown as Rows<CategoryRentalsRow>;
  return r.rows;
}

/**
 * Requests whose help arrived, and the people they affect: at least one offer the requester confirmed as
 * delivered, and every item asked for delivered in full. Pending or merely accepted offers are promises, not help.
 */
export async function helpedAidRequests(db: AppDb): Promise<{ requests: number; people: number }> {
  const r = (await db.execute(sql`
    select count(*)::int as requests, coalesce(sum(r.people_affected), 0)::int as people
    from aid_requests r
    where r.status = 'published'
      and exists (select 1 from aid_offers o
        where o.request_id = r.id and o.status in (${committed}) and o.delivered_at is not null)
      and not exists (
        select 1 from aid_request_items i
        where i.request_id = r.id
          and i.quantity > coalesce((select sum(oi.quantity) from aid_offer_items oi
            join aid_offers o on o.id = oi.offer_id and o.status in (${committed}) and o.delivered_at is not null
            where oi.item_id = i.id), 0))`)) as unknown as Rows<{ requests: number; people: number }>;
  return r.rows[0] ?? { requests: 0, people: 0 };
}

export interface RenterRentalRow {
  category: string;
  currency: string;
  itemCost: number;
}

export async function completedRentalsOf(db: AppDb, renterId: string): Promise<RenterRentalRow[]> {
  const r = (await db.execute(sql`
    select l.category, b.currency, b.item_cost as "itemCost" from bookings b join listings l on l.id = b.listing_id
    where b.renter_id = ${renterId} and b.status = 'completed'`)) as unknown as Rows<RenterRentalRow>;
  return r.rows;
}

export async function ownerListingCounts(db: AppDb, ownerId: string): Promise<{ listings: number; reused: number }> {
  const r = (await db.execute(sql`
    select (select count(*) from listings where owner_id = ${ownerId})::int as listings,
      (select count(distinct listing_id) from bookings where owner_id = ${ownerId} and status = 'completed')::int
        as reused`)) as unknown as Rows<{ listings: number; reused: number }>;
  return r.rows[0] ?? { listings: 0, reused: 0 };
}

export async function readSnapshot(db: AppDb, key: string) {
  const [row] = await db
    .select()
    .from(impactSnapshots)
    .where(sql`${impactSnapshots.key} = ${key}`);
  return row;
}

export async function writeSnapshot(db: AppDb, key: string, figures: unknown, computedAt: Date): Promise<void> {
  await db
    .insert(impactSnapshots)
    .values({ key, figures, computedAt })
    .onConflictDoUpdate({ target: impactSnapshots.key, set: { figures, computedAt } });
}
