import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { payoutAccounts, payoutBookings, payouts } from '../../db/schema/payouts';
import { RELEASABLE } from '../earnings/earnings.repository';

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

/** Earnings waiting to be paid out, per currency. */
export function releasableByCurrency(db: AppDb, ownerId: string) {
  return rows<{ currency: string; amount: number; bookings: number }>(
    db,
    sql`select b.currency, sum(b.owner_earnings)::int as amount, count(*)::int as bookings
      from bookings b left join payout_bookings pb on pb.booking_id = b.id
      where b.owner_id = ${ownerId} and ${RELEASABLE}
      group by b.currency order by b.currency`,
  );
}

/** Owners with an active account and something to pay, per currency. */
export function payableOwners(db: AppDb) {
  return rows<{ ownerId: string; currency: string }>(
    db,
    sql`select distinct b.owner_id as "ownerId", b.currency
      from bookings b left join payout_bookings pb on pb.booking_id = b.id
      join payout_accounts pa on pa.user_id = b.owner_id and pa.status = 'active'
      where ${RELEASABLE} order by 1, 2`,
  );
}

/**
 * Locks one owner's releasable bookings in one currency. Another instance paying the same owner at once skips
 * the locked rows, and the primary key of payout_bookings refuses a booking paid twice in any case.
 */
export function lockReleasable(tx: AppDb, ownerId: string, currency: string) {
  return rows<{ id: string; ownerEarnings: number }>(
    tx,
    sql`select b.id, b.owner_earnings as "ownerEarnings"
      from bookings b
      where b.owner_id = ${ownerId} and b.currency = ${currency}
        and (b.status = 'completed' or (b.status = 'cancelled' and b.owner_earnings > 0))
        and not exists (select 1 from payout_bookings pb where pb.booking_id = b.id)
      order by b.id
      for update of b skip locked`,
  );
}

export async function insertPayout(
  tx: AppDb,
  values: { ownerId: string; currency: string; amount: number; provider: string; reference: string },
  items: { bookingId: string; amount: number }[],
): Promise<string> {
  const [payout] = await tx.insert(payouts).values(values).returning({ id: payouts.id });
  await tx.insert(payoutBookings).values(items.map((i) => ({ ...i, payoutId: payout!.id })));
  return payout!.id;
}

export interface PayoutListRow {
  id: string;
  currency: string;
  amount: number;
  createdAt: string;
  bookings: { id: string; title: string; startDate: string; endDate: string; amount: number }[];
}

/** The owner's last payouts with the bookings each paid. */
export async function listPayouts(db: AppDb, ownerId: string): Promise<PayoutListRow[]> {
  const list = await rows<PayoutListRow>(
    db,
    sql`select p.id, p.currency, p.amount, p.created_at as "createdAt",
        coalesce(json_agg(json_build_object('id', b.id, 'title', l.title, 'startDate', b.start_date::text,
          'endDate', b.end_date::text, 'amount', pb.amount) order by b.start_date, b.id), '[]') as bookings
      from payouts p join payout_bookings pb on pb.payout_id = p.id
      join bookings b on b.id = pb.booking_id join listings l on l.id = b.listing_id
      where p.owner_id = ${ownerId}
      group by p.id order by p.created_at desc, p.id limit 50`,
  );
  return list.map((p) => ({ ...p, createdAt: new Date(p.createdAt).toISOString() }));
}
