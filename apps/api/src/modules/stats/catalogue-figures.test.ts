import type { GeocodeResponse } from '@vira/domain/geocode';
import type { ContinentCountsResponse } from '@vira/domain/map';
import type { LocationsResponse, SearchResponse } from '@vira/domain/search';
import type { CatalogueStats } from '@vira/domain/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get<T>(path: string): Promise<T> {
  const res = await t.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

// Issue 34, item 8: on the seeded sample data, one figure on one screen is the same figure on every other.
describe('catalogue figures agree between screens', () => {
  it('the home page’s listings, the search’s total and the map’s total are one number', async () => {
    const stats = await get<CatalogueStats>('/api/stats');
    const search = await get<SearchResponse>('/api/search?pageSize=1');
    const map = await get<ContinentCountsResponse>('/api/map/continents');
    expect(search.total).toBeGreaterThan(250);
    expect(stats.listings).toBe(search.total);
    expect(map.total).toBe(search.total);
    expect(stats.byType.product + stats.byType.service).toBe(stats.listings);
    expect((await get<SearchResponse>('/api/search?pageSize=1&type=service')).total).toBe(stats.byType.service);
    expect((await get<SearchResponse>('/api/search?pageSize=1&type=product')).total).toBe(stats.byType.product);
  });

  it('a city’s count in the place suggestions, the place search and the search’s results are one number', async () => {
    for (const city of ['Guadalajara', 'Monterrey', 'Ciudad de México']) {
      const suggested = await get<LocationsResponse>(`/api/search/locations?q=${encodeURIComponent(city)}`);
      const inSuggestions = suggested.cities.find((c) => c.city === city && c.country === 'México')?.count;
      const geocoded = await get<GeocodeResponse>(`/api/geocode?q=${encodeURIComponent(city)}`);
      const onMap = geocoded.results.find((r) => r.display_name === `${city}, México`)?.listingCount;
      const results = await get<SearchResponse>(
        `/api/search?pageSize=1&location=${encodeURIComponent(`${city}, México`)}`,
      );
      expect(inSuggestions, city).toBe(results.total);
      expect(onMap, city).toBe(results.total);
    }
  });
});
