import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';

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
 * The owner's account in the ledger for each booking `b`, by what its lines are for (decision 050): the rental as
 * booked, what of it went back, Vira's commission, deposit kept on a claim, and what payouts already sent to the
 * owner (a cooperative member's payout comes out of the same account but is not the owner's). Joined as `own`.
 */
export const OWNER_SHARE = sql`left join lateral (
    select coalesce(-sum(l.amount) filter (where l.purpose = 'rent'), 0)::int as gross,
      coalesce(sum(l.amount) filter (where l.purpose = 'refund'), 0)::int as refunded,
      coalesce(sum(l.amount) filter (where l.purpose = 'commission'), 0)::int as commission,
      coalesce(-sum(l.amount) filter (where l.purpose = 'deposit_kept'), 0)::int as kept,
      coalesce(-sum(l.amount) filter (where e.kind = 'allocation'), 0)::int as net,
      coalesce(sum(l.amount) filter (where e.kind = 'payout' and p.owner_id = b.owner_id), 0)::int as paid,
      count(*) filter (where e.kind = 'payout' and p.owner_id = b.owner_id)::int as payouts
    from ledger_lines l join ledger_entries e on e.id = l.entry_id left join payouts p on p.id = e.payout_id
    where l.booking_id = b.id and l.account = 'owner') own on true`;

const FIGURES = sql`b.currency as currency,
  count(*)::int as bookings,
  sum(own.gross)::int as gross,
  sum(own.refunded)::int as refunded,
  sum(own.commission)::int as commission,
  sum(own.kept)::int as "depositKept",
  sum(own.net)::int as net,
  coalesce(sum(own.net) filter (where b.status in ('paid', 'handed_over', 'returned', 'disputed')), 0)::int as pending,
  coalesce(sum(own.net) filter (where ${PAID_TO_OWNER} and own.payouts = 0), 0)::int as releasable,
  sum(own.paid)::int as paid`;

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

/**
 * The owner's bookings with a share in the ledger: money taken for them and not all given back (a booking
 * cancelled with a full refund has none).
 */
function earning(ownerId: string): SQL {
  return sql`b.owner_id = ${ownerId} and (own.gross <> 0 or own.commission <> 0 or own.refunded <> 0 or own.kept <> 0)`;
}

/** Per month of the rental's start (bookings_owner_idx narrows to the owner's earning bookings). */
export function earningsByMonth(db: AppDb, ownerId: string) {
  return rows<FigureRow & { month: string }>(
    db,
    sql`select to_char(b.start_date, 'YYYY-MM') as month, ${FIGURES}
      from bookings b ${OWNER_SHARE}
      where ${earning(ownerId)}
      group by 1, b.currency order by 1 desc, b.currency`,
  );
}

export function earningsByListing(db: AppDb, ownerId: string) {
  return rows<FigureRow & { listingId: number; title: string }>(
    db,
    sql`select b.listing_id as "listingId", l.title, ${FIGURES}
      from bookings b join listings l on l.id = b.listing_id ${OWNER_SHARE}
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
