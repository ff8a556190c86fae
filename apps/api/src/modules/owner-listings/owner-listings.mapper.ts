import type { OwnerListing } from '@vira/domain/listing-editor';
import { toListing } from '../listings';
import type { OwnerListingRecord } from './owner-listings.repository';

/** A listing as its owner sees it: the public shape plus status, rules and why an admin hid it. */
export function toOwnerListing(record: OwnerListingRecord): OwnerListing {
  const { listing } = record;
  return {
    ...toListing(record),
    status: listing.status,
    subcategory: listing.subcategory,
    hiddenReason: listing.hiddenAt ? listing.hiddenReason : null,
    hiddenAt: listing.hiddenAt?.toISOString() ?? null,
    publishedAt: listing.publishedAt?.toISOString() ?? null,
    updatedAt: listing.updatedAt.toISOString(),
    nextBooking: record.nextBooking,
  } as OwnerListing;
}
