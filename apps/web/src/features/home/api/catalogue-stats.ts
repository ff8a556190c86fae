import { useQuery } from '@tanstack/react-query';
import { catalogueStatsQuery } from '@/lib/queries/stats-queries';

export function useCatalogueStats() {
  return useQuery(catalogueStatsQuery());
}
