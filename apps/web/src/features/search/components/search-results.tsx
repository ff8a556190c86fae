import type { SearchResponse } from '@vira/domain/search';
import { SearchXIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingCard } from '@/components/listing/listing-card';
import { Button } from '@/components/ui/button';
import { NearViewport } from '@/components/ui/near-viewport';
import { cn } from '@/lib/cn';
import type { ViewMode } from '../search-url';
import { ListingActions } from './listing-actions';
import { SearchPagination } from './search-pagination';

/** Six cards fill whole rows in one, two and three columns. */
const GROUP = 6;

/** The height of a group of six (measured at 390, 700 and 1280 px), kept while it waits. */
const GROUP_ROOM: Record<Exclude<ViewMode, 'map'>, string> = {
  grid: 'min-h-[170rem] sm:min-h-[81.5rem] lg:min-h-[57.75rem]',
  list: 'min-h-[187rem] sm:min-h-[87rem] lg:min-h-[79.5rem]',
};

function groupsOf<T>(items: T[]): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += GROUP) groups.push(items.slice(i, i + GROUP));
  return groups;
}

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
        <div
          data-testid="search-results"
          aria-busy={busy}
          className={cn('grid gap-4 transition-opacity', stale && 'opacity-60')}
        >
          {groupsOf(data.items).map((items, index) => {
            const list = (
              <ul className={cn('grid gap-4', view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}>
                {items.map((listing) => (
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
            );
            // The first group is the first screen's (on a phone the cards start below it anyway); the others come
            // as a person scrolls near them, so loading a page of 24 does not render, lay out and paint them all
            // at once (issue 13). Their room is kept meanwhile.
            return index === 0 ? (
              <Fragment key={index}>{list}</Fragment>
            ) : (
              <NearViewport key={index} className={GROUP_ROOM[view]}>
                {list}
              </NearViewport>
            );
          })}
        </div>
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
