import { FEATURED_LISTING_IDS } from '@vira/domain/listing';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { ListingCard } from '@/components/listing/listing-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeaturedListings } from '../api/featured-listings';

interface FeaturedSectionProps {
  /** Buttons over each card's picture (the page composes the favourite heart in). */
  renderActions?: (listingId: number) => ReactNode;
}

/** 'Destacados': the six fixed featured listings; each card opens the detail dialog through `?listing=<id>`. */
export function FeaturedSection({ renderActions }: FeaturedSectionProps) {
  const { t } = useTranslation('home');
  const featured = useFeaturedListings();
  const { isError, refetch } = featured;
  // The cards are rendered in the background, in slices, once they arrive (total blocking time, decision 031).
  const data = useDeferredValue(featured.data);
  const isPending = !data;
  return (
    <section aria-labelledby="home-featured" className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="home-featured" className="text-2xl font-bold">
            {t('featured.title')}
          </h2>
          <p className="text-slate-600">{t('featured.subtitle')}</p>
        </div>
        <Link to="/search" className="text-sm font-medium text-brand-700 hover:underline">
          {t('featured.viewAll')}
        </Link>
      </div>
      {isError ? (
        <div className="mt-6 flex flex-col items-center gap-3 text-center">
          <p className="text-slate-600">{t('featured.error')}</p>
          <Button variant="outline" onClick={() => void refetch()}>
            {t('featured.retry')}
          </Button>
        </div>
      ) : (
        <ul
          className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy={isPending}
          data-testid="featured-listings"
        >
          {isPending
            ? FEATURED_LISTING_IDS.map((id) => (
                <li key={id}>
                  <Skeleton className="aspect-[4/3] w-full" />
                </li>
              ))
            : data.map((listing) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} actions={renderActions?.(listing.id)} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
