import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { listingImages, listings } from '../../db/schema/listings';
import type { ImageAddressParts } from './image-url';

/**
 * A listing's cover (its first picture) as the parts of its address, or null: a column for the selects of cards,
 * carts, orders and chats, whose mappers pass it to `imageUrl`.
 */
export function coverImageOf(listingId: SQLWrapper): SQL<ImageAddressParts | null> {
  return sql<ImageAddressParts | null>`(select json_build_object('id', i.id, 'token', i.token) from listing_images i
    where i.listing_id = ${listingId} order by i.position, i.id limit 1)`;
}

export interface ImageSourceRow {
  id: number;
  token: string;
  storageKey: string;
  listingId: number;
  title: string;
  category: string;
  ownerId: string;
  /** Live and not hidden: the listing's photos are public. */
  listed: boolean;
}

/** One image with what a generated picture needs to know about its listing. */
export async function findImageSource(db: AppDb, id: number): Promise<ImageSourceRow | null> {
  const [row] = await db
    .select({
      id: listingImages.id,
      token: listingImages.token,
      storageKey: listingImages.storageKey,
      listingId: listingImages.listingId,
      title: listings.title,
      category: listings.category,
      ownerId: listings.ownerId,
      listed: listings.listed,
    })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .where(eq(listingImages.id, id))
    .limit(1);
  return row ?? null;
}
