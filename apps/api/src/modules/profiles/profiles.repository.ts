import { eq, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import type { KeyedRows } from '../../db/keyed-pages';
import { users } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { personRatingSql } from '../listings';

/** What a profile shows of a person's activity, read from the reviews, bookings and listings themselves. */
export interface PersonFigures {
  rating: number;
  totalRentals: number;
  totalListings: number;
}
export type ProfileRow = typeof profiles.$inferSelect & PersonFigures;

/**
 * The one source of a person's rating, rental count and listing count (decision 037): the average of the reviews
 * their profile lists, their completed rentals as renter or as owner, their published listings. `userId` is
 * profiles.user_id of the outer query (or a value), never listings.owner_id.
 */
export function personFiguresSql(userId: SQL | AnyColumn) {
  return {
    rating: personRatingSql(userId),
    totalRentals: sql<number>`(select count(*)::int from ${bookings}
      where ${bookings.status} = 'completed' and (${bookings.renterId} = ${userId} or ${bookings.ownerId} = ${userId}))`,
    // Published ones, paused included (a pause is not a withdrawal); drafts are not publications.
    totalListings: sql<number>`(select count(*)::int from ${listings}
      where ${listings.ownerId} = ${userId} and ${listings.status} <> 'draft')`,
  };
}

// Built when read, not at load: reviews and profiles call each other through their faces (the rating is the
// reviews module's SQL), so a top-level use would depend on which face loads first.
const profileColumns = () => ({ ...getTableColumns(profiles), ...personFiguresSql(profiles.userId) });
export type ProfileChanges = Partial<
  Pick<
    ProfileRow,
    'fullName' | 'phone' | 'avatarUrl' | 'preferredLanguage' | 'preferredCurrency' | 'onboardingCompleted'
  >
>;

/** Creates the profile with the spec's defaults unless it exists; a second call is harmless. */
export async function insertProfileIfMissing(
  db: AppDb,
  values: { userId: string; fullName: string | null; phone: string | null; avatarUrl: string | null },
): Promise<void> {
  await db
    .insert(profiles)
    .values({ ...values, onboardingCompleted: false })
    .onConflictDoNothing();
}

export async function findProfile(db: AppDb, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select(profileColumns()).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

export async function findProfileWithEmail(
  db: AppDb,
  userId: string,
): Promise<{ profile: ProfileRow; email: string | null } | undefined> {
  const [row] = await db
    .select({ profile: profileColumns(), email: users.email })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}

export async function updateProfile(db: AppDb, userId: string, changes: ProfileChanges): Promise<void> {
  await db
    .update(profiles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

/** Keeps Better Auth's user name (shown on the account button) in step with the profile's full name. */
export async function updateUserName(db: AppDb, userId: string, name: string): Promise<void> {
  await db
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function deleteProfile(db: AppDb, userId: string): Promise<void> {
  await db.delete(profiles).where(eq(profiles.userId, userId));
}

/** True when some profile shows this avatar URL (only those stored files are served as avatars). */
export async function avatarInUse(db: AppDb, avatarUrl: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.avatarUrl, avatarUrl))
    .limit(1);
  return row !== undefined;
}

/**
 * The people whose profile is a public page (decision 044): not suspended, with at least one listed listing; a
 * page changes with the profile or any of those listings.
 */
export const publicProfileRows: KeyedRows = {
  table: profiles,
  key: profiles.userId,
  title: profiles.fullName,
  lastmod: sql`greatest(${profiles.updatedAt}, (select max(l.updated_at) from ${listings} l
    where l.owner_id = ${profiles.userId} and l.listed))`,
  where: sql`${profiles.suspendedAt} is null and exists (select 1 from ${listings} l
    where l.owner_id = ${profiles.userId} and l.listed)`,
};

/**
 * The person's identity on their profile, which the verified-identity badge, the renter rule and (through
 * `verification_status`) the search's 'Verificados' read. The caller tells the owner's listings (their cards
 * change with it).
 */
export async function setProfileVerified(db: AppDb, userId: string, verified: boolean): Promise<void> {
  await db
    .update(profiles)
    .set({
      identityVerifiedAt: verified ? sql`now()` : null,
      // An approved Vira stays 'verified' (docs/product-rules.md); a verified identity makes anyone so.
      ...(verified ? { verificationStatus: 'verified' } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.userId, userId));
}

/** Records the number as this person's verified WhatsApp; false when another account already holds it. */
export async function setVerifiedPhone(db: AppDb, userId: string, phone: string): Promise<boolean> {
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone)).limit(1);
  if (holder && holder.id !== userId) return false;
  try {
    await db
      .update(users)
      .set({ phoneNumber: phone, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return true;
  } catch (error) {
    // Another account took the number between the read and the write (the column is unique).
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') return false;
    throw error;
  }
}

export async function makeVira(tx: AppDb, userId: string): Promise<void> {
  await tx
    .update(profiles)
    .set({ isVira: true, verificationStatus: 'verified', updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

/** Suspends (with a reason) or restores a person; false when there is no such profile. */
export async function setSuspended(db: AppDb, userId: string, reason: string | null): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ suspendedAt: reason === null ? null : sql`now()`, suspendedReason: reason, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
    .returning({ id: profiles.userId });
  return rows.length > 0;
}

export async function isSuspended(db: AppDb, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return !!row?.at;
}
