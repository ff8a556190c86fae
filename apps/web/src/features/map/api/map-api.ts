import { useQuery } from '@tanstack/react-query';
import {
  continentCountsQuery,
  geocodeQuery,
  mapConfigQuery,
  mapViewportQuery,
  nearbyQuery,
  type MapFilters,
  type NearbyPlace,
  type Viewport,
} from '@/lib/queries/map-queries';

export { fetchNearby, geocode, type Viewport } from '@/lib/queries/map-queries';

export function useMapViewport(viewport: Viewport | null, filters: MapFilters) {
  return useQuery(mapViewportQuery(viewport, filters));
}

export function useContinentCounts(filters: MapFilters) {
  return useQuery(continentCountsQuery(filters));
}

export function useMapConfig() {
  return useQuery(mapConfigQuery());
}

export function useNearby(place: NearbyPlace | null) {
  return useQuery(nearbyQuery(place));
}

export function useGeocode(query: string) {
  return useQuery(geocodeQuery(query));
}
