import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';

/**
 * A booking whose owner's share is final: completed, or cancelled after payment with part of the rental kept
 * under the cancellation policy (a cancellation without a settlement leaves owner_earnings at 0).
 */
/**
 * Earnings an owner has a right to: the rental completed (or was cancelled leaving them a share), and the money
 * was really taken — its payment settled as captured at the provider. An authorisation is not money. Sample
 * rentals of the seed have no order.
 */
export const SETTLED = sql`((b.status = 'completed' or (b.status = 'cancelled' and b.owner_earnings > 0))
  and (b.order_id is null or exists (select 1 from payments p where p.order_id = b.order_id
    and p.status in ('succeeded', 'refunded') and p.settled_at is not null)))`;

/**
 * A settled booking of a listing pooled in a cooperative before it settled: its earnings are split among the
 * members (cooperative_earning_splits) instead of going to the listing's owner.
 */
export const POOLED = sql`exists (select 1 from cooperative_listings cl where cl.listing_id = b.listing_id
  and coalesce(b.completed_at, b.cancelled_at) >= cl.created_at)`;

/** Settled, and its owner is the one paid: neither pooled nor split (a split made before unpooling stays). */
export const PAID_TO_OWNER = sql`${SETTLED} and not ${POOLED}
  and not exists (select 1 from cooperative_earning_splits s where s.booking_id = b.id)`;

/**
 * The deposit an owner kept on a booking: what the last settlement gave them (a damage claim's deposit_settled,
 * or an admin's dispute_resolved). Joined as `k` beside each booking `b`.
 */
const KEPT = sql`left join lateral (
    select coalesce((e.data->>'depositToOwner')::int, b.deposit - (e.data->>'depositRefund')::int, 0) as deposit
    from booking_events e
    where e.booking_id = b.id and e.event in ('deposit_settled', 'dispute_resolved')
    order by e.id desc limit 1) k on true`;

const FIGURES = sql`b.currency as currency,
  count(*)::int as bookings,
  coalesce(sum(b.item_cost), 0)::int as gross,
  coalesce(sum(b.item_cost - (b.owner_earnings + b.commission - coalesce(k.deposit, 0))), 0)::int as refunded,
  coalesce(sum(b.commission), 0)::int as commission,
  coalesce(sum(k.deposit), 0)::int as "depositKept",
  coalesce(sum(b.owner_earnings), 0)::int as net,
  coalesce(sum(b.owner_earnings) filter (where b.status in ('paid', 'handed_over', 'returned', 'disputed')), 0)::int as pending,
  coalesce(sum(b.owner_earnings) filter (where ${PAID_TO_OWNER} and pb.booking_id is null), 0)::int as releasable,
  coalesce(sum(pb.amount), 0)::int as paid`;

export interface FigureRow {
  currency: string;
  bookings: number;
  gross: number;
  refunded: number;
  commission: number;
  depositKept: number;
  net: number;
  pending: number;
  releasable: number;
  paid: number;
}

async function rows<T>(db: AppDb, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Bookings that earn the owner money: paid and later, not cancelled; `paid` is what payouts already sent. */
function earning(ownerId: string): SQL {
  return sql`b.owner_id = ${ownerId} and (b.status in ('paid', 'handed_over', 'returned', 'completed', 'disputed') or ${SETTLED})`;
}

/** Per month of the rental's start (bookings_owner_idx narrows to the owner's earning bookings). */
export function earningsByMonth(db: AppDb, ownerId: string) {
  return rows<FigureRow & { month: string }>(
    db,
    sql`select to_char(b.start_date, 'YYYY-MM') as month, ${FIGURES}
      from bookings b left join payout_bookings pb on pb.booking_id = b.id and pb.payee_id = b.owner_id ${KEPT}
      where ${earning(ownerId)}
      group by 1, b.currency order by 1 desc, b.currency`,
  );
}

export function earningsByListing(db: AppDb, ownerId: string) {
  return rows<FigureRow & { listingId: number; title: string }>(
    db,
    sql`select b.listing_id as "listingId", l.title, ${FIGURES}
      from bookings b join listings l on l.id = b.listing_id left join payout_bookings pb on pb.booking_id = b.id and pb.payee_id = b.owner_id
      ${KEPT}
      where ${earning(ownerId)}
      group by b.listing_id, l.title, b.currency order by gross desc, b.listing_id`,
  );
}

/** Handovers (start) and returns (end) of the owner's paid bookings in the next `days` days. */
export function upcomingHandovers(db: AppDb, ownerId: string, days: number) {
  return rows<{ bookingId: string; listingId: number; title: string; kind: 'handover' | 'return'; date: string }>(
    db,
    sql`select b.id as "bookingId", b.listing_id as "listingId", l.title, e.kind, e.date::text as date
      from bookings b join listings l on l.id = b.listing_id
      cross join lateral (values ('handover', b.start_date), ('return', b.end_date)) as e(kind, date)
      where b.owner_id = ${ownerId} and b.status in ('paid', 'handed_over')
        and e.date between current_date and current_date + ${days}::int
      order by e.date, e.kind, b.id`,
  );
}
