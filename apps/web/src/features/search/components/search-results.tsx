import type { SearchResponse } from '@vira/domain/search';
import { SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingCard } from '@/components/listing/listing-card';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ViewMode } from '../search-url';
import { ListingActions } from './listing-actions';
import { SearchPagination } from './search-pagination';

export interface SearchResultsProps {
  data: SearchResponse;
  view: Exclude<ViewMode, 'map'>;
  /** The cards shown are not the latest answer yet (a newer one is on its way or rendering). */
  busy: boolean;
  /** The cards shown are the previous page's or query's, kept while the next arrives. */
  stale: boolean;
  /** The page the URL asks for. */
  page: number;
  renderCardActions?(listingId: number): ReactNode;
  onPage(page: number): void;
  onClearAll(): void;
  onFirstPage(): void;
}

/**
 * The answer of a search: its cards (grid or list), or the empty state, and the pages. Its own chunk, fetched
 * beside the search request (search-screen.tsx): the first screen paints with skeletons of the cards' size.
 */
export default function SearchResults({
  data,
  view,
  busy,
  stale,
  page,
  renderCardActions,
  onPage,
  onClearAll,
  onFirstPage,
}: SearchResultsProps) {
  const { t } = useTranslation('search');
  return (
    <>
      {data.total === 0 && (
        <div className="flex flex-col items-center gap-4 py-16 text-center" data-testid="search-empty">
          <SearchXIcon className="size-12 text-slate-300" aria-hidden />
          <p className="text-xl font-semibold text-slate-800">{t('noResults')}</p>
          <p className="text-slate-600">{t('noResultsHint')}</p>
          <Button onClick={onClearAll}>{t('clearAllFilters')}</Button>
        </div>
      )}

      {data.items.length > 0 && (
        <ul
          data-testid="search-results"
          aria-busy={busy}
          className={cn(
            'grid gap-4 transition-opacity',
            view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1',
            stale && 'opacity-60',
          )}
        >
          {data.items.map((listing) => (
            <li key={listing.id}>
              <ListingCard
                listing={listing}
                variant={view}
                actions={renderCardActions?.(listing.id)}
                footer={view === 'list' ? <ListingActions listingId={listing.id} /> : undefined}
                className="h-full"
              />
            </li>
          ))}
        </ul>
      )}

      <SearchPagination page={data.page} totalPages={data.totalPages} onPage={onPage} />
      {page > 1 && data.items.length === 0 && data.total > 0 && (
        <Button variant="link" onClick={onFirstPage}>
          {t('backToFirstPage')}
        </Button>
      )}
    </>
  );
}
