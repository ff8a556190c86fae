import type { Listing } from '@vira/domain/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** One listing with owner and images; shared by the dialog and any page that shows listings by id. */
export function listingQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['listing', id],
    queryFn: () => apiFetch<Listing>(`/api/listings/${id}`),
    // A listing that does not exist will not appear on a retry.
    retry: (count, error) => count < 2 && !(error && 'status' in error && error.status === 404),
  });
}

export function useListing(id: number) {
  return useQuery(listingQueryOptions(id));
}
