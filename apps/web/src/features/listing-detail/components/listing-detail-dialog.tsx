import { haversineKm } from '@vira/domain/geography';
import type { Listing } from '@vira/domain/listing';
import { verifiedRenterReason } from '@vira/domain/verified-renter-rule';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheckIcon, MapPinIcon, ShieldCheckIcon, StarIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { ListingPrice } from '@/components/listing/listing-price';
import { ListingBadges } from './listing-badges';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { useCurrency } from '@/lib/currency';
import { publicConfigQuery } from '@/lib/queries/config-queries';
import { useListing } from '../api/listing-api';
import { DialogPortalContainer } from '@/components/ui/dialog-portal-container';
import { GuestPrompt } from './guest-prompt';
import { ImageGallery } from './image-gallery';
import { AdditionalDetails, IncludedItems } from './listing-facts';
import { ListingOwner } from './listing-owner';
import { ShareMenu } from './share-menu';

export type ListingDialogTab = 'contact' | 'reserve';

export interface ListingDetailDialogProps {
  listingId: number;
  onClose(): void;
  tab: ListingDialogTab;
  onTabChange(tab: ListingDialogTab): void;
  /** Whether a person is signed in: guests see a sign-in prompt in the Contactar and Reservar tabs. */
  signedIn: boolean;
  /** Where the person is, only if they shared it: then the distance is shown. */
  origin?: { lat: number; lng: number } | null;
  /** Composed in by the app: the favourite heart, the reviews panel, and the chat and booking panels. */
  favoriteSlot?: ReactNode;
  /** The reviews panel; it words its empty state for an item or a service. */
  reviewsSlot?: (listingType: 'product' | 'service') => ReactNode;
  contactSlot?: ReactNode;
  reserveSlot?: ReactNode;
  /** A service's provider's verified credentials (the credentials feature), shown under the owner. */
  credentialsSlot?: (ownerId: string) => ReactNode;
  /** The listing's audit trail link (the audit feature), shown to its owner. */
  auditSlot?: (ownerId: string) => ReactNode;
}

/** The product detail dialog (spec document 2, section 2). */
export function ListingDetailDialog(props: ListingDetailDialogProps) {
  const { t } = useTranslation('listing');
  const query = useListing(props.listingId);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  // Opened from the URL, the dialog has no trigger for Radix to give the focus back to: it goes back to whatever
  // had it when the dialog opened (the card's link, a map popup's button), so keyboard users keep their place.
  const [opener] = useState(() => document.activeElement);
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent
        ref={setContent}
        onCloseAutoFocus={(event) => {
          if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
        // Not centred with a transform: a transformed box would trap the full-screen lightbox inside it.
        className="inset-x-0 top-4 mx-auto max-w-[calc(100%-1rem)] translate-none gap-6 sm:max-w-4xl"
        data-testid="listing-dialog"
      >
        <DialogPortalContainer value={content}>
          {query.isPending ? (
            <div className="flex flex-col gap-4" role="status" aria-label={t('loading')}>
              <DialogTitle className="sr-only">{t('loading')}</DialogTitle>
              <DialogDescription className="sr-only">{t('loading')}</DialogDescription>
              <Skeleton className="aspect-[4/3] w-full" />
              <Skeleton className="h-8 w-2/3" />
            </div>
          ) : query.isError ? (
            <DialogHeader>
              <DialogTitle>{t('notFoundTitle')}</DialogTitle>
              <DialogDescription>
                {query.error instanceof ApiError && query.error.status === 404 ? query.error.message : t('loadError')}
              </DialogDescription>
            </DialogHeader>
          ) : (
            <ListingDetail listing={query.data} {...props} />
          )}
        </DialogPortalContainer>
      </DialogContent>
    </Dialog>
  );
}

function ListingDetail({ listing, ...props }: ListingDetailDialogProps & { listing: Listing }) {
  const { t } = useTranslation('listing');
  const { charged } = useCurrency();
  // The owner's switch, or the deposit threshold the server is configured with (the same rule the API enforces).
  const depositThreshold = useQuery(publicConfigQuery()).data?.verificationRequiredAboveDeposit ?? null;
  const renterRule = verifiedRenterReason(listing, depositThreshold);
  const distance = props.origin ? haversineKm(props.origin, { lat: listing.latitude, lng: listing.longitude }) : null;
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <ImageGallery listing={listing} />
        <div className="flex flex-col gap-4">
          <DialogHeader className="gap-1 pe-8 text-start">
            <ListingBadges listing={listing} />
            <DialogTitle className="text-2xl">{listing.title}</DialogTitle>
            <DialogDescription className="flex items-center gap-1">
              <MapPinIcon className="size-4 shrink-0" aria-hidden />
              <span data-testid="listing-location">{listing.location}</span>
              {distance !== null && (
                <span className="shrink-0" data-testid="listing-distance">
                  · {t('distance', { km: distance < 10 ? distance.toFixed(1) : Math.round(distance) })}
                </span>
              )}
            </DialogDescription>
          </DialogHeader>
          <div className="flex items-center justify-between gap-2">
            <ListingPrice
              pricePerDay={listing.pricePerDay}
              pricePerHour={listing.service?.pricePerHour ?? null}
              currency={listing.currency}
              className="text-2xl"
            />
            <div className="flex items-center gap-2">
              {props.favoriteSlot}
              <ShareMenu listingId={listing.id} title={listing.title} />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {listing.rating === null ? (
              <span
                className="font-medium text-brand-700"
                data-testid="listing-rating"
                aria-label={t('newListingLabel')}
              >
                {t('newListing')}
              </span>
            ) : (
              <span className="flex items-center gap-1" data-testid="listing-rating">
                <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                <span className="font-medium">{listing.rating.toFixed(1)}</span>
                <span className="text-slate-500">({t('reviews', { count: listing.reviewCount })})</span>
              </span>
            )}
            <span className="flex items-center gap-1 text-slate-700" data-testid="listing-availability">
              <CalendarCheckIcon className="size-4 text-brand-600" aria-hidden />
              {listing.available ? t('availability.available') : t('availability.unavailable')}
              {listing.available && (
                <span className="text-slate-500">
                  · {listing.instantBooking ? t('availability.instant') : t('availability.request')}
                </span>
              )}
            </span>
          </div>
          <p className="text-sm whitespace-pre-line text-slate-700">{listing.description}</p>
          {(listing.owner.verified || listing.hasInsurance) && (
            <div
              className="flex gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
              data-testid="listing-protection"
            >
              <ShieldCheckIcon className="size-5 shrink-0" aria-hidden />
              <p>
                {listing.owner.verified && listing.hasInsurance
                  ? t('protection.both', { amount: charged(listing.insuranceCover, listing.currency) })
                  : listing.owner.verified
                    ? t('protection.verified')
                    : t('protection.insured', { amount: charged(listing.insuranceCover, listing.currency) })}
              </p>
            </div>
          )}
          <ListingOwner owner={listing.owner} />
          {listing.type === 'service' && props.credentialsSlot?.(listing.owner.id)}
          {props.auditSlot?.(listing.owner.id)}
        </div>
      </div>
      <IncludedItems listing={listing} />
      {renterRule && (
        // Said before anyone picks dates or pays: the API refuses an unverified renter (issue 38).
        <div className="flex gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900" data-testid="verified-renters-only">
          <ShieldCheckIcon className="size-5 shrink-0" aria-hidden />
          <div className="space-y-1">
            <p className="font-semibold">{t('verifiedRenters.title')}</p>
            <p>
              {renterRule === 'owner'
                ? t('verifiedRenters.text')
                : t('verifiedRenters.deposit', { amount: charged(depositThreshold ?? 0, 'MXN') })}
            </p>
            <Link className="font-medium underline" to="/verification">
              {t('verifiedRenters.action')}
            </Link>
          </div>
        </div>
      )}
      <Tabs value={props.tab} onValueChange={(value) => props.onTabChange(value as ListingDialogTab)}>
        <TabsList className="w-full">
          <TabsTrigger value="contact">{t('tabs.contact')}</TabsTrigger>
          <TabsTrigger value="reserve">{t('tabs.reserve')}</TabsTrigger>
        </TabsList>
        <TabsContent value="contact" className="pt-2">
          {props.signedIn ? (props.contactSlot ?? <ComingSoon />) : <GuestPrompt action="contact" />}
        </TabsContent>
        <TabsContent value="reserve" className="pt-2">
          {props.signedIn ? (props.reserveSlot ?? <ComingSoon />) : <GuestPrompt action="reserve" />}
        </TabsContent>
      </Tabs>
      <AdditionalDetails listing={listing} />
      {props.reviewsSlot?.(listing.type)}
    </>
  );
}

/** Shown to a signed-in person until the chat and booking panels are composed in. */
function ComingSoon() {
  const { t } = useTranslation('listing');
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
      {t('tabs.comingSoon')}
    </p>
  );
}
