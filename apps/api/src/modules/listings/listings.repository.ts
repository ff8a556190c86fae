import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { listingImages, listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';

export type ListingRow = typeof listings.$inferSelect;
export type ListingImageRow = typeof listingImages.$inferSelect;
export type OwnerRow = Pick<typeof profiles.$inferSelect, 'userId' | 'fullName' | 'avatarUrl' | 'isVira' | 'rating' | 'verificationStatus'>;

export interface ListingRecord {
  listing: ListingRow;
  owner: OwnerRow;
  images: ListingImageRow[];
}

const ownerColumns = {
  userId: profiles.userId,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  isVira: profiles.isVira,
  rating: profiles.rating,
  verificationStatus: profiles.verificationStatus,
};

export async function findListingById(db: AppDb, id: number): Promise<ListingRecord | null> {
  const [row] = await db
    .select({ listing: listings, owner: ownerColumns })
    .from(listings)
    .innerJoin(profiles, eq(profiles.userId, listings.ownerId))
    .where(eq(listings.id, id))
    .limit(1);
  if (!row) return null;
  const images = await db
    .select()
    .from(listingImages)
    .where(eq(listingImages.listingId, id))
    .orderBy(asc(listingImages.position), asc(listingImages.id));
  return { ...row, images };
}

/** Several listings with owners and images in three queries, keeping the order of `ids`. */
export async function findListingsByIds(db: AppDb, ids: number[]): Promise<ListingRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ listing: listings, owner: ownerColumns })
    .from(listings)
    .innerJoin(profiles, eq(profiles.userId, listings.ownerId))
    .where(inArray(listings.id, ids));
  const images = await db
    .select()
    .from(listingImages)
    .where(inArray(listingImages.listingId, ids))
    .orderBy(asc(listingImages.position), asc(listingImages.id));
  const byListing = new Map<number, ListingImageRow[]>();
  for (const image of images) {
    const list = byListing.get(image.listingId) ?? [];
    list.push(image);
    byListing.set(image.listingId, list);
  }
  const byId = new Map(rows.map((r) => [r.listing.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...r, images: byListing.get(id) ?? [] }] : [];
  });
}
