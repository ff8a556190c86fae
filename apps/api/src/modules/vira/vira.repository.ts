import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { viraApplications } from '../../db/schema/owners-admin';
import { profiles } from '../../db/schema/profiles';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
export type ViraApplicationRow = typeof viraApplications.$inferSelect;
export type ViraApplicationInsert = typeof viraApplications.$inferInsert;

export async function latestApplication(db: AppDb, userId: string): Promise<ViraApplicationRow | null> {
  const [row] = await db
    .select()
    .from(viraApplications)
    .where(eq(viraApplications.userId, userId))
    .orderBy(desc(viraApplications.createdAt))
    .limit(1);
  return row ?? null;
}

/** Null when the person already has a pending application (the partial unique index decides, not a read). */
export async function insertApplication(db: AppDb, values: ViraApplicationInsert): Promise<ViraApplicationRow | null> {
  const [row] = await db
    .insert(viraApplications)
    .values(values)
    .onConflictDoNothing({ target: viraApplications.userId, where: eq(viraApplications.status, 'pending') })
    .returning();
  return row ?? null;
}

export async function findIsVira(db: AppDb, userId: string): Promise<boolean> {
  const [row] = await db.select({ isVira: profiles.isVira }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row?.isVira ?? false;
}

export async function lockPendingApplication(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(viraApplications)
    .where(and(eq(viraApplications.id, id), eq(viraApplications.status, 'pending')))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function decideApplication(
  tx: Tx,
  id: string,
  values: { status: 'approved' | 'rejected'; decisionReason: string; decidedBy: string },
): Promise<void> {
  await tx
    .update(viraApplications)
    .set({ ...values, decidedAt: sql`now()` })
    .where(eq(viraApplications.id, id));
}
