import { FEATURED_LISTING_IDS } from '@vira/domain/listing';
import { useQuery } from '@tanstack/react-query';
import { listingsByIdsQuery } from '@/lib/queries/listing-queries';

/** The home page's 'Destacados' (fixed ids, spec document 1), in one request. */
export function useFeaturedListings() {
  return useQuery(listingsByIdsQuery(FEATURED_LISTING_IDS));
}
