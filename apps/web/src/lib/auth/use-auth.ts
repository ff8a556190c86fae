import type { Profile } from '@vira/domain/profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';
import { lazyToast } from '@/lib/lazy-toast';
import {
  fetchProfile,
  fetchSession,
  PROFILE_QUERY_KEY,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_QUERY_KEY,
  type SessionUser,
} from './session';
import { clearStoredAuthKeys, expectSignOut, watchSession } from './session-watcher';

export type { SessionUser } from './session';

export interface AuthState {
  user: SessionUser | null;
  profile: Profile | null;
  /** True until the first session check has answered. */
  loading: boolean;
  /** Signs out on the server (the session is revoked), then locally; a failure still signs out locally. */
  signOut(): Promise<void>;
  /** Asks the server again (after a sign-in, or a profile change). */
  refresh(): Promise<void>;
}

/** The signed-in person and their profile, shared by every feature through the query cache. */
export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  watchSession(queryClient);
  const session = useQuery({
    queryKey: SESSION_QUERY_KEY,
    // A failed check (network blip) keeps the last known session; only the server's null signs out.
    queryFn: fetchSession,
    staleTime: SESSION_CHECK_INTERVAL_MS,
    refetchInterval: SESSION_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });
  const user = session.data?.user ?? null;
  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: fetchProfile,
    enabled: user !== null,
    // Spec §4: a missing profile is retried once after 1 second (the server creates it if still missing).
    retry: 1,
    retryDelay: 1000,
  });

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    expectSignOut();
    try {
      await apiFetch('/api/auth/sign-out', { method: 'POST', json: {} });
    } catch {
      void lazyToast(
        (toast) => toast.error(i18next.t('account:errors.signOutFailed')),
        i18next.loadNamespaces('account'),
      );
    }
    clearStoredAuthKeys();
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  }, [queryClient]);

  return {
    user,
    profile: user ? (profile.data ?? null) : null,
    loading: session.isPending,
    signOut,
    refresh,
  };
}
