import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContinentCountsResponse, MapViewportResponse, NearbyResponse } from '@vira/domain/map';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const world = 'west=-180&south=-85&east=180&north=85';

async function json<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await t.request(path);
  return { status: res.status, body: (await res.json()) as T };
}

function totalOf(body: MapViewportResponse): number {
  return body.clusters.reduce((sum, c) => sum + c.count, 0) + body.points.length;
}

describe('GET /api/map/listings', () => {
  it('clusters the whole catalogue at world zoom; cluster counts add up to every listing on the map', async () => {
    const { status, body } = await json<MapViewportResponse>(`/api/map/listings?${world}&zoom=2`);
    expect(status).toBe(200);
    const { body: continents } = await json<ContinentCountsResponse>('/api/map/continents');
    expect(continents.total).toBeGreaterThan(0);
    expect(body.clusters.length).toBeGreaterThan(0);
    expect(totalOf(body)).toBe(continents.total);
    expect(body.total).toBe(continents.total);
    // 'Global' and 'Desconocido' items stay off the map.
    expect(body.points.every((p) => p.country !== 'Global' && p.country !== 'Desconocido')).toBe(true);
  });

  it('splits clusters as one zooms in: past the last cluster level every listing is its own marker', async () => {
    const { body: far } = await json<MapViewportResponse>(`/api/map/listings?${world}&zoom=3`);
    const { body: near } = await json<MapViewportResponse>(`/api/map/listings?${world}&zoom=17`);
    expect(near.clusters).toEqual([]);
    expect(near.points.length).toBe(far.total);
    expect(far.points.length).toBeLessThan(near.points.length);
  });

  it('keeps only listings inside a city box at street zoom', async () => {
    const box = { west: -103.5, south: 20.5, east: -103.2, north: 20.8 };
    const { body } = await json<MapViewportResponse>(
      `/api/map/listings?west=${box.west}&south=${box.south}&east=${box.east}&north=${box.north}&zoom=17`,
    );
    expect(body.points.length).toBeGreaterThan(0);
    for (const p of body.points) {
      expect(p.lat).toBeGreaterThanOrEqual(box.south);
      expect(p.lat).toBeLessThanOrEqual(box.north);
      expect(p.lng).toBeGreaterThanOrEqual(box.west);
      expect(p.lng).toBeLessThanOrEqual(box.east);
    }
  });

  it('filters by continent: the viewport total equals that continent chip count', async () => {
    const { body: continents } = await json<ContinentCountsResponse>('/api/map/continents');
    const europe = continents.continents.find((c) => c.continent === 'Europa')!;
    expect(europe.count).toBeGreaterThan(0);
    const { body } = await json<MapViewportResponse>(`/api/map/listings?${world}&zoom=18&continent=Europa`);
    expect(body.total).toBe(europe.count);
    expect(body.points.every((p) => p.continent === 'Europa')).toBe(true);
  });

  it('applies the search page filters: place text accent-insensitively and free text', async () => {
    const { body } = await json<MapViewportResponse>(`/api/map/listings?${world}&zoom=18&location=mexico`);
    expect(body.total).toBeGreaterThan(0);
    expect(body.points.every((p) => p.country === 'México')).toBe(true);
    const { body: none } = await json<MapViewportResponse>(`/api/map/listings?${world}&zoom=18&q=zzzznotaword`);
    expect(none.total).toBe(0);
  });

  it('supports a box crossing the antimeridian', async () => {
    const { status, body } = await json<MapViewportResponse>(
      '/api/map/listings?west=100&south=-60&east=-100&north=60&zoom=3',
    );
    expect(status).toBe(200);
    expect(body.points.every((p) => p.lng >= 100 || p.lng <= -100)).toBe(true);
  });

  it.each([
    ['west=-200&south=0&east=10&north=10&zoom=3', 'west'],
    ['west=0&south=-91&east=10&north=10&zoom=3', 'south'],
    ['west=0&south=20&east=10&north=10&zoom=3', 'south'],
    ['west=0&south=0&east=10&north=10&zoom=19', 'zoom'],
    ['west=0&south=0&east=10&north=10', 'zoom'],
    ['west=abc&south=0&east=10&north=10&zoom=3', 'west'],
    ['west=0&south=0&east=10&north=10&zoom=3&maxPrice=-1', 'maxPrice'],
    ['west=0&south=0&east=10&north=10&zoom=3&continent=Atlantis', 'continent'],
  ])('answers 400 naming the bad field for %s', async (query, field) => {
    const res = await t.request(`/api/map/listings?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });
});

describe('GET /api/map/nearby', () => {
  it('lists listings within 50 km of Guadalajara, nearest first', async () => {
    const { status, body } = await json<NearbyResponse>('/api/map/nearby?lat=20.6597&lng=-103.3496');
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.distanceKm <= 50)).toBe(true);
    const distances = body.items.map((i) => i.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('finds nothing in the middle of the Pacific', async () => {
    const { body } = await json<NearbyResponse>('/api/map/nearby?lat=-30&lng=-140&radiusKm=50');
    expect(body.items).toEqual([]);
  });
});

describe('GET /api/map/config', () => {
  it('gives the tile URL with its attribution', async () => {
    const { body } = await json<{ tileUrl: string; tileAttribution: string }>('/api/map/config');
    expect(body.tileUrl).toContain('{z}/{x}/{y}');
    expect(body.tileAttribution).toContain('OpenStreetMap');
  });
});
