import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/auth';
import { microcreditApplications } from '../../db/schema/microcredit';

export type ApplicationRow = typeof microcreditApplications.$inferSelect;

/**
 * The owner's net earnings (MXN bookings that earn: paid and later, not cancelled) over the last `months`
 * months of rental starts, and how many live listings they have.
 */
export async function rentalEarnings(db: AppDb, ownerId: string, months: number) {
  const result = (await db.execute(sql`
    select
      coalesce((select sum(b.owner_earnings) from bookings b
        where b.owner_id = ${ownerId} and b.currency = 'MXN'
          and b.status in ('paid', 'handed_over', 'returned', 'completed')
          and b.start_date >= (current_date - make_interval(months => ${months}))::date), 0)::bigint as total,
      (select count(*) from listings l where l.owner_id = ${ownerId} and l.listed)::int as active
  `)) as unknown as { rows: { total: string | number; active: number }[] };
  const row = result.rows[0];
  return { total: Number(row?.total ?? 0), active: row?.active ?? 0 };
}

/**
 * Monthly payments of a person's loans through Vira that are open (sent, in review) or active (approved and
 * not yet past their term), leaving out `exceptId`.
 */
export async function committedPayments(db: AppDb, userId: string, exceptId?: string): Promise<number> {
  const result = (await db.execute(sql`
    select coalesce(sum(instalment), 0)::bigint as total from microcredit_applications
    where user_id = ${userId} and id is distinct from ${exceptId ?? null}::uuid
      and (status in ('submitted', 'in_review')
        or (status = 'approved'
          and coalesce(decided_at, created_at) + make_interval(months => term_months) > now()))
  `)) as unknown as { rows: { total: string | number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

export type InsertOutcome =
  | { kind: 'inserted'; row: ApplicationRow; committed: number }
  | { kind: 'open' }
  | { kind: 'unaffordable'; committed: number };

/**
 * Inserts the application unless the person already has an open one (the partial unique index decides) or
 * `fits` refuses their committed payments plus this one. A per-person lock makes the reading and the insert one
 * step, so two applications sent together cannot both pass on the same figures.
 */
export async function insertIfAffordable(
  db: AppDb,
  values: typeof microcreditApplications.$inferInsert,
  fits: (committed: number) => boolean,
): Promise<InsertOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`microcredit:${values.userId}`}))`);
    const committed = await committedPayments(tx as unknown as AppDb, values.userId);
    const open = (await tx.execute(sql`
      select 1 from microcredit_applications
      where user_id = ${values.userId} and status in ('submitted', 'in_review') limit 1
    `)) as unknown as { rows: unknown[] };
    if (open.rows.length > 0) return { kind: 'open' };
    if (!fits(committed)) return { kind: 'unaffordable', committed };
    const [row] = await tx
      .insert(microcreditApplications)
      .values(values)
      .onConflictDoNothing({
        target: microcreditApplications.userId,
        where: sql`${microcreditApplications.status} in ('submitted', 'in_review')`,
      })
      .returning();
    return row ? { kind: 'inserted', row, committed } : { kind: 'open' };
  });
}

export async function recordDecision(
  db: AppDb,
  id: string,
  decision: { status: 'in_review' | 'approved' | 'rejected'; code: string; externalId: string; raw: unknown },
) {
  const [row] = await db
    .update(microcreditApplications)
    .set({
      status: decision.status,
      decisionCode: decision.code,
      externalId: decision.externalId,
      partnerResponse: decision.raw,
      decidedAt: decision.status === 'in_review' ? null : sql`now()`,
    })
    // A withdrawn application stays withdrawn whatever the partner answers afterwards.
    .where(
      and(eq(microcreditApplications.id, id), sql`${microcreditApplications.status} in ('submitted', 'in_review')`),
    )
    .returning();
  return row;
}

export async function withdraw(db: AppDb, id: string, userId: string) {
  const [row] = await db
    .update(microcreditApplications)
    .set({ status: 'withdrawn', decidedAt: sql`now()` })
    .where(
      and(
        eq(microcreditApplications.id, id),
        eq(microcreditApplications.userId, userId),
        sql`${microcreditApplications.status} in ('submitted', 'in_review')`,
      ),
    )
    .returning();
  return row;
}

export async function listApplications(db: AppDb, userId: string) {
  return db
    .select()
    .from(microcreditApplications)
    .where(eq(microcreditApplications.userId, userId))
    .orderBy(desc(microcreditApplications.createdAt))
    .limit(50);
}

export async function findApplication(db: AppDb, id: string) {
  const [row] = await db.select().from(microcreditApplications).where(eq(microcreditApplications.id, id)).limit(1);
  return row;
}

/** Who applied, as the partner is told when Vira asks about the application again. */
export async function applicantOf(db: AppDb, userId: string) {
  const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return row;
}
