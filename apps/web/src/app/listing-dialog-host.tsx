import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { afterMerge } from '@/lib/cn';

// The dialog, gallery and reviews are their own chunk, and so is reading the dialog's address parameters: most
// visits never open one (decision 033).
const ListingDialogFromAddress = lazy(afterMerge(() => import('./listing-dialog-composed')));

/**
 * Opens the listing detail dialog on any page whose URL has `?listing=<id>` (so a shared link opens it too);
 * `&tab=contact|reserve` picks the tab. Closing removes both parameters and keeps the rest of the page's URL.
 */
export function ListingDialogHost() {
  const [params] = useSearchParams();
  if (!params.has('listing')) return null;
  return (
    <Suspense fallback={null}>
      <ListingDialogFromAddress />
    </Suspense>
  );
}
