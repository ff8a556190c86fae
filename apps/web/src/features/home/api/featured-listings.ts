import { FEATURED_LISTING_IDS, type Listing } from '@vira/domain/listing';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The home page's 'Destacados' (fixed ids, spec document 1), in one request. */
export function useFeaturedListings() {
  return useQuery({
    queryKey: ['listings', 'by-ids', FEATURED_LISTING_IDS],
    queryFn: async () =>
      (await apiFetch<{ items: Listing[] }>(`/api/listings?ids=${FEATURED_LISTING_IDS.join(',')}`)).items,
  });
}
