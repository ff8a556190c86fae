import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { payoutAccounts, payoutBookings, payouts } from '../../../db/schema/payouts';
import { OWNER_SHARE, PAID_TO_OWNER, SETTLED } from '../earnings/earnings.repository';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

async function rows<T>(db: AppDb, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function findPayoutAccount(db: AppDb, userId: string): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).limit(1);
  return row ?? null;
}

/** One account per owner: connecting again replaces it. */
export async function savePayoutAccount(
  db: AppDb,
  userId: string,
  values: Omit<typeof payoutAccounts.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>,
): Promise<PayoutAccountRow> {
  const [row] = await db
    .insert(payoutAccounts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/**
 * What is owed to whom, one line per booking and payee: a settled booking's share in the ledger (the owner's
 * account) goes to its owner, or, when the listing was pooled, to each member by the cooperative's split of it.
 * A booking with no share in the ledger (no money taken) pays nobody. Lines already in a payout are left out.
 */
function payableLines(payeeId?: string) {
  const owner = payeeId ? sql`and b.owner_id = ${payeeId}` : sql``;
  const member = payeeId ? sql`and s.member_id = ${payeeId}` : sql``;
  return sql`(select * from (
      select b.id as booking_id, b.owner_id as payee_id, b.currency, own.net as amount
        from bookings b ${OWNER_SHARE} where ${PAID_TO_OWNER} ${owner}
      union all
      select b.id, s.member_id, b.currency, s.amount
        from cooperative_earning_splits s join bookings b on b.id = s.booking_id ${OWNER_SHARE}
        where ${SETTLED} and own.net > 0 ${member}
    ) line where line.amount > 0 and not exists (select 1 from payout_bookings pb
      where pb.booking_id = line.booking_id and pb.payee_id = line.payee_id))`;
}

/** Earnings waiting to be paid out to this person, per currency. */
export function releasableByCurrency(db: AppDb, payeeId: string) {
  return rows<{ currency: string; amount: number; bookings: number }>(
    db,
    sql`select l.currency, sum(l.amount)::int as amount, count(*)::int as bookings
      from ${payableLines(payeeId)} l group by l.currency order by l.currency`,
  );
}

/** Payees with an active account and something to pay, per currency. */
export function payableOwners(db: AppDb) {
  return rows<{ ownerId: string; currency: string }>(
    db,
    sql`select distinct l.payee_id as "ownerId", l.currency
      from ${payableLines()} l join payout_accounts pa on pa.user_id = l.payee_id and pa.status = 'active'
      order by 1, 2`,
  );
}

/**
 * Locks what one payee is owed in one currency. Another instance paying the same person at once skips the locked
 * bookings, and the primary key of payout_bookings (booking, payee) refuses paying anyone twice in any case.
 */
export async function lockReleasable(tx: AppDb, payeeId: string, currency: string) {
  const locked = await rows<{ id: string }>(
    tx,
    sql`select b.id from bookings b
      where b.id in (select l.booking_id from ${payableLines(payeeId)} l where l.currency = ${currency})
      order by b.id for update of b skip locked`,
  );
  if (locked.length === 0) return [];
  // A new statement after the locks: it sees a payout another instance committed while we waited.
  return rows<{ id: string; ownerEarnings: number }>(
    tx,
    sql`select l.booking_id as id, l.amount as "ownerEarnings" from ${payableLines(payeeId)} l
      where l.currency = ${currency} and l.booking_id in (${sql.join(
        locked.map((r) => sql`${r.id}::uuid`),
        sql`, `,
      )}) order by l.booking_id`,
  );
}

export async function insertPayout(
  tx: AppDb,
  values: { ownerId: string; currency: string; amount: number; provider: string; reference: string },
  items: { bookingId: string; amount: number }[],
): Promise<string> {
  const [payout] = await tx.insert(payouts).values(values).returning({ id: payouts.id });
  await tx.insert(payoutBookings).values(items.map((i) => ({ ...i, payeeId: values.ownerId, payoutId: payout!.id })));
  return payout!.id;
}

export interface PayoutListRow {
  id: string;
  currency: string;
  amount: number;
  createdAt: string;
  bookings: { id: string; title: string; startDate: string; endDate: string; amount: number; cancelled: boolean }[];
}

/**
 * The owner's last payouts with the bookings each paid, each line as the ledger's payout entry records it (a
 * payout made before the ledger, of a booking without an order, keeps the amount it was recorded with).
 */
export async function listPayouts(db: AppDb, ownerId: string): Promise<PayoutListRow[]> {
  const list = await rows<PayoutListRow>(
    db,
    sql`select p.id, p.currency, p.amount, p.created_at as "createdAt",
        coalesce(json_agg(json_build_object('id', b.id, 'title', l.title, 'startDate', b.start_date::text,
          'endDate', b.end_date::text, 'cancelled', b.status = 'cancelled', 'amount',
          coalesce((select sum(ll.amount)::int from ledger_entries e join ledger_lines ll on ll.entry_id = e.id
            where e.kind = 'payout' and e.payout_id = p.id and ll.booking_id = b.id and ll.account = 'owner'),
            pb.amount))
          order by b.start_date, b.id), '[]') as bookings
      from payouts p join payout_bookings pb on pb.payout_id = p.id
      join bookings b on b.id = pb.booking_id join listings l on l.id = b.listing_id
      where p.owner_id = ${ownerId}
      group by p.id order by p.created_at desc, p.id limit 50`,
  );
  return list.map((p) => ({ ...p, createdAt: new Date(p.createdAt).toISOString() }));
}
