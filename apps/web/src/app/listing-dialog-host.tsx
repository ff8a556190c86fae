import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingDialogTab } from '@/features/listing-detail/components/listing-detail-dialog';
import { useAuth } from '@/lib/auth/use-auth';
import { afterMerge } from '@/lib/cn';

// The dialog, gallery and reviews are their own chunk: most visits never open one.
const ListingDialogComposed = lazy(afterMerge(() => import('./listing-dialog-composed')));

const MAX_ID = 2_147_483_647;

function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** The person's position, when a page put it in the URL after they shared it (`lat` and `lng`). */
function parseOrigin(params: URLSearchParams): { lat: number; lng: number } | null {
  if (!params.has('lat') || !params.has('lng')) return null;
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * Opens the listing detail dialog on any page whose URL has `?listing=<id>` (so a shared link opens it too);
 * `&tab=contact|reserve` picks the tab. Closing removes both parameters and keeps the rest of the page's URL.
 */
export function ListingDialogHost() {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const listingId = parseId(params.get('listing'));
  if (listingId === null) return null;
  const tab: ListingDialogTab = params.get('tab') === 'reserve' ? 'reserve' : 'contact';

  const close = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('listing');
        next.delete('tab');
        return next;
      },
      { preventScrollReset: true },
    );
  const changeTab = (value: ListingDialogTab) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Suspense fallback={null}>
      <ListingDialogComposed
        key={listingId}
        listingId={listingId}
        onClose={close}
        tab={tab}
        onTabChange={changeTab}
        signedIn={user !== null}
        origin={parseOrigin(params)}
      />
    </Suspense>
  );
}
