import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { settledBookings } from './settled-bookings';
import {
  cooperativeEarningSplits,
  cooperativeListings,
  cooperativeMembers,
  cooperativeProposals,
  cooperatives,
  cooperativeVotes,
} from '../../db/schema/cooperatives';

type Rows<T> = { rows: T[] };
const rows = async <T>(p: Promise<unknown>): Promise<T[]> => ((await p) as Rows<T>).rows;

export type CooperativeRow = typeof cooperatives.$inferSelect;
export interface SummaryRow extends CooperativeRow {
  activeMembers: number;
  myStatus: 'invited' | 'active';
}

export async function insertCooperative(db: AppDb, values: typeof cooperatives.$inferInsert): Promise<CooperativeRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(cooperatives).values(values).returning();
    await tx.insert(cooperativeMembers).values({
      cooperativeId: row!.id,
      userId: values.founderId,
      status: 'active',
      joinedAt: sql`now()`,
    });
    return row!;
  });
}

/** The cooperatives the person belongs to or is invited to, with their active member count. */
export function listForUser(db: AppDb, userId: string): Promise<SummaryRow[]> {
  return rows<SummaryRow>(
    db.execute(sql`
      select c.id, c.name, c.purpose, c.city, c.founder_id as "founderId", c.created_at as "createdAt",
        m.status as "myStatus",
        (select count(*) from cooperative_members a where a.cooperative_id = c.id and a.status = 'active')::int
          as "activeMembers"
      from cooperative_members m join cooperatives c on c.id = m.cooperative_id
      where m.user_id = ${userId} order by c.created_at desc`),
  );
}

export async function membership(db: AppDb, cooperativeId: string, userId: string) {
  const [row] = await db
    .select()
    .from(cooperativeMembers)
    .where(and(eq(cooperativeMembers.cooperativeId, cooperativeId), eq(cooperativeMembers.userId, userId)));
  return row;
}

export async function findCooperative(db: AppDb, id: string): Promise<CooperativeRow | undefined> {
  const [row] = await db.select().from(cooperatives).where(eq(cooperatives.id, id));
  return row;
}

export interface MemberRow {
  userId: string;
  name: string | null;
  status: 'invited' | 'active';
  shares: number;
}

export function members(db: AppDb, cooperativeId: string): Promise<MemberRow[]> {
  return rows<MemberRow>(
    db.execute(sql`
      select m.user_id as "userId", coalesce(p.full_name, u.name) as name, m.status, m.shares
      from cooperative_members m
      left join profiles p on p.user_id = m.user_id
      left join users u on u.id = m.user_id
      where m.cooperative_id = ${cooperativeId} order by m.created_at, m.user_id`),
  );
}

export function pooledListings(db: AppDb, cooperativeId: string) {
  return rows<{ id: number; title: string; contributedBy: string }>(
    db.execute(sql`
      select l.id, l.title, cl.contributed_by as "contributedBy"
      from cooperative_listings cl join listings l on l.id = cl.listing_id
      where cl.cooperative_id = ${cooperativeId} order by cl.created_at, l.id`),
  );
}

/** What the pooled listings earned the cooperative (MXN, as split), in all and per member. */
export async function splitEarnings(db: AppDb, cooperativeId: string) {
  const list = await rows<{ memberId: string; amount: string | number }>(
    db.execute(sql`
      select s.member_id as "memberId", sum(s.amount)::bigint as amount
      from cooperative_earning_splits s join bookings b on b.id = s.booking_id
      where s.cooperative_id = ${cooperativeId} and b.currency = 'MXN'
      group by s.member_id`),
  );
  return new Map(list.map((r) => [r.memberId, Number(r.amount)]));
}

/**
 * Locks the settled bookings of pooled listings (settled after the listing was pooled) that are neither split nor
 * paid yet. A payout run skips locked bookings, so a booking is never paid whole to its owner while it is split.
 */
export async function lockUnsplitPooled(tx: AppDb): Promise<string[]> {
  const locked = await rows<{ id: string }>(
    tx.execute(sql`
      select b.id from bookings b join cooperative_listings cl on cl.listing_id = b.listing_id
      where ${settledBookings.get()} and coalesce(b.completed_at, b.cancelled_at) >= cl.created_at
        and not exists (select 1 from cooperative_earning_splits s where s.booking_id = b.id)
        and not exists (select 1 from payout_bookings pb where pb.booking_id = b.id)
      order by b.id for update of b`),
  );
  if (locked.length === 0) return [];
  // Read again after the locks (a new statement sees what a payout that held one of them committed meanwhile).
  const ids = locked.map((r) => r.id);
  const fresh = await rows<{ id: string }>(
    tx.execute(sql`
      select b.id from bookings b
      where b.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and not exists (select 1 from cooperative_earning_splits s where s.booking_id = b.id)
        and not exists (select 1 from payout_bookings pb where pb.booking_id = b.id)`),
  );
  return fresh.map((r) => r.id);
}

export interface PooledBookingRow {
  id: string;
  cooperativeId: string;
  ownerEarnings: number;
}

export function pooledBookings(tx: AppDb, ids: string[]): Promise<PooledBookingRow[]> {
  return rows<PooledBookingRow>(
    tx.execute(sql`
      select b.id, cl.cooperative_id as "cooperativeId", b.owner_earnings as "ownerEarnings"
      from bookings b join cooperative_listings cl on cl.listing_id = b.listing_id
      where b.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by b.id`),
  );
}

export async function insertSplits(tx: AppDb, values: (typeof cooperativeEarningSplits.$inferInsert)[]) {
  if (values.length > 0) await tx.insert(cooperativeEarningSplits).values(values).onConflictDoNothing();
}

export interface ProposalRow {
  id: string;
  title: string;
  body: string;
  createdAt: Date | string;
  yes: number;
  no: number;
  abstain: number;
  myVote: 'yes' | 'no' | 'abstain' | null;
}

export function proposals(db: AppDb, cooperativeId: string, userId: string): Promise<ProposalRow[]> {
  return rows<ProposalRow>(
    db.execute(sql`
      select p.id, p.title, p.body, p.created_at as "createdAt",
        count(v.*) filter (where v.choice = 'yes')::int as yes,
        count(v.*) filter (where v.choice = 'no')::int as no,
        count(v.*) filter (where v.choice = 'abstain')::int as abstain,
        max(v.choice) filter (where v.user_id = ${userId}) as "myVote"
      from cooperative_proposals p left join cooperative_votes v on v.proposal_id = p.id
      where p.cooperative_id = ${cooperativeId}
      group by p.id order by p.created_at desc`),
  );
}

export async function userIdByEmail(db: AppDb, email: string): Promise<string | undefined> {
  const [row] = await rows<{ id: string }>(
    db.execute(sql`select id from users where lower(email) = lower(${email}) limit 1`),
  );
  return row?.id;
}

/** False when the person is already invited or a member. */
export async function insertInvite(db: AppDb, cooperativeId: string, userId: string, invitedBy: string) {
  const inserted = await db
    .insert(cooperativeMembers)
    .values({ cooperativeId, userId, invitedBy, status: 'invited' })
    .onConflictDoNothing()
    .returning({ userId: cooperativeMembers.userId });
  return inserted.length > 0;
}

export async function acceptInvite(db: AppDb, cooperativeId: string, userId: string): Promise<boolean> {
  const updated = await db
    .update(cooperativeMembers)
    .set({ status: 'active', joinedAt: sql`now()` })
    .where(
      and(
        eq(cooperativeMembers.cooperativeId, cooperativeId),
        eq(cooperativeMembers.userId, userId),
        eq(cooperativeMembers.status, 'invited'),
      ),
    )
    .returning({ userId: cooperativeMembers.userId });
  return updated.length > 0;
}

export async function setShares(db: AppDb, cooperativeId: string, userId: string, shares: number) {
  const updated = await db
    .update(cooperativeMembers)
    .set({ shares })
    .where(
      and(
        eq(cooperativeMembers.cooperativeId, cooperativeId),
        eq(cooperativeMembers.userId, userId),
        eq(cooperativeMembers.status, 'active'),
      ),
    )
    .returning({ userId: cooperativeMembers.userId });
  return updated.length > 0;
}

export async function listingOwner(db: AppDb, listingId: number): Promise<string | undefined> {
  const [row] = await rows<{ ownerId: string }>(
    db.execute(sql`select owner_id as "ownerId" from listings where id = ${listingId}`),
  );
  return row?.ownerId;
}

/** False when the listing is already pooled (in this or another cooperative). */
export async function insertPooledListing(db: AppDb, cooperativeId: string, listingId: number, userId: string) {
  const inserted = await db
    .insert(cooperativeListings)
    .values({ cooperativeId, listingId, contributedBy: userId })
    .onConflictDoNothing()
    .returning({ listingId: cooperativeListings.listingId });
  return inserted.length > 0;
}

export async function insertProposal(db: AppDb, values: typeof cooperativeProposals.$inferInsert) {
  const [row] = await db.insert(cooperativeProposals).values(values).returning({ id: cooperativeProposals.id });
  return row!.id;
}

export async function findProposal(db: AppDb, id: string) {
  const [row] = await db.select().from(cooperativeProposals).where(eq(cooperativeProposals.id, id));
  return row;
}

/** False when this member already voted (the primary key decides, also under concurrent requests). */
export async function insertVote(db: AppDb, proposalId: string, userId: string, choice: 'yes' | 'no' | 'abstain') {
  const inserted = await db
    .insert(cooperativeVotes)
    .values({ proposalId, userId, choice })
    .onConflictDoNothing()
    .returning({ userId: cooperativeVotes.userId });
  return inserted.length > 0;
}
