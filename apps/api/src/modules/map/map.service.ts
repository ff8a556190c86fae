import { haversineKm } from '@vira/domain/geography';
import {
  MAP_CONTINENTS,
  type ContinentCountsResponse,
  type MapConfig,
  type MapFilters,
  type MapViewportQuery,
  type MapViewportResponse,
  type NearbyQuery,
  type NearbyResponse,
} from '@vira/domain/map';
import type { Env } from '../../config/env';
import type { MapIndex } from './map-index';
import { toMapPoint } from './map.mapper';

/** Clusters and single listings inside a viewport; cluster counts plus points add up to `total`. */
export async function viewport(index: MapIndex, query: MapViewportQuery): Promise<MapViewportResponse> {
  const { index: clusters, points } = await index.clusterIndex(query);
  // supercluster splits a box whose west edge is east of its east edge at the antimeridian itself.
  const features = clusters.getClusters([query.west, query.south, query.east, query.north], Math.floor(query.zoom));
  const response: MapViewportResponse = { clusters: [], points: [], total: 0 };
  for (const feature of features) {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    if ('cluster' in feature.properties && feature.properties.cluster) {
      const id = feature.properties.cluster_id;
      const count = feature.properties.point_count;
      response.clusters.push({ id, lat, lng, count, expansionZoom: clusters.getClusterExpansionZoom(id) });
      response.total += count;
    } else {
      response.points.push(toMapPoint(points[(feature.properties as { i: number }).i]!));
      response.total += 1;
    }
  }
  return response;
}

/** Listings per continent for the legend chips (continent filter ignored so every chip keeps its count). */
export async function continentCounts(index: MapIndex, filters: MapFilters): Promise<ContinentCountsResponse> {
  const points = await index.filtered({ ...filters, continent: undefined });
  const counts = new Map<string, number>(MAP_CONTINENTS.map((c) => [c, 0]));
  for (const p of points) if (counts.has(p.continent)) counts.set(p.continent, counts.get(p.continent)! + 1);
  return {
    continents: MAP_CONTINENTS.map((continent) => ({ continent, count: counts.get(continent)! })),
    total: points.length,
  };
}

/** Listings within `radiusKm` of a point, nearest first (great-circle distance, Earth radius 6371 km). */
export async function nearby(index: MapIndex, query: NearbyQuery): Promise<NearbyResponse> {
  const points = await index.filtered(query);
  const origin = { lat: query.lat, lng: query.lng };
  // A cheap latitude band first, so the trigonometry runs only on candidates.
  const latBand = query.radiusKm / 111;
  const found = points
    .filter((p) => Math.abs(p.latitude - query.lat) <= latBand)
    .map((p) => ({ p, d: haversineKm(origin, { lat: p.latitude, lng: p.longitude }) }))
    .filter((x) => x.d <= query.radiusKm)
    .sort((a, b) => a.d - b.d || a.p.id - b.p.id);
  return {
    items: found.slice(0, query.limit).map((x) => ({ ...toMapPoint(x.p), distanceKm: Math.round(x.d * 10) / 10 })),
    total: found.length,
  };
}

export function mapConfig(env: Env): MapConfig {
  return { tileUrl: env.MAP_TILE_URL, tileAttribution: env.MAP_TILE_ATTRIBUTION };
}
