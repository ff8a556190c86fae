import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { LedgerAccount, LedgerEntryKind, LedgerLine, OwnerLinePurpose } from '@vira/domain/ledger';
import type { AppDb } from '../../../db/client';
import { ledgerEntries, ledgerLines } from '../../../db/schema/ledger';

async function rows<T>(db: AppDb, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Serialises the ledger of one order, so two transactions never post the same difference twice. An advisory lock
 * rather than the order's row: callers already hold booking rows, and the order row is taken before bookings
 * elsewhere, so locking it here could deadlock.
 */
export async function lockOrder(tx: AppDb, orderId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ledger:${orderId}`}, 0))`);
  const [row] = await rows<{ userId: string; currency: string }>(
    tx,
    sql`select user_id as "userId", currency from orders where id = ${orderId}::uuid`,
  );
  return row ?? null;
}

/** The order's payments as the payment module records them: what the provider confirmed it took. */
export function findOrderPayments(tx: AppDb, orderId: string) {
  return rows<{ id: string; provider: string; currency: string; taken: number }>(
    tx,
    sql`select id, provider, currency,
      case when settled_at is null then 0 else coalesce(captured_amount, 0) end::int as taken
      from payments where order_id = ${orderId}::uuid order by created_at`,
  );
}

/** Refunds the provider confirmed for the order's payments. */
export function findSucceededRefunds(tx: AppDb, orderId: string) {
  return rows<{ id: string; paymentId: string; provider: string; currency: string; amount: number }>(
    tx,
    sql`select r.id, r.payment_id as "paymentId", p.provider, r.currency, r.amount
      from refunds r join payments p on p.id = r.payment_id
      where p.order_id = ${orderId}::uuid and r.status = 'succeeded' order by r.created_at`,
  );
}

/**
 * The order's bookings ever confirmed (paid for, or accepted by their owner), with their money as they record it
 * now; the deposit counts as held until the rental is completed or cancelled. The deposit kept is what the last
 * settlement gave the owner (a damage claim's deposit_settled, or an admin's dispute_resolved).
 */
export function findConfirmedBookingMoney(tx: AppDb, orderId: string) {
  return rows<{
    id: string;
    ownerId: string;
    currency: string;
    total: number;
    refunded: number;
    ownerEarnings: number;
    commission: number;
    depositHeld: number;
    itemCost: number;
    depositKept: number;
  }>(
    tx,
    sql`select b.id, b.owner_id as "ownerId", b.currency, b.total, b.refunded_amount as refunded,
      b.owner_earnings as "ownerEarnings", b.commission, b.item_cost as "itemCost",
      case when b.status in ('paid', 'handed_over', 'returned', 'disputed') then b.deposit else 0 end as "depositHeld",
      coalesce((select coalesce((e.data->>'depositToOwner')::int, b.deposit - (e.data->>'depositRefund')::int, 0)
        from booking_events e where e.booking_id = b.id and e.event in ('deposit_settled', 'dispute_resolved')
        order by e.id desc limit 1), 0) as "depositKept"
      from bookings b
      where b.order_id = ${orderId}::uuid and exists (select 1 from booking_events e where e.booking_id = b.id
        and e.event in ('payment_approved', 'owner_accepted'))
      order by b.created_at, b.id`,
  );
}

/** What the ledger already holds: per entry kind, payment, refund, booking and account. */
export function findOrderBalances(tx: AppDb, orderId: string) {
  return rows<{
    kind: LedgerEntryKind;
    paymentId: string | null;
    refundId: string | null;
    bookingId: string | null;
    account: LedgerAccount;
    purpose: OwnerLinePurpose | null;
    party: string | null;
    currency: string;
    amount: number;
  }>(
    tx,
    sql`select e.kind, e.payment_id as "paymentId", e.refund_id as "refundId", l.booking_id as "bookingId",
      l.account, l.purpose, l.party, l.currency, sum(l.amount)::bigint as amount
      from ledger_entries e join ledger_lines l on l.entry_id = e.id
      where e.order_id = ${orderId}::uuid
      group by 1, 2, 3, 4, 5, 6, 7, 8`,
  ).then((r) => r.map((x) => ({ ...x, amount: Number(x.amount) })));
}

export async function insertEntry(
  tx: AppDb,
  entry: {
    kind: LedgerEntryKind;
    orderId?: string | null;
    paymentId?: string | null;
    refundId?: string | null;
    payoutId?: string | null;
  },
  lines: LedgerLine[],
): Promise<string> {
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      kind: entry.kind,
      orderId: entry.orderId ?? null,
      paymentId: entry.paymentId ?? null,
      refundId: entry.refundId ?? null,
      payoutId: entry.payoutId ?? null,
    })
    .returning({ id: ledgerEntries.id });
  await tx.insert(ledgerLines).values(lines.map((l) => ({ ...l, purpose: l.purpose ?? null, entryId: row!.id })));
  return row!.id;
}

/**
 * A payout's lines: which owner's share of which booking it paid, through which provider. The seed's sample
 * rentals have no order and no money taken: they stay out of the ledger.
 */
export function findPayoutShares(tx: AppDb, payoutId: string) {
  return rows<{
    bookingId: string;
    ownerId: string;
    orderId: string | null;
    amount: number;
    currency: string;
    provider: string;
  }>(
    tx,
    sql`select pb.booking_id as "bookingId", b.owner_id as "ownerId", b.order_id as "orderId", pb.amount,
      p.currency, p.provider
      from payout_bookings pb join payouts p on p.id = pb.payout_id join bookings b on b.id = pb.booking_id
      where pb.payout_id = ${payoutId}::uuid and b.order_id is not null order by pb.booking_id, pb.payee_id`,
  );
}

export async function hasPayoutEntry(tx: AppDb, payoutId: string): Promise<boolean> {
  const found = await rows(
    tx,
    sql`select 1 from ledger_entries where kind = 'payout' and payout_id = ${payoutId}::uuid`,
  );
  return found.length > 0;
}

/** Every entry touching an order (its captures, refunds, allocations, and payouts of its bookings), oldest first. */
export async function findOrderEntries(db: AppDb, orderId: string) {
  const entryIds = await rows<{ id: string }>(
    db,
    sql`select e.id from ledger_entries e where e.order_id = ${orderId}::uuid
      union select distinct l.entry_id from ledger_lines l join ledger_entries e on e.id = l.entry_id
        join bookings b on b.id = l.booking_id
        where e.kind = 'payout' and b.order_id = ${orderId}::uuid`,
  );
  if (entryIds.length === 0) return [];
  const ids = entryIds.map((r) => r.id);
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.id, ids))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const lines = await db
    .select()
    .from(ledgerLines)
    .where(inArray(ledgerLines.entryId, ids))
    .orderBy(asc(ledgerLines.id));
  // Entries of one transaction share their time: the order their lines were written in is the order they happened.
  return entries
    .map((e) => ({ ...e, lines: lines.filter((l) => l.entryId === e.id) }))
    .sort((a, b) => (a.lines[0]?.id ?? 0) - (b.lines[0]?.id ?? 0));
}

/** Per order: what the ledger says the provider took from the renter and gave back. */
export function findLedgerCharges(db: AppDb, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return rows<{ orderId: string; captured: number; refunded: number }>(
    db,
    sql`select e.order_id as "orderId",
      coalesce(sum(l.amount) filter (where e.kind = 'capture'), 0)::int as captured,
      coalesce(-sum(l.amount) filter (where e.kind = 'refund'), 0)::int as refunded
      from ledger_entries e join ledger_lines l on l.entry_id = e.id and l.account = 'provider'
      where e.kind in ('capture', 'refund') and e.order_id in (${sql.join(
        orderIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by e.order_id`,
  );
}

/**
 * Orders with money the provider took but no entry yet (made before the ledger existed), and orders whose owner
 * lines were written before they were itemised (a line without a purpose): syncing either brings it up to date.
 */
export function findOrdersMissingFromLedger(db: AppDb) {
  return rows<{ id: string }>(
    db,
    sql`select distinct p.order_id as id from payments p
      where p.settled_at is not null and coalesce(p.captured_amount, 0) > 0
        and not exists (select 1 from ledger_entries e where e.order_id = p.order_id)
      union
      select e.order_id from ledger_entries e join ledger_lines l on l.entry_id = e.id
      where e.kind = 'allocation' and l.account = 'owner' and l.purpose is null
      group by e.order_id having sum(l.amount) <> 0`,
  );
}
