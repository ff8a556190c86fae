import { lazy, Suspense } from 'react';

/** The search page's filters, read from its URL, so the map shows the same results as the list. */
export interface MapExplorerFilters {
  q?: string | null;
  location?: string | null;
  category?: string | null;
  minRating?: number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  instantBooking?: boolean;
  hasInsurance?: boolean;
  homeDelivery?: boolean;
  publicPickup?: boolean;
}

// Leaflet and the map code load only when the map view is shown.
const MapExplorerView = lazy(() => import('./map-explorer-view'));

/** /search's map view (second map variant). */
export function MapExplorer({ filters }: { filters: MapExplorerFilters }) {
  return (
    <Suspense
      fallback={<div className="h-[500px] animate-pulse rounded-xl bg-slate-100 md:h-[600px]" aria-busy="true" />}
    >
      <MapExplorerView filters={filters} />
    </Suspense>
  );
}
