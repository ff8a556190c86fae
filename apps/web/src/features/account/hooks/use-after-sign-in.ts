import { useLocation } from 'react-router';

/** Where to go once signed in: the screen a guarded route sent the person away from, else /user-dashboard. */
export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (from?.pathname && from.pathname !== '/login') return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return '/user-dashboard';
}
