import { useQueries } from '@tanstack/react-query';
import { HeartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { ListingCard } from '@/components/listing/listing-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { useFavorites } from '@/features/favorites/hooks/use-favorites';
import { listingQuery } from '@/lib/queries/listing-queries';

/** The person's favourite listings as cards (newest first), or an empty state leading to the search. */
export default function FavoritesPage() {
  const { t } = useTranslation('favorites');
  const { ids, ready } = useFavorites();
  const results = useQueries({ queries: ids.map((id) => listingQuery(id)) });
  // Listings removed by their owners since they were hearted simply drop out.
  const listings = results.flatMap((r) => (r.data ? [r.data] : []));
  const loading = !ready || results.some((r) => r.isPending);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('page.title')}</h1>
      {ready && ids.length > 0 && (
        <p className="mt-2 text-slate-600" data-testid="favorites-count">
          {t('page.count', { count: ids.length })}
        </p>
      )}
      {ready && ids.length === 0 ? (
        <div className="mt-12 flex flex-col items-center gap-4 text-center" data-testid="favorites-empty">
          <HeartIcon className="size-12 text-slate-300" aria-hidden />
          <h2 className="text-xl font-semibold">{t('page.emptyTitle')}</h2>
          <p className="max-w-md text-slate-600">{t('page.emptyText')}</p>
          <Button asChild>
            <Link to="/search">{t('page.explore')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading}>
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} headingLevel={2} actions={<FavoriteButton listingId={listing.id} />} />
            </li>
          ))}
          {loading &&
            ids.slice(listings.length).map((id) => (
              <li key={`loading-${id}`}>
                <Skeleton className="aspect-[4/3] w-full" />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
