import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@vira/domain/public-config';
import { publicConfigQuery } from '@/lib/queries/config-queries';

/** Support contacts from the server's configuration; undefined until they arrive (the buttons wait for them). */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(publicConfigQuery()).data;
}
