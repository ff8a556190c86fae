import type { Listing } from '@vira/domain/listing';
import { CheckCircle2Icon, MapPinIcon, ShieldCheckIcon, StarIcon, ZapIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listingPath } from '@vira/domain/listing-address';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { ListingImage } from './listing-image';
import { ListingPrice } from './listing-price';

/** What a card needs; both a full `Listing` and a search result card fit. */
export type ListingCardData = Pick<
  Listing,
  | 'id'
  | 'title'
  | 'location'
  | 'currency'
  | 'pricePerDay'
  | 'rating'
  | 'reviewCount'
  | 'available'
  | 'hasInsurance'
  | 'instantBooking'
  | 'images'
> & {
  distanceKm?: number | null;
  /** A search card's hourly price (a full `Listing` has it under `service`). */
  pricePerHour?: number | null;
  service?: Listing['service'];
};

interface ListingCardProps {
  listing: ListingCardData;
  variant?: 'grid' | 'list';
  /** Buttons over the picture, e.g. the favourite heart a page composes in. */
  actions?: ReactNode;
  /** Extra row under the details (the list view's Contactar and share buttons). */
  footer?: ReactNode;
  /** The title's heading level: 3 under a section's h2, 2 when the cards follow the page's h1 directly. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The search parameters of the current URL plus `listing=<id>`: the detail dialog host opens from it. */
export function useListingHref(id: number, extra: Record<string, string> = {}) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set('listing', String(id));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return { pathname: location.pathname, search: `?${params.toString()}` };
}

/**
 * A listing as a card (grid) or a row (list). The title link covers the whole card, so clicking anywhere
 * opens the detail dialog; `actions` and `footer` sit above it and keep their own clicks.
 */
export function ListingCard({
  listing,
  variant = 'grid',
  actions,
  footer,
  headingLevel = 3,
  className,
}: ListingCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('listing-card');
  const dialog = useListingHref(listing.id);
  const navigate = useNavigate();
  const image = listing.images[0];
  const list = variant === 'list';
  return (
    <article
      data-testid="listing-card"
      data-listing-id={listing.id}
      className={cn(
        'group relative flex overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500',
        list ? 'flex-col sm:flex-row' : 'flex-col',
        className,
      )}
    >
      <div className={cn('relative shrink-0', list ? 'aspect-[4/3] sm:aspect-auto sm:w-64' : 'aspect-[4/3]')}>
        <ListingImage
          src={image?.url}
          alt={image?.alt ?? listing.title}
          className="size-full"
          sizes={list ? '(min-width: 640px) 256px, 100vw' : undefined}
        />
        <div className="absolute start-2 top-2 flex flex-wrap gap-1">
          {listing.instantBooking && (
            <Badge variant="accent" data-testid="badge-instant">
              <ZapIcon aria-hidden />
              {t('instant')}
            </Badge>
          )}
          {listing.hasInsurance && (
            <Badge variant="default" data-testid="badge-insured">
              <ShieldCheckIcon aria-hidden />
              {t('insured')}
            </Badge>
          )}
        </div>
        {actions && <div className="absolute end-2 top-2 z-10">{actions}</div>}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 font-semibold text-slate-900">
          {/* The address is the listing's own page: what a visitor without JavaScript, a crawler, a new tab or a copied
              link opens. A plain click in the app opens the dialog over this screen instead (decision 044). */}
          <Link
            to={listingPath(listing.id, listing.title)}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              void navigate(dialog, { preventScrollReset: true });
            }}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {listing.title}
          </Link>
        </Heading>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPinIcon className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{listing.location}</span>
          {listing.distanceKm != null && (
            <span className="shrink-0 text-slate-500">· {t('distance', { km: formatKm(listing.distanceKm) })}</span>
          )}
        </p>
        <div className="flex items-center gap-2 text-sm">
          {/* No reviews yet is news, not a zero rating. */}
          {listing.rating === null || listing.reviewCount === 0 ? (
            // A badge is no widget, so its fuller sentence is text for screen readers, not an aria-label (which a
            // plain span may not carry).
            <Badge variant="secondary" data-testid="badge-new">
              <span aria-hidden>{t('newListing')}</span>
              <span className="sr-only">{t('newListingLabel')}</span>
            </Badge>
          ) : (
            <>
              <span className="flex items-center gap-1">
                <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                <span className="font-medium" aria-hidden>
                  {listing.rating.toFixed(1)}
                </span>
                <span className="sr-only">{t('ratingLabel', { rating: listing.rating.toFixed(1) })}</span>
              </span>
              <span className="text-slate-500">({listing.reviewCount})</span>
            </>
          )}
          {listing.available && (
            <Badge variant="success" data-testid="badge-available">
              <CheckCircle2Icon aria-hidden />
              {t('available')}
            </Badge>
          )}
        </div>
        <div className="mt-auto flex items-end justify-between gap-2">
          <ListingPrice
            pricePerDay={listing.pricePerDay}
            pricePerHour={listing.pricePerHour ?? listing.service?.pricePerHour ?? null}
            currency={listing.currency}
            className="text-lg"
          />
        </div>
        {footer && <div className="relative z-10 flex flex-wrap gap-2 pt-1">{footer}</div>}
      </div>
    </article>
  );
}

function formatKm(km: number): string {
  return km < 10 ? km.toFixed(1) : String(Math.round(km));
}
