import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { listings } from '../../db/schema/listings';
import { viraApplications } from '../../db/schema/owners-admin';
import { profiles } from '../../db/schema/profiles';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
type Db = AppDb | Tx;

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

/** Signed out everywhere at once: every session of the person goes. */
export async function deleteSessionsOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
