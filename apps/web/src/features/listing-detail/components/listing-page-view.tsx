import type { Listing } from '@vira/domain/listing';
import { CalendarCheckIcon, MapPinIcon, StarIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { ListingBadges } from './listing-badges';
import { Button } from '@/components/ui/button';
import { useCurrency } from '@/lib/currency';
import { ImageGallery } from './image-gallery';
import { AdditionalDetails, IncludedItems } from './listing-facts';
import { ListingOwner } from './listing-owner';
import { ShareMenu } from './share-menu';

export interface ListingPageViewProps {
  listing: Listing;
  /** The reviews panel (the reviews feature), composed in by the page. */
  reviews?: ReactNode;
  /** The favourite heart (the favorites feature). */
  favorite?: ReactNode;
  /** Where the Contactar and Reservar buttons lead: the listing's dialog with that tab open. */
  tabHref(tab: 'contact' | 'reserve'): string;
}

/**
 * A listing's own page (`/listings/<id>-<slug>`): what a person arriving from a link or a search engine sees first —
 * cover, title, price, rating, availability, description, owner — rendered on the server and hydrated (decision 044).
 */
export function ListingPageView({ listing, reviews, favorite, tabHref }: ListingPageViewProps) {
  const { t } = useTranslation('listing');
  const { t: tCard } = useTranslation('listing-card');
  const { charged, approx } = useCurrency();
  // A service hired by the hour shows its hourly price first, as the dialog does ('$600.00/hora · $4,800.00/día'),
  // and the hourly price alone when it has no daily one.
  const perHour = listing.service?.pricePerHour ?? null;
  const hourly = perHour !== null && perHour > 0;
  const daily = listing.pricePerDay > 0 || !hourly;
  const converted = approx(daily ? listing.pricePerDay : perHour!, listing.currency);
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6" data-testid="listing-page">
      <nav aria-label={t('page.breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:underline">
              {t('page.home')}
            </Link>
          </li>
          <li aria-hidden>›</li>
          <li>
            <Link to="/search" className="hover:underline">
              {t('page.search')}
            </Link>
          </li>
          <li aria-hidden>›</li>
          <li aria-current="page" className="truncate text-slate-900">
            {listing.title}
          </li>
        </ol>
      </nav>
      <div className="grid gap-6 md:grid-cols-2">
        <ImageGallery listing={listing} priority />
        <div className="flex flex-col gap-4">
          <ListingBadges listing={listing} />
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{listing.title}</h1>
          <p className="flex items-center gap-1 text-slate-600">
            <MapPinIcon className="size-4 shrink-0" aria-hidden />
            <span data-testid="listing-location">{listing.location}</span>
          </p>
          <div className="flex items-center justify-between gap-2">
            <p className="flex flex-col" data-testid="listing-price">
              <span className="text-2xl font-semibold text-slate-900">
                {hourly && (
                  <span data-testid="listing-price-hour">
                    {charged(perHour, listing.currency)}
                    <span className="text-sm font-normal text-slate-500">{tCard('perHour')}</span>
                  </span>
                )}
                {hourly && daily && <span className="text-sm font-normal text-slate-500"> · </span>}
                {daily && (
                  <>
                    {charged(listing.pricePerDay, listing.currency)}
                    <span className="text-sm font-normal text-slate-500">{tCard('perDay')}</span>
                  </>
                )}
              </span>
              {converted && (
                <span className="text-sm text-slate-600" data-testid="listing-price-converted">
                  {t('page.approx', { price: daily ? converted : `${converted}${tCard('perHour')}` })}
                </span>
              )}
            </p>
            <div className="flex items-center gap-2">
              {favorite}
              <ShareMenu listingId={listing.id} title={listing.title} />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {listing.rating === null ? (
              <span className="font-medium text-brand-700" data-testid="listing-rating">
                {t('newListing')}
              </span>
            ) : (
              <span className="flex items-center gap-1" data-testid="listing-rating">
                <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                <span className="font-medium">{listing.rating.toFixed(1)}</span>
                <span className="text-slate-600">({t('reviews', { count: listing.reviewCount })})</span>
              </span>
            )}
            <span className="flex items-center gap-1 text-slate-700" data-testid="listing-availability">
              <CalendarCheckIcon className="size-4 text-brand-600" aria-hidden />
              {listing.available ? t('availability.available') : t('availability.unavailable')}
              {listing.available && (
                <span className="text-slate-600">
                  · {listing.instantBooking ? t('availability.instant') : t('availability.request')}
                </span>
              )}
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="lg">
              <Link to={tabHref('reserve')} preventScrollReset>
                {t('tabs.reserve')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={tabHref('contact')} preventScrollReset>
                {t('tabs.contact')}
              </Link>
            </Button>
          </div>
          <ListingOwner owner={listing.owner} />
        </div>
      </div>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('page.description')}</h2>
        <p className="whitespace-pre-line text-slate-700" data-testid="listing-description">
          {listing.description}
        </p>
      </section>
      <IncludedItems listing={listing} />
      <AdditionalDetails listing={listing} />
      {reviews}
    </article>
  );
}
