import type { FavoriteList } from '@vira/domain/favorite';
import { FAVORITES_MAX } from '@vira/domain/favorite-rules';
import { idParamSchema } from '@vira/domain/id';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { listingMessages } from '../listings';
import { favoriteMessages } from './favorites.messages';
import {
  countFavorites,
  deleteFavorite,
  existingListingIds,
  findFavoriteIds,
  insertFavorites,
} from './favorites.repository';

function parseListingId(rawId: string): number | null {
  const parsed = idParamSchema.safeParse({ id: rawId });
  return parsed.success ? parsed.data.id : null;
}

export async function listFavorites(db: AppDb, userId: string): Promise<FavoriteList> {
  return { ids: await findFavoriteIds(db, userId) };
}

/**
 * Marks a listing as a favourite of the person (idempotent). `onAdded` runs in the transaction that adds it (the
 * owner's notice commits with the favourite, or neither does).
 */
export async function addFavorite(
  db: AppDb,
  userId: string,
  rawId: string,
  onAdded?: (tx: AppDb, listingId: number) => Promise<void>,
): Promise<FavoriteList> {
  const id = parseListingId(rawId);
  const [exists] = id === null ? [] : await existingListingIds(db, [id]);
  if (exists === undefined) throw new AppError(404, 'listing_not_found', listingMessages.notFound, { id: rawId });
  const current = await findFavoriteIds(db, userId);
  if (!current.includes(exists)) {
    if (current.length >= FAVORITES_MAX)
      throw new AppError(409, 'favorites_full', favoriteMessages.full, { max: FAVORITES_MAX });
    await db.transaction(async (tx) => {
      await insertFavorites(tx, userId, [exists]);
      await onAdded?.(tx, exists);
    });
  }
  return listFavorites(db, userId);
}

/** Removes a listing from the person's favourites; removing one that is not there is not an error. */
export async function removeFavorite(db: AppDb, userId: string, rawId: string): Promise<FavoriteList> {
  const id = parseListingId(rawId);
  if (id !== null) await deleteFavorite(db, userId, id);
  return listFavorites(db, userId);
}

/**
 * Adds the favourites a person collected as a guest (or on another device while offline) to their account.
 * Listings that no longer exist are dropped; the account keeps at most FAVORITES_MAX.
 */
export async function mergeFavorites(db: AppDb, userId: string, ids: number[]): Promise<FavoriteList> {
  const wanted = [...new Set(ids)];
  const existing = new Set(await existingListingIds(db, wanted));
  const room = Math.max(0, FAVORITES_MAX - (await countFavorites(db, userId)));
  const current = new Set(await findFavoriteIds(db, userId));
  const toAdd = wanted.filter((id) => existing.has(id) && !current.has(id)).slice(0, room);
  await insertFavorites(db, userId, toAdd);
  return listFavorites(db, userId);
}
