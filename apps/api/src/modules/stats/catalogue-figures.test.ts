import type { GeocodeResponse } from '@vira/domain/geocode';
import type { ContinentCountsResponse } from '@vira/domain/map';
import type { LocationsResponse, SearchResponse } from '@vira/domain/search';
import { toMajor, type CurrencyCode } from '@vira/domain/currencies';
import { comparableDayPrice } from '@vira/domain/pricing';
import type { ServicesResponse } from '@vira/domain/service';
import type { CatalogueStats } from '@vira/domain/stats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.deps.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

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

  it('/services and the search count the same services, those priced only by the hour included', async () => {
    const [hourlyOnly] = await rows<{ n: number }>(
      sql`select count(*)::int as n from listings where listed and type = 'service' and price_per_day = 0`,
    );
    expect(hourlyOnly!.n).toBeGreaterThan(0);
    const services = await get<ServicesResponse>('/api/services?pageSize=1');
    const searched = await get<SearchResponse>('/api/search?pageSize=1&type=service');
    const stats = await get<CatalogueStats>('/api/stats');
    expect(searched.total).toBe(services.total);
    expect(stats.byType.service).toBe(services.total);
  });

  it('the search compares an hourly-only service on eight hours, and its card shows the hourly price', async () => {
    const [service] = await rows<{ id: number; hour: number; currency: CurrencyCode }>(
      sql`select id, price_per_hour as hour, currency from listings
        where listed and type = 'service' and price_per_day = 0 and currency = 'MXN' order by id limit 1`,
    );
    const day = toMajor(comparableDayPrice(0, service!.hour), service!.currency);
    const within = await get<SearchResponse>(
      `/api/search?pageSize=48&type=service&priceCurrency=MXN&priceMin=${day - 1}&priceMax=${day + 1}`,
    );
    const card = within.items.find((i) => i.id === service!.id);
    expect(card).toMatchObject({ pricePerDay: 0, pricePerHour: service!.hour });
    // Its hourly price alone is not what is compared: a bound just under eight hours leaves it out.
    const below = await get<SearchResponse>(
      `/api/search?pageSize=48&type=service&priceCurrency=MXN&priceMax=${day - 1}`,
    );
    expect(below.items.some((i) => i.id === service!.id)).toBe(false);

    // Ordered by price, hourly-only services take their place among the others by that same figure.
    const cheapest = await get<SearchResponse>('/api/search?pageSize=48&type=service&sort=price-low');
    const ids = cheapest.items.map((i) => i.id);
    const prices = await rows<{ id: number; usd: number }>(
      sql`select id, vira_price_usd(vira_day_price(price_per_day, price_per_hour), currency) as usd from listings
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    const usd = ids.map((id) => prices.find((p) => p.id === id)!.usd);
    expect(usd).toEqual([...usd].sort((a, b) => a - b));
    expect(cheapest.items.some((i) => i.pricePerDay === 0)).toBe(true);
    const stats = await get<CatalogueStats>('/api/stats');
    expect(stats.pricePerDayUsd.min).toBeLessThanOrEqual(Math.ceil(usd[0]!));
  });
});
