import type { PublicProfile } from '@vira/domain/profile';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function usePublicProfile(userId: string) {
  return useQuery({
    queryKey: ['public-profile', userId],
    queryFn: () => apiFetch<PublicProfile>(`/api/profiles/${encodeURIComponent(userId)}`),
    retry: false,
  });
}
