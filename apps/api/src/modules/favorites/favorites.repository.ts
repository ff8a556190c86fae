import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { favorites } from '../../db/schema/favorites';
import { listings } from '../../db/schema/listings';

/** The person's favourite listing ids, newest first. */
export async function findFavoriteIds(db: AppDb, userId: string): Promise<number[]> {
  const rows = await db
    .select({ listingId: favorites.listingId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.listingId));
  return rows.map((r) => r.listingId);
}

export async function countFavorites(db: AppDb, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  return Number(row?.n ?? 0);
}

export async function existingListingIds(db: AppDb, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: listings.id }).from(listings).where(inArray(listings.id, ids));
  return rows.map((r) => r.id);
}

export async function insertFavorites(db: AppDb, userId: string, listingIds: number[]): Promise<void> {
  if (listingIds.length === 0) return;
  await db
    .insert(favorites)
    .values(listingIds.map((listingId) => ({ userId, listingId })))
    .onConflictDoNothing();
}

export async function deleteFavorite(db: AppDb, userId: string, listingId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
}

/** Every favourite of one person (their account is being deleted). */
export async function deleteAllFavorites(db: AppDb, userId: string): Promise<void> {
  await db.delete(favorites).where(eq(favorites.userId, userId));
}
