import { useQuery } from '@tanstack/react-query';
import { listingQuery } from '@/lib/queries/listing-queries';

export function useListing(id: number) {
  return useQuery(listingQuery(id));
}
