import { AuditTrailLink } from '@/features/audit/components/audit-trail-link';
import { ReservePanel } from '@/features/booking/components/reserve-panel';
import { ContactOwnerPanel } from '@/features/chat/components/contact-owner-panel';
import { PublicCredentials } from '@/features/credentials/components/public-credentials';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import {
  ListingDetailDialog,
  type ListingDetailDialogProps,
} from '@/features/listing-detail/components/listing-detail-dialog';
import { ReviewsPanel } from '@/features/reviews/components/reviews-panel';

type ComposedProps = Omit<ListingDetailDialogProps, 'favoriteSlot' | 'reviewsSlot' | 'credentialsSlot' | 'auditSlot'>;

/**
 * The detail dialog with the pieces other features provide: the favourite heart and the reviews panel (and,
 * as they arrive, the chat and reservation panels through contactSlot / reserveSlot). Loaded on first open.
 */
export default function ListingDialogComposed(props: ComposedProps) {
  return (
    <ListingDetailDialog
      {...props}
      favoriteSlot={<FavoriteButton listingId={props.listingId} />}
      reviewsSlot={(listingType) => (
        <ReviewsPanel type="item" itemId={props.listingId} service={listingType === 'service'} />
      )}
      reserveSlot={<ReservePanel listingId={props.listingId} />}
      contactSlot={<ContactOwnerPanel listingId={props.listingId} />}
      credentialsSlot={(ownerId) => <PublicCredentials userId={ownerId} />}
      auditSlot={(ownerId) => <AuditTrailLink entityType="listing" entityId={props.listingId} onlyFor={ownerId} />}
    />
  );
}
