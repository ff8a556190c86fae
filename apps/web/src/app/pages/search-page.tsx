import { Suspense, useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { MapExplorer } from '@/features/map/components/map-explorer';
import { explorerFiltersFromUrl } from '@/features/map/model/explorer-filters-from-url';
import { SearchScreen } from '@/features/search/components/search-screen';
import { preloadableLazy } from '@/lib/preloadable-lazy';

// The hearts come with the cards, not before the first paint: fetched beside the search request.
const FavoriteButton = preloadableLazy(async () => ({
  default: (await import('@/features/favorites/components/favorite-button')).FavoriteButton,
}));

/** /search: type=services and type=humanitarian have their own screens; everything else is the search screen. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  useEffect(() => {
    void FavoriteButton.preload().catch(() => {});
  }, []);
  if (type === 'services') return <Navigate to="/services" replace />;
  if (type === 'humanitarian') return <Navigate to="/humanitarian" replace />;
  return (
    <SearchScreen
      renderCardActions={(listingId) => (
        <Suspense fallback={null}>
          <FavoriteButton listingId={listingId} />
        </Suspense>
      )}
      // MapExplorer loads Leaflet and the map code lazily, only once view=map is chosen.
      renderMap={(searchParams) => <MapExplorer filters={explorerFiltersFromUrl(searchParams)} />}
    />
  );
}
