import { useQuery } from '@tanstack/react-query';
import { publicProfileQuery } from '@/lib/queries/profile-queries';

export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQuery(userId));
}
