import type { QueryClient } from '@tanstack/react-query';
import { i18next } from '@/lib/i18n';
import { lazyToast } from '@/lib/lazy-toast';
import { PROFILE_QUERY_KEY, SESSION_QUERY_KEY, type SessionData } from './session';

const SIGN_IN_FLAG = 'vira.auth.pendingWelcome';
const OAUTH_REFERRERS = ['google.', 'facebook.', 'apple.', 'github.', 'linkedin.', 'twitter.', 'x.com', 'discord.'];

/**
 * Called right before a sign-in the person just made, so the welcome toast shows only then (spec §4); `first` when
 * that sign-in made the account (a new WhatsApp number), which is greeted as new rather than back.
 */
export function expectSignIn(kind: 'first' | 'return' = 'return'): void {
  try {
    sessionStorage.setItem(SIGN_IN_FLAG, kind === 'first' ? 'new' : '1');
  } catch {
    // Storage blocked: no welcome toast, nothing else changes.
  }
}

let landingSignIn: 'first' | 'return' | null = null;

/**
 * Verification links and OAuth returns land with ?welcome=1 (?welcome=new for a new account): a sign-in too. The
 * marker is taken out of the address before the router starts (main.tsx), so no screen sees it or carries it on
 * (a guarded screen remembering it as the place to return to would greet a returning person as a new one).
 */
export function takeWelcomeFromAddress(): void {
  const url = new URL(window.location.href);
  const welcome = url.searchParams.get('welcome');
  if (welcome === null) return;
  url.searchParams.delete('welcome');
  if (url.searchParams.has('error')) {
    // A verification link that failed (bad, expired) lands here with Better Auth's `error` and no session: /login
    // says so, instead of the guarded screen sending the person there without a word.
    window.history.replaceState(window.history.state, '', `/login?${VERIFICATION_FAILED}=1`);
    return;
  }
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  landingSignIn = welcome === 'new' ? 'first' : 'return';
}

/** The /login parameter that says a verification link failed. */
export const VERIFICATION_FAILED = 'verification-failed';

/** Which sign-in just happened, if the person made one: their first ever, or a return. */
function takeSignInFlag(): 'first' | 'return' | null {
  let flagged: 'first' | 'return' | null = null;
  try {
    const stored = sessionStorage.getItem(SIGN_IN_FLAG);
    if (stored === '1') flagged = 'return';
    else if (stored === 'new') flagged = 'first';
    sessionStorage.removeItem(SIGN_IN_FLAG);
  } catch {
    // See expectSignIn.
  }
  if (landingSignIn !== null) flagged = landingSignIn;
  landingSignIn = null;
  return flagged;
}

let signingOutFrom: string | null = null;

/** Called as the person signs out: the screen they were on decides the toast, not the one they are sent to. */
export function expectSignOut(): void {
  signingOutFrom = window.location.pathname;
}

/** Spec §4: no signed-out toast on the dashboard, with a token in the hash, or coming back from an OAuth provider. */
function signedOutToastAllowed(): boolean {
  const path = signingOutFrom ?? window.location.pathname;
  signingOutFrom = null;
  if (path === '/dashboard' || path === '/user-dashboard') return false;
  if (window.location.hash.includes('access_token')) return false;
  const referrer = document.referrer.toLowerCase();
  return !OAUTH_REFERRERS.some((host) => referrer.includes(host));
}

/** Keys left by older sign-ins (spec: names containing 'supabase' or 'auth'). */
export function clearStoredAuthKeys(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (/supabase|auth/i.test(key)) localStorage.removeItem(key);
    }
  } catch {
    // Storage blocked: nothing stored either.
  }
}

const watched = new WeakSet<QueryClient>();

/**
 * Turns changes of the cached session into the spec's events: SIGNED_IN (welcome toast 2 s, profile load),
 * SIGNED_OUT (profile cleared, toast 3 s), including a session the server revoked or let expire, which the
 * 5-minute check discovers. Installed once per query client by useAuth.
 */
export function watchSession(queryClient: QueryClient): void {
  if (watched.has(queryClient)) return;
  watched.add(queryClient);
  let known: string | null | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== SESSION_QUERY_KEY[0]) return;
    if (event.query.state.status !== 'success') return;
    const data = event.query.state.data as SessionData | null | undefined;
    const userId = data?.user.id ?? null;
    const previous = known;
    known = userId;
    scheduleRefresh(data);
    if (previous === userId) return;
    const signIn = userId ? takeSignInFlag() : null;
    if (signIn) {
      void lazyToast(
        (toast) =>
          toast.success(i18next.t(signIn === 'first' ? 'account:toast.welcomeNew' : 'account:toast.welcome'), {
            duration: 2000,
          }),
        i18next.loadNamespaces('account'),
      );
    }
    if (!userId) {
      queryClient.setQueryData(PROFILE_QUERY_KEY, null);
      queryClient.removeQueries({ queryKey: PROFILE_QUERY_KEY });
      if (previous && signedOutToastAllowed()) {
        void lazyToast(
          (toast) => toast(i18next.t('account:toast.signedOut'), { duration: 3000 }),
          i18next.loadNamespaces('account'),
        );
      }
    } else {
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    }
  });

  // A session about to run out is asked for again 5 minutes before its end (the server renews it).
  function scheduleRefresh(data: SessionData | null | undefined) {
    clearTimeout(refreshTimer);
    if (!data) return;
    const due = new Date(data.session.expiresAt).getTime() - 5 * 60_000 - Date.now();
    if (due > 0 && due < 2 ** 31 - 1) {
      refreshTimer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }), due);
    }
  }
}
