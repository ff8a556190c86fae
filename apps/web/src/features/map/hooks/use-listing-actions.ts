import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * Chat, Reservar and details for a listing shown on the map. Details open the shared detail dialog through
 * `?listing=<id>` (chat and booking pick the host's `tab=contact|reserve`); guests who want to chat or book go to
 * /login and come back here afterwards.
 */
export function useListingActions() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();

  function openListing(id: number, extra: Record<string, string> = {}) {
    const next = new URLSearchParams(params);
    next.set('listing', String(id));
    for (const [k, v] of Object.entries(extra)) next.set(k, v);
    setParams(next);
  }

  function requireLogin(): boolean {
    if (user) return false;
    void navigate('/login', { state: { from: location } });
    return true;
  }

  return {
    details: (id: number) => openListing(id),
    book: (id: number) => {
      if (!requireLogin()) openListing(id, { tab: 'reserve' });
    },
    chat: (id: number) => {
      if (!requireLogin()) openListing(id, { tab: 'contact' });
    },
  };
}
