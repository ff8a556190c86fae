import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AuditTrailLink } from '@/features/audit/components/audit-trail-link';
import { ReservePanel } from '@/features/booking/components/reserve-panel';
import { ContactOwnerPanel } from '@/features/chat/components/contact-owner-panel';
import { PublicCredentials } from '@/features/credentials/components/public-credentials';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import {
  ListingDetailDialog,
  type ListingDetailDialogProps,
  type ListingDialogTab,
} from '@/features/listing-detail/components/listing-detail-dialog';
import { ReviewsPanel } from '@/features/reviews/components/reviews-panel';
import { useAuth } from '@/lib/auth/use-auth';
import { useListingOwnAddress } from './use-listing-own-address';

type ComposedProps = Omit<ListingDetailDialogProps, 'favoriteSlot' | 'reviewsSlot' | 'credentialsSlot' | 'auditSlot'>;

/**
 * The detail dialog with the pieces other features provide: the favourite heart and the reviews panel (and,
 * as they arrive, the chat and reservation panels through contactSlot / reserveSlot). Loaded on first open.
 */
function ListingDialogComposed(props: ComposedProps) {
  return (
    <ListingDetailDialog
      {...props}
      favoriteSlot={own(<FavoriteButton listingId={props.listingId} />)}
      reviewsSlot={(listingType) =>
        own(<ReviewsPanel type="item" itemId={props.listingId} service={listingType === 'service'} />)
      }
      reserveSlot={own(<ReservePanel listingId={props.listingId} />)}
      contactSlot={own(<ContactOwnerPanel listingId={props.listingId} />)}
      credentialsSlot={(ownerId) => own(<PublicCredentials userId={ownerId} />)}
      auditSlot={(ownerId) => own(<AuditTrailLink entityType="listing" entityId={props.listingId} onlyFor={ownerId} />)}
    />
  );
}

/**
 * Each piece waits for its own words and code in its own boundary. The pieces appear once the listing has loaded,
 * inside a dialog already open; a piece that suspended up to the host's boundary hid the whole dialog, and a
 * keyboard user's focus fell out of it (seen on a loaded machine: Tab left the dialog).
 */
function own(piece: ReactNode) {
  return <Suspense fallback={null}>{piece}</Suspense>;
}

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

/** The dialog of `?listing=<id>&tab=…` (see listing-dialog-host.tsx); nothing for an id that is not one. */
export default function ListingDialogFromAddress() {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const listingId = parseId(params.get('listing'));
  if (listingId === null) return null;
  return <ListingDialogAt listingId={listingId} params={params} setParams={setParams} signedIn={user !== null} />;
}

function ListingDialogAt({
  listingId,
  params,
  setParams,
  signedIn,
}: {
  listingId: number;
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
  signedIn: boolean;
}) {
  useListingOwnAddress(listingId, params.has('tab'));
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
    <ListingDialogComposed
      key={listingId}
      listingId={listingId}
      onClose={close}
      tab={tab}
      onTabChange={changeTab}
      signedIn={signedIn}
      origin={parseOrigin(params)}
    />
  );
}
