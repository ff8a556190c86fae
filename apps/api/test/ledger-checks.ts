import { sql } from 'drizzle-orm';
import type { AppDb } from '../src/db/client';

async function rows<T>(db: AppDb, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The books' invariants (docs/decisions/050), read from the database: every broken one is a sentence naming the
 * entry, payment or booking. `settled`: also require that the ledger caught up with every payment, refund and
 * payout (true once no request is in flight).
 */
export async function ledgerViolations(db: AppDb): Promise<string[]> {
  // One statement: the money model runs this after every step that changed something.
  const found = await rows<{ what: string; row: string }>(
    db,
    sql`select 'an entry does not balance' as what, row_to_json(x)::text as row from (
        select l.entry_id, l.currency, sum(l.amount)::text as sum from ledger_lines l
        group by l.entry_id, l.currency having sum(l.amount) <> 0
      ) x
      union all
      select 'more was refunded than captured' as what, row_to_json(x)::text as row from (
        select e.payment_id, sum(l.amount) filter (where e.kind = 'capture')::text as captured,
        (-sum(l.amount) filter (where e.kind = 'refund'))::text as refunded
        from ledger_entries e join ledger_lines l on l.entry_id = e.id and l.account = 'provider'
        where e.payment_id is not null group by e.payment_id
        having coalesce(-sum(l.amount) filter (where e.kind = 'refund'), 0) > coalesce(sum(l.amount) filter (where e.kind = 'capture'), 0)
      ) x
      union all
      select 'the ledger and the payment disagree on what was taken' as what, row_to_json(x)::text as row from (
        select p.id as payment_id, p.status, p.captured_amount, p.settled_at is not null as settled,
        coalesce(sum(l.amount), 0)::text as ledger
        from payments p left join ledger_entries e on e.payment_id = p.id and e.kind = 'capture'
        left join ledger_lines l on l.entry_id = e.id and l.account = 'provider'
        group by p.id having coalesce(sum(l.amount), 0) <>
          case when p.settled_at is null then 0 else coalesce(p.captured_amount, 0) end
      ) x
      union all
      select 'a refund sent and its entry disagree' as what, row_to_json(x)::text as row from (
        select r.id as refund_id, r.status, r.amount from refunds r
        where (r.status = 'succeeded') <> exists (select 1 from ledger_entries e where e.refund_id = r.id and e.kind = 'refund')
      ) x
      union all
      select 'a booking''s share went below zero (paid out or promised more than the renter paid)' as what, row_to_json(x)::text as row from (
        select l.booking_id, l.account, sum(l.amount)::text as balance from ledger_lines l
        where l.booking_id is not null and l.account in ('owner', 'services', 'deposits', 'commission', 'tax')
        group by l.booking_id, l.account having sum(l.amount) > 0
      ) x
      union all
      select 'a booking''s earnings and the owner''s account disagree' as what, row_to_json(x)::text as row from (
        select b.id as booking_id, b.status, b.owner_earnings,
        coalesce(-(select sum(l.amount) from ledger_lines l join ledger_entries e on e.id = l.entry_id
          where l.booking_id = b.id and l.account = 'owner' and e.kind = 'allocation'), 0)::text as ledger
        from bookings b
        where exists (select 1 from payments p where p.order_id = b.order_id and p.settled_at is not null and coalesce(p.captured_amount, 0) > 0)
          and exists (select 1 from booking_events e where e.booking_id = b.id and e.event in ('payment_approved', 'owner_accepted'))
          and b.owner_earnings <> coalesce(-(select sum(l.amount) from ledger_lines l join ledger_entries e on e.id = l.entry_id
          where l.booking_id = b.id and l.account = 'owner' and e.kind = 'allocation'), 0)
      ) x
      union all
      select 'a payout line has no ledger entry' as what, row_to_json(x)::text as row from (
        select pb.payout_id, pb.booking_id, pb.amount from payout_bookings pb
        join bookings b on b.id = pb.booking_id and b.order_id is not null
        where not exists (select 1 from ledger_entries e join ledger_lines l on l.entry_id = e.id
          where e.kind = 'payout' and e.payout_id = pb.payout_id and l.booking_id = pb.booking_id and l.account = 'owner')
      ) x`,
  );
  return found.map((f) => `${f.what}: ${f.row}`);
}
