import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/auth';
import { identityVerifications } from '../../db/schema/identity-verifications';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';

export type VerificationRow = typeof identityVerifications.$inferSelect;
export type VerificationInsert = typeof identityVerifications.$inferInsert;

/** The row, or null when another pending one of this person won the race (the one-pending unique index). */
export async function insertVerification(db: AppDb, values: VerificationInsert): Promise<VerificationRow | null> {
  const rows = await db.insert(identityVerifications).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findVerification(db: AppDb, id: string): Promise<VerificationRow | undefined> {
  const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.id, id)).limit(1);
  return row;
}

export async function findBySession(db: AppDb, sessionId: string): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.providerSessionId, sessionId))
    .limit(1);
  return row;
}

export function findVerificationsOf(db: AppDb, userId: string): Promise<VerificationRow[]> {
  return db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(desc(identityVerifications.createdAt));
}

export async function countStartedSince(db: AppDb, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), gt(identityVerifications.createdAt, since)));
  return row?.n ?? 0;
}

export async function setSession(db: AppDb, id: string, sessionId: string): Promise<void> {
  await db.update(identityVerifications).set({ providerSessionId: sessionId }).where(eq(identityVerifications.id, id));
}

export async function deleteVerification(db: AppDb, id: string): Promise<void> {
  await db.delete(identityVerifications).where(eq(identityVerifications.id, id));
}

/** Pending first (oldest first, the order they are reviewed in), then the latest decisions. */
export function findForReview(db: AppDb, limit: number) {
  return db
    .select({ verification: identityVerifications, personName: profiles.fullName, personEmail: users.email })
    .from(identityVerifications)
    .leftJoin(profiles, eq(profiles.userId, identityVerifications.userId))
    .leftJoin(users, eq(users.id, identityVerifications.userId))
    .orderBy(
      sql`${identityVerifications.status} <> 'pending'`,
      sql`case when ${identityVerifications.status} = 'pending' then ${identityVerifications.createdAt} end asc`,
      desc(identityVerifications.decidedAt),
    )
    .limit(limit);
}

/** Decides only a pending verification: two admins (or a redelivered webhook) decide it once. */
export async function decide(
  db: AppDb,
  id: string,
  values: {
    status: 'verified' | 'rejected' | 'withdrawn' | 'expired';
    decisionReason: string | null;
    decidedBy: string;
  },
): Promise<VerificationRow | null> {
  const rows = await db
    .update(identityVerifications)
    .set({ ...values, decidedAt: sql`now()` })
    .where(and(eq(identityVerifications.id, id), eq(identityVerifications.status, 'pending')))
    .returning();
  return rows[0] ?? null;
}

export async function isProfileVerified(db: AppDb, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: profiles.identityVerifiedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return Boolean(row?.at);
}

export async function profileNameOf(db: AppDb, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row?.name ?? null;
}

/** Clears the pictures' keys, the CURP and the birth date; the decision, document type, country and expiry stay. */
export async function markErased(db: AppDb, id: string, at: Date): Promise<void> {
  await db
    .update(identityVerifications)
    .set({ frontKey: null, backKey: null, selfieKey: null, curp: null, birthDate: null, imagesDeletedAt: at })
    .where(eq(identityVerifications.id, id));
}

/** Decided verifications whose personal data is still held and whose retention ended before `before`. */
export function findDueForErasure(db: AppDb, before: Date, limit: number): Promise<VerificationRow[]> {
  return db
    .select()
    .from(identityVerifications)
    .where(
      and(
        isNull(identityVerifications.imagesDeletedAt),
        lt(identityVerifications.decidedAt, before),
        or(eq(identityVerifications.status, 'verified'), eq(identityVerifications.status, 'rejected')),
      ),
    )
    .limit(limit);
}

/** Pending verifications of a provider that reports back on its own (not the sandbox) started before `before`. */
export function findAbandonedSessions(db: AppDb, before: Date, limit: number): Promise<VerificationRow[]> {
  return db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.status, 'pending'),
        ne(identityVerifications.provider, 'sandbox'),
        lt(identityVerifications.createdAt, before),
      ),
    )
    .limit(limit);
}

export async function findListingRule(db: AppDb, listingId: number) {
  const [row] = await db
    .select({
      ownerId: listings.ownerId,
      requiresVerifiedRenter: listings.requiresVerifiedRenter,
      deposit: listings.deposit,
      currency: listings.currency,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return row;
}
