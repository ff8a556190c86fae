import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
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

/** Null when the person already has an open application (the partial unique index decides). */
export async function insertApplication(db: AppDb, values: typeof microcreditApplications.$inferInsert) {
  const [row] = await db
    .insert(microcreditApplications)
    .values(values)
    .onConflictDoNothing({
      target: microcreditApplications.userId,
      where: sql`${microcreditApplications.status} in ('submitted', 'in_review')`,
    })
    .returning();
  return row ?? null;
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
    .where(eq(microcreditApplications.id, id))
    .returning();
  return row!;
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
