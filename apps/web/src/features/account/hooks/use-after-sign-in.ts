import { useLocation } from 'react-router';

/**
 * Where to go once signed in: the screen a guarded route sent the person away from, else /user-dashboard.
 * The `welcome` marker of a verification link or OAuth return is dropped: the session watcher removes it from the
 * address bar behind the router's back, so the router may still hold it, and replaying it would greet a returning
 * person as a new one.
 */
export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/user-dashboard';
  const search = new URLSearchParams(from.search ?? '');
  search.delete('welcome');
  const query = search.toString();
  return `${from.pathname}${query ? `?${query}` : ''}${from.hash ?? ''}`;
}
