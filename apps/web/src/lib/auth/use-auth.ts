import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

interface SessionUser {
  id: string;
  email: string;
  name: string | null;
}

/** The signed-in person, if any. (Shared by every feature; the accounts work extends it with the full session state.) */
export function useAuth(): { user: SessionUser | null; loading: boolean } {
  const query = useQuery({
    queryKey: ['session'],
    queryFn: () => apiFetch<{ user: SessionUser } | null>('/api/auth/get-session').catch(() => null),
    staleTime: 5 * 60_000,
  });
  return { user: query.data?.user ?? null, loading: query.isPending };
}
