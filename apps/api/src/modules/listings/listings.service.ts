import { idParamSchema } from '@vira/domain/id';
import type { Listing } from '@vira/domain/listing';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { toListing } from './listing.mapper';
import { listingMessages } from './listings.messages';
import { findListingById, findListingsByIds } from './listings.repository';

/** A listing as the public sees it; drafts, paused and hidden listings only to their owner (`viewerId`). */
export async function getListing(db: AppDb, rawId: string | number, viewerId?: string): Promise<Listing> {
  const parsed = idParamSchema.safeParse({ id: rawId });
  const id = parsed.success ? parsed.data.id : String(rawId);
  const found = parsed.success ? await findListingById(db, parsed.data.id) : null;
  const record = found && (found.listing.listed || found.listing.ownerId === viewerId) ? found : null;
  if (!record) throw new AppError(404, 'listing_not_found', listingMessages.notFound, { id });
  return toListing(record);
}

export async function getListings(db: AppDb, ids: number[]): Promise<Listing[]> {
  return (await findListingsByIds(db, ids)).map(toListing);
}
