import type { Listing } from '@vira/domain/listing';

/**
 * The price a listing's public page leads with in its head, link preview and schema.org: per day, or per hour for a
 * service priced only by the hour (never "0 a day"; issue 34, item 7). The page's body shows both, as the dialog.
 */
export function unitPriceOf(listing: Listing): { amount: number; unit: 'day' | 'hour' } {
  const perHour = listing.service?.pricePerHour ?? 0;
  if (listing.pricePerDay === 0 && perHour > 0) return { amount: perHour, unit: 'hour' };
  return { amount: listing.pricePerDay, unit: 'day' };
}
