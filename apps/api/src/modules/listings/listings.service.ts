import { listingIdParamSchema, type Listing } from '@vira/domain/listing';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { toListing } from './listing.mapper';
import { listingMessages } from './listings.messages';
import { findListingById, findListingsByIds } from './listings.repository';

export async function getListing(db: AppDb, rawId: string | number): Promise<Listing> {
  const parsed = listingIdParamSchema.safeParse({ id: rawId });
  const id = parsed.success ? parsed.data.id : String(rawId);
  const record = parsed.success ? await findListingById(db, parsed.data.id) : null;
  if (!record) throw new AppError(404, 'listing_not_found', listingMessages.notFound, { id });
  return toListing(record);
}

export async function getListings(db: AppDb, ids: number[]): Promise<Listing[]> {
  return (await findListingsByIds(db, ids)).map(toListing);
}
