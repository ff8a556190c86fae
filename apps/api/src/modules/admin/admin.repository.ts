import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { listings } from '../../db/schema/listings';
import { adminActions, viraApplications } from '../../db/schema/owners-admin';
import { profiles } from '../../db/schema/profiles';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
type Db = AppDb | Tx;
export type AdminActionRow = typeof adminActions.$inferSelect;
export type AdminActionInsert = typeof adminActions.$inferInsert;

export async function recordAction(db: Db, values: AdminActionInsert): Promise<void> {
  await db.insert(adminActions).values(values);
}

export async function recentActions(db: Db, limit: number): Promise<AdminActionRow[]> {
  return db.select().from(adminActions).orderBy(desc(adminActions.createdAt), desc(adminActions.id)).limit(limit);
}

/** Pending applications first, then the latest decided ones, with the applicant's name and e-mail. */
export async function listApplications(db: Db, limit: number) {
  return db
    .select({ application: viraApplications, name: profiles.fullName, email: users.email })
    .from(viraApplications)
    .leftJoin(profiles, eq(profiles.userId, viraApplications.userId))
    .leftJoin(users, eq(users.id, viraApplications.userId))
    .orderBy(sql`${viraApplications.status} = 'pending' desc`, desc(viraApplications.createdAt))
    .limit(limit);
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
    .set({ ...values, decidedAt: new Date() })
    .where(eq(viraApplications.id, id));
}

export async function makeVira(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(profiles)
    .set({ isVira: true, verificationStatus: 'verified', updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
  // Their listings' cards now show a verified owner: the search's in-memory figures re-read listings by updated_at.
  await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.ownerId, userId));
}

export async function findListings(db: Db, q: string | undefined, limit: number) {
  const id = q && /^\d{1,9}$/.test(q) ? Number(q) : null;
  const pattern = q ? `%${q.replace(/[%_\\]/g, '')}%` : null;
  return db
    .select({ listing: listings, ownerName: profiles.fullName })
    .from(listings)
    .innerJoin(profiles, eq(profiles.userId, listings.ownerId))
    .where(
      pattern
        ? or(ilike(listings.title, pattern), id ? eq(listings.id, id) : undefined)
        : sql`${listings.status} <> 'draft'`,
    )
    .orderBy(sql`${listings.hiddenAt} is null`, desc(listings.updatedAt))
    .limit(limit);
}

export async function setListingHidden(tx: Tx, id: number, reason: string | null): Promise<boolean> {
  const rows = await tx
    .update(listings)
    .set({ hiddenAt: reason === null ? null : new Date(), hiddenReason: reason, updatedAt: new Date() })
    .where(eq(listings.id, id))
    .returning({ id: listings.id });
  return rows.length > 0;
}

export async function findUsers(db: Db, q: string | undefined, limit: number) {
  const pattern = q ? `%${q.replace(/[%_\\]/g, '')}%` : null;
  return db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined)
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

export async function setSuspended(tx: Tx, userId: string, reason: string | null): Promise<boolean> {
  const rows = await tx
    .update(profiles)
    .set({ suspendedAt: reason === null ? null : new Date(), suspendedReason: reason, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ id: profiles.userId });
  // Signed out everywhere at once: every session of the person goes.
  if (reason !== null) await tx.delete(sessions).where(eq(sessions.userId, userId));
  return rows.length > 0;
}

export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return !!row?.at;
}
