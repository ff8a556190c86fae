import { useQuery } from '@tanstack/react-query';
import { categoryIdOfSegment, categoryListingsQuery, categoryWithPage } from '@vira/domain/public-addresses';
import { ChevronRightIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link } from '@/lib/localized-link';
import { ListingCard } from '@/components/listing/listing-card';
import { Skeleton } from '@/components/ui/skeleton';
import { categorySearchHref } from '@/features/categories/components/category-item';
import { searchResultsQuery } from '@/lib/queries/search-queries';
import { categoryLabelKey } from '@/lib/taxonomy-keys';
import NotFoundPage from './not-found-page';

/**
 * `/categories/<category>` (and `/<language>/categories/…`): a category of the taxonomy with its newest live
 * listings. The server renders it with the first page already in the query cache (decision 044).
 */
export default function CategoryPage() {
  const { category: segment = '' } = useParams();
  const entry = categoryWithPage(categoryIdOfSegment(segment));
  return entry ? <Category id={entry.id} label={categoryLabelKey(entry)} /> : <NotFoundPage />;
}

function Category({ id, label }: { id: string; label: ReturnType<typeof categoryLabelKey> }) {
  const { t } = useTranslation(['categories', 'shell']);
  const results = useQuery(searchResultsQuery(categoryListingsQuery(id)));
  const name = t(label);
  useEffect(() => {
    document.title = t('shell:titleFormat.page', { title: name });
  }, [name, t]);
  return (
    <section className="mx-auto max-w-7xl px-4 py-8" data-testid="category-page">
      <nav aria-label={t('page.breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          <li>
            <Link to="/" className="hover:underline">
              {t('page.home')}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRightIcon className="size-4 rtl:-scale-x-100" />
          </li>
          <li>
            <Link to="/categories" className="hover:underline">
              {t('page.title')}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRightIcon className="size-4 rtl:-scale-x-100" />
          </li>
          <li aria-current="page" className="font-medium text-slate-900">
            {name}
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-bold break-words">{name}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600">
        {results.data && (
          <span data-testid="category-listing-count">{t('page.listingCount', { count: results.data.total })}</span>
        )}
        <Link to={categorySearchHref(id)} className="font-medium text-brand-700 underline">
          {t('page.searchAll', { name })}
        </Link>
      </p>
      <div className="mt-6">
        {results.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : results.isError || results.data.items.length === 0 ? (
          <p className="text-slate-600" data-testid="category-empty">
            {t('page.empty')}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {results.data.items.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
