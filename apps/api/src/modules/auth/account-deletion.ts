import type { AppDb } from '../../db/client';
import { deleteAllFavorites } from '../favorites';
import { refreshListingRating } from '../owner-listings';
import { deleteProfile } from '../profiles';
import { findReviewedListingIds } from '../reviews';

/**
 * What goes with a deleted account: its profile (and through it its listings and the reviews it wrote), its
 * favourites, and the cached rating and review count of every listing it had reviewed, so no figure still
 * counts a person who is gone. Composed here, where the account is deleted, so profiles imports none of the
 * modules whose rows go with it (no import circle, decision 054).
 */
export async function deleteAccountData(db: AppDb, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const reviewed = await findReviewedListingIds(tx, userId);
    await deleteAllFavorites(tx, userId);
    await deleteProfile(tx, userId);
    for (const listingId of reviewed) await refreshListingRating(tx, listingId);
  });
}
