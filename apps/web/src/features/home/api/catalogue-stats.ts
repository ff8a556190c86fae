import type { CatalogueStats } from '@vira/domain/stats';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Listings, distinct countries and distinct cities, counted by the API from the database. */
export function useCatalogueStats() {
  return useQuery({ queryKey: ['stats'], queryFn: () => apiFetch<CatalogueStats>('/api/stats') });
}
