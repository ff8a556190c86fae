import type { SearchSort } from '@vira/domain/search-options';
import { LayoutGridIcon, ListIcon, MapIcon } from 'lucide-react';
import { Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { cn } from '@/lib/cn';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useSearchResults } from '../api/search-api';
import { useSearchUrl } from '../hooks/use-search-url';
import { useUserPoint } from '../hooks/use-user-point';
import { countActiveFilters, readPage, readSort, readView, toApiQuery, VIEW_MODES, type ViewMode } from '../search-url';
import { QuickFilters } from './quick-filters';
import { SearchBar } from './search-bar';
import { SortSelectSlot } from './search-selects';
import { SearchStats } from './search-stats';

const PAGE_SIZE = 24;

/*
 * The first screen (hero, search bar, chips, heading, skeletons) renders from this module's chunk; the cards,
 * the filters panel and the Radix selects are chunks of their own: the cards' fetched beside the search request
 * rather than before the first paint, the panel's and the selects' when they are used (decision 031).
 */
const SearchResults = preloadableLazy(() => import('./search-results'));
const AdvancedFilters = preloadableLazy(() => import('./advanced-filters'));

/** Six cards' room while the first answer (or the cards' code) is on its way. */
function ResultsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-80 rounded-xl" />
      ))}
    </div>
  );
}

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
  // Only once there is a count to show. The locale's data is loaded before the app runs (vite/first-screen-preload.ts).
  const number = data && new Intl.NumberFormat(i18n.language);

  useEffect(() => {
    // Once the first screen is painted, while the search request is in flight; requested before that paint it
    // would delay it (a failed fetch is tried again on use). The filters panel and the selects load when they
    // are opened or pointed at: fetched and run during the load, they were the longest task a phone did after
    // the first paint (issue 13).
    // Two tasks, not one: each chunk's start is a few links and a module graph to resolve.
    void afterFirstPaint(() => SearchResults.preload())().catch(() => {});
    void afterFirstPaint(() => i18n.loadNamespaces(['listing-card', 'favorites']))();
  }, [i18n]);

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
        {advancedOpen && (
          <Suspense fallback={<Skeleton className="h-[19.5rem] rounded-xl md:h-[6.5rem]" />}>
            <AdvancedFilters />
          </Suspense>
        )}
        {data && <SearchStats stats={data.stats} />}

        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900" data-testid="results-header" aria-live="polite">
            {data ? (
              <>
                {t(data.total === 1 ? 'resultOne' : 'resultOther', {
                  count: data.total,
                  formatted: number!.format(data.total),
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
            <SortSelectSlot sort={sort} onSort={(v) => void setSort(v)} />
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
          <Suspense fallback={<ResultsSkeleton />}>
            {!data && !results.isError && <ResultsSkeleton />}
            {data && (
              <SearchResults
                data={data}
                view={view}
                page={page}
                // Busy until the cards shown are the latest answer (they render in the background, see above).
                busy={results.isFetching || data !== results.data}
                stale={results.isPlaceholderData || data !== results.data}
                renderCardActions={renderCardActions}
                onPage={(p) => {
                  update({ page: p === 1 ? undefined : p }, { keepPage: true });
                  window.scrollTo({ top: 0 });
                }}
                onClearAll={clearAll}
                onFirstPage={() => update({ page: undefined })}
              />
            )}
          </Suspense>
        )}
      </div>
    </div>
  );
}
