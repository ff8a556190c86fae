import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@vira/domain/public-config';
import { apiFetch } from '@/lib/api-client';

/** Support contacts from the server's configuration; undefined until they arrive (the buttons wait for them). */
export function usePublicConfig(): PublicConfig | undefined {
  const query = useQuery({
    queryKey: ['public-config'],
    queryFn: () => apiFetch<PublicConfig>('/api/config/public'),
    staleTime: Infinity,
  });
  return query.data;
}
