import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { listingImages, listings } from '../../db/schema/listings';

export interface ImageSourceRow {
  id: number;
  storageKey: string;
  listingId: number;
  title: string;
  category: string;
}

/** One image with what a generated picture needs to know about its listing. */
export async function findImageSource(db: AppDb, id: number): Promise<ImageSourceRow | null> {
  const [row] = await db
    .select({
      id: listingImages.id,
      storageKey: listingImages.storageKey,
      listingId: listingImages.listingId,
      title: listings.title,
      category: listings.category,
    })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .where(eq(listingImages.id, id))
    .limit(1);
  return row ?? null;
}
