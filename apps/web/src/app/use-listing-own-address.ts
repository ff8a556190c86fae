import { listingPath } from '@vira/domain/listing-address';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useListing } from '@/features/listing-detail/api/listing-api';

/**
 * While the dialog shows a listing over a screen, the tab is named after it and the address bar gives its own
 * page (`/listings/<id>-<slug>`, decision 044): what a person copies or reloads is the listing page. The router
 * keeps the screen's address (`?listing=<id>`) as its own, so closing the dialog returns to that screen; an address
 * that picks a tab (`&tab=reserve`) stays the app's, as the tab is part of it.
 */
export function useListingOwnAddress(listingId: number, keepAddress: boolean): void {
  const { t } = useTranslation('shell');
  const title = useListing(listingId).data?.title;
  const location = useLocation();

  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = t('titleFormat.page', { title });
    return () => {
      document.title = before;
    };
  }, [title, t]);

  useEffect(() => {
    if (!title || keepAddress) return;
    const own = listingPath(listingId, title);
    // The router's own entry (its state) stays: only the address shown and copied changes.
    if (window.location.pathname !== own) window.history.replaceState(window.history.state, '', own);
  }, [title, listingId, keepAddress, location]);
}
