import { SEARCH_SORTS, type SearchSort } from '@vira/domain/search-options';
import { LayoutGridIcon, ListIcon, MapIcon, SearchXIcon } from 'lucide-react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingCard } from '@/components/listing/listing-card';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSearchResults } from '../api/search-api';
import { useSearchUrl } from '../hooks/use-search-url';
import { useUserPoint } from '../hooks/use-user-point';
import { countActiveFilters, readPage, readSort, readView, toApiQuery, VIEW_MODES, type ViewMode } from '../search-url';
import { AdvancedFilters } from './advanced-filters';
import { ListingActions } from './listing-actions';
import { QuickFilters } from './quick-filters';
import { SearchBar } from './search-bar';
import { SearchPagination } from './search-pagination';
import { SearchStats } from './search-stats';

const PAGE_SIZE = 24;

interface SearchScreenProps {
  /** Buttons over each card's picture; the page fills in the favourite heart. */
  renderCardActions?(listingId: number): ReactNode;
  /**
   * The map view (`view=map`) in place of the results; the page fills it in because the map is another feature.
   * Without it the toggle offers only grid and list.
   */
  renderMap?(searchParams: URLSearchParams): ReactNode;
}

const VIEW_ICONS: Record<ViewMode, ReactNode> = {
  grid: <LayoutGridIcon aria-hidden />,
  list: <ListIcon aria-hidden />,
  map: <MapIcon aria-hidden />,
};

/** The body of /search: every control reads and writes the URL. */
export function SearchScreen({ renderCardActions, renderMap }: SearchScreenProps) {
  const { t, i18n } = useTranslation('search');
  const { params, update, replaceAll } = useSearchUrl();
  const [advancedOpen, setAdvancedOpen] = useState(
    () =>
      countActiveFilters(params) > 0 &&
      (params.has('maxDistanceKm') || params.has('priceMin') || params.has('priceMax')),
  );
  const locatePerson = useUserPoint();
  const results = useSearchResults(toApiQuery(params, PAGE_SIZE));
  // Twenty-four cards are rendered in the background, in slices, not in one long task when they arrive: the
  // skeletons stay until they are ready, and a tap meanwhile is answered (total blocking time, decision 031).
  const data = useDeferredValue(results.data);
  const modes = VIEW_MODES.filter((mode) => mode !== 'map' || renderMap);
  const requestedView = readView(params);
  const view = modes.includes(requestedView) ? requestedView : 'grid';
  const sort = readSort(params);
  const page = readPage(params);
  const q = params.get('q')?.trim();
  const location = params.get('location')?.trim();
  const number = new Intl.NumberFormat(i18n.language);

  async function setSort(value: SearchSort) {
    if (value !== 'distance' || (params.get('lat') && params.get('lng')))
      return update({ sort: value === 'relevance' ? undefined : value });
    const point = await locatePerson();
    if (point) update({ sort: value, lat: point.lat, lng: point.lng });
  }

  function clearAll() {
    const next = new URLSearchParams();
    if (params.get('view')) next.set('view', params.get('view')!);
    replaceAll(next);
  }

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-brand-700 to-brand-500 px-4 pt-10 pb-16 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-bold md:text-4xl">{t('heroTitle')}</h1>
          <p className="mt-2 text-lg text-white/90" data-testid="search-hero-counts">
            {data
              ? t('heroCounts', {
                  objects: t('heroObjects', { count: data.stats.total }),
                  locations: t('heroLocations', { count: data.stats.locations }),
                })
              : t('heroLoading')}
          </p>
        </div>
      </section>
      <div className="mx-auto -mt-10 grid max-w-6xl gap-6 px-4">
        <SearchBar />
        <QuickFilters advancedOpen={advancedOpen} onToggleAdvanced={() => setAdvancedOpen((o) => !o)} />
        {advancedOpen && <AdvancedFilters />}
        {data && <SearchStats stats={data.stats} />}

        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900" data-testid="results-header" aria-live="polite">
            {data ? (
              <>
                {t(data.total === 1 ? 'resultOne' : 'resultOther', {
                  count: data.total,
                  formatted: number.format(data.total),
                })}
                {q && <span className="font-normal text-slate-600"> {t('forQuery', { q })}</span>}
                {location && <span className="font-normal text-slate-600"> {t('inLocation', { location })}</span>}
              </>
            ) : (
              t('searching')
            )}
          </h2>
          <div className="flex items-center gap-2">
            <div className="flex rounded-md border border-slate-300" role="group" aria-label={t('viewMode')}>
              {modes.map((mode) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={view === mode}
                  aria-label={t(`${mode}View`)}
                  onClick={() => update({ view: mode === 'grid' ? undefined : mode }, { keepPage: true })}
                  className={cn(
                    'p-2 [&_svg]:size-4',
                    view === mode ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-50',
                  )}
                >
                  {VIEW_ICONS[mode]}
                </button>
              ))}
            </div>
            <Select value={sort} onValueChange={(v) => void setSort(v as SearchSort)}>
              <SelectTrigger className="w-52" aria-label={t('sortLabel')} data-testid="search-sort">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SEARCH_SORTS.map((s) => (
                  <SelectItem key={s} value={s}>
                    {t(`sort.${s}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        {results.isError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
            {results.error.message}
          </p>
        )}

        {view === 'map' ? (
          <div data-testid="search-map">{renderMap?.(params)}</div>
        ) : (
          <>
            {!data && !results.isError && (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} className="h-80 rounded-xl" />
                ))}
              </div>
            )}

            {data && data.total === 0 && (
              <div className="flex flex-col items-center gap-4 py-16 text-center" data-testid="search-empty">
                <SearchXIcon className="size-12 text-slate-300" aria-hidden />
                <p className="text-xl font-semibold text-slate-800">{t('noResults')}</p>
                <p className="text-slate-600">{t('noResultsHint')}</p>
                <Button onClick={clearAll}>{t('clearAllFilters')}</Button>
              </div>
            )}

            {data && data.items.length > 0 && (
              <ul
                data-testid="search-results"
                // Busy until the cards shown are the latest answer (they render in the background, see above).
                aria-busy={results.isFetching || data !== results.data}
                className={cn(
                  'grid gap-4 transition-opacity',
                  view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1',
                  (results.isPlaceholderData || data !== results.data) && 'opacity-60',
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

            {data && (
              <SearchPagination
                page={data.page}
                totalPages={data.totalPages}
                onPage={(p) => {
                  update({ page: p === 1 ? undefined : p }, { keepPage: true });
                  window.scrollTo({ top: 0 });
                }}
              />
            )}
            {page > 1 && data && data.items.length === 0 && data.total > 0 && (
              <Button variant="link" onClick={() => update({ page: undefined })}>
                {t('backToFirstPage')}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
