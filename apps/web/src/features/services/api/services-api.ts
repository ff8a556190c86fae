import { useQuery } from '@tanstack/react-query';
import type { ServicesQuery } from '@vira/domain/service';
import { servicesSearchQuery } from '@/lib/queries/service-queries';

export function useServicesSearch(query: Partial<ServicesQuery>) {
  return useQuery(servicesSearchQuery(query));
}
