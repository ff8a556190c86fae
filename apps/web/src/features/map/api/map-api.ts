import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GeocodeResponse } from '@vira/domain/geocode';
import type { ContinentCountsResponse, MapConfig, MapViewportResponse, NearbyResponse } from '@vira/domain/map';
import { apiFetch } from '@/lib/api-client';

export interface Viewport {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

function qs(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

/** Rounded so that tiny pans reuse the cache. */
function viewportParams(v: Viewport): Record<string, number> {
  const r = (n: number) => Math.round(n * 100) / 100;
  return { west: r(v.west), south: r(v.south), east: r(v.east), north: r(v.north), zoom: Math.round(v.zoom * 2) / 2 };
}

export function useMapViewport(viewport: Viewport | null, filters: Record<string, string>) {
  const params = viewport ? { ...viewportParams(viewport), ...filters } : null;
  return useQuery({
    queryKey: ['map', 'listings', params],
    queryFn: () => apiFetch<MapViewportResponse>(`/api/map/listings?${qs(params!)}`),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useContinentCounts(filters: Record<string, string>) {
  return useQuery({
    queryKey: ['map', 'continents', filters],
    queryFn: () => apiFetch<ContinentCountsResponse>(`/api/map/continents?${qs(filters)}`),
    staleTime: 60_000,
  });
}

export function useMapConfig() {
  return useQuery({
    queryKey: ['map', 'config'],
    queryFn: () => apiFetch<MapConfig>('/api/map/config'),
    staleTime: Infinity,
  });
}

export function fetchNearby(lat: number, lng: number, radiusKm: number, filters: Record<string, string> = {}) {
  return apiFetch<NearbyResponse>(`/api/map/nearby?${qs({ lat, lng, radiusKm, ...filters })}`);
}

export function useNearby(place: { lat: number; lng: number; radiusKm: number } | null) {
  return useQuery({
    queryKey: ['map', 'nearby', place],
    queryFn: () => fetchNearby(place!.lat, place!.lng, place!.radiusKm),
    enabled: place !== null,
  });
}

export function useGeocode(query: string) {
  return useQuery({
    queryKey: ['geocode', query],
    queryFn: () => apiFetch<GeocodeResponse>(`/api/geocode?${qs({ q: query })}`),
    enabled: query.trim().length >= 3,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function geocode(query: string) {
  return apiFetch<GeocodeResponse>(`/api/geocode?${qs({ q: query })}`);
}
