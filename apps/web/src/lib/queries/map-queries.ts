import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export interface Viewport {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/** Map filters come from the search URL as strings; the API validates them. */
export type MapFilters = Record<string, string>;
export interface NearbyPlace {
  lat: number;
  lng: number;
  radiusKm: number;
}

function qs(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

/** Rounded so that tiny pans reuse the cache. */
function viewportParams(v: Viewport): Record<string, number> {
  const r = (n: number) => Math.round(n * 100) / 100;
  return { west: r(v.west), south: r(v.south), east: r(v.east), north: r(v.north), zoom: Math.round(v.zoom * 2) / 2 };
}

export const mapKeys = {
  all: ['map'] as const,
  viewport: (params: Record<string, string | number> | null) => ['map', 'listings', params] as const,
  continents: (filters: MapFilters) => ['map', 'continents', filters] as const,
  config: ['map', 'config'] as const,
  nearby: (place: NearbyPlace | null) => ['map', 'nearby', place] as const,
  geocode: (query: string) => ['geocode', query] as const,
};

export function mapViewportQuery(viewport: Viewport | null, filters: MapFilters) {
  const params = viewport ? { ...viewportParams(viewport), ...filters } : null;
  return queryOptions({
    queryKey: mapKeys.viewport(params),
    queryFn: () => data(api.GET('/api/map/listings', { querySerializer: () => qs(params ?? {}) })),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function continentCountsQuery(filters: MapFilters) {
  return queryOptions({
    queryKey: mapKeys.continents(filters),
    queryFn: () => data(api.GET('/api/map/continents', { querySerializer: () => qs(filters) })),
    staleTime: 60_000,
  });
}

export function mapConfigQuery() {
  return queryOptions({
    queryKey: mapKeys.config,
    queryFn: () => data(api.GET('/api/map/config')),
    staleTime: Infinity,
  });
}

export function fetchNearby(place: NearbyPlace, filters: MapFilters = {}) {
  return data(api.GET('/api/map/nearby', { querySerializer: () => qs({ ...place, ...filters }) }));
}

export function nearbyQuery(place: NearbyPlace | null) {
  return queryOptions({
    queryKey: mapKeys.nearby(place),
    queryFn: () => fetchNearby(place!),
    enabled: place !== null,
  });
}

export function geocode(query: string) {
  return data(api.GET('/api/geocode', { params: { query: { q: query } } }));
}

export function geocodeQuery(query: string) {
  return queryOptions({
    queryKey: mapKeys.geocode(query),
    queryFn: () => geocode(query),
    enabled: query.trim().length >= 3,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
