import { Navigate, useSearchParams } from 'react-router';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { MapExplorer } from '@/features/map/components/map-explorer';
import { explorerFiltersFromUrl } from '@/features/map/model/explorer-filters-from-url';
import { SearchScreen } from '@/features/search/components/search-screen';

/** /search: type=services and type=humanitarian have their own screens; everything else is the search screen. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  if (type === 'services') return <Navigate to="/services" replace />;
  if (type === 'humanitarian') return <Navigate to="/humanitarian" replace />;
  return (
    <SearchScreen
      renderCardActions={(listingId) => <FavoriteButton listingId={listingId} />}
      // MapExplorer loads Leaflet and the map code lazily, only once view=map is chosen.
      renderMap={(searchParams) => <MapExplorer filters={explorerFiltersFromUrl(searchParams)} />}
    />
  );
}
