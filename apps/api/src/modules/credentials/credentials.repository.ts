import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/auth';
import { credentials } from '../../db/schema/credentials';
import { profiles } from '../../db/schema/profiles';

export type CredentialRow = typeof credentials.$inferSelect;
export type CredentialInsert = typeof credentials.$inferInsert;

export async function insertCredential(db: AppDb, values: CredentialInsert): Promise<CredentialRow> {
  const [row] = await db.insert(credentials).values(values).returning();
  return row!;
}

export async function findCredential(db: AppDb, id: string): Promise<CredentialRow | undefined> {
  const [row] = await db.select().from(credentials).where(eq(credentials.id, id)).limit(1);
  return row;
}

export function findCredentialsOf(db: AppDb, userId: string): Promise<CredentialRow[]> {
  return db.select().from(credentials).where(eq(credentials.userId, userId)).orderBy(desc(credentials.createdAt));
}

export function findVerifiedOf(db: AppDb, userId: string): Promise<CredentialRow[]> {
  return db
    .select()
    .from(credentials)
    .where(and(eq(credentials.userId, userId), eq(credentials.status, 'verified')))
    .orderBy(asc(credentials.type), desc(credentials.decidedAt));
}

export async function deleteCredential(db: AppDb, id: string): Promise<void> {
  await db.delete(credentials).where(eq(credentials.id, id));
}

/** Pending first (oldest first, the order they are reviewed in), then the latest decisions. */
export function findForReview(db: AppDb, limit: number) {
  return db
    .select({ credential: credentials, ownerName: profiles.fullName, ownerEmail: users.email })
    .from(credentials)
    .leftJoin(profiles, eq(profiles.userId, credentials.userId))
    .leftJoin(users, eq(users.id, credentials.userId))
    .orderBy(
      sql`${credentials.status} <> 'pending'`,
      sql`case when ${credentials.status} = 'pending' then ${credentials.createdAt} end asc`,
      desc(credentials.decidedAt),
    )
    .limit(limit);
}

/** Decides only a pending credential: two admins at once decide it once. */
export async function decide(
  db: AppDb,
  id: string,
  values: { status: 'verified' | 'rejected'; decisionReason: string | null; decidedBy: string },
): Promise<boolean> {
  const rows = await db
    .update(credentials)
    .set({ ...values, decidedAt: sql`now()` })
    .where(and(eq(credentials.id, id), eq(credentials.status, 'pending')))
    .returning({ id: credentials.id });
  return rows.length > 0;
}
