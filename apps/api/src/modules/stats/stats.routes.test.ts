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

async function stats(): Promise<CatalogueStats> {
  const res = await t.request('/api/stats');
  expect(res.status).toBe(200);
  return (await res.json()) as CatalogueStats;
}

async function anyOwner(): Promise<string> {
  const rows = await t.deps.database.db.execute<{ user_id: string }>(sql`select user_id from profiles limit 1`);
  const owner = (rows as unknown as { rows: { user_id: string }[] }).rows?.[0]?.user_id;
  expect(owner, 'the seeded catalogue has owners').toBeTruthy();
  return owner!;
}

async function insertListing(ownerId: string, city: string, country: string, type: 'product' | 'service') {
  await t.deps.database.db.execute(sql`
    insert into listings (owner_id, type, title, description, category, currency, price_per_day, location, city,
      country, continent, latitude, longitude)
    values (${ownerId}, ${type}, 'Prueba', 'Artículo de prueba', 'tools', 'MXN', 10000,
      ${`${city}, ${country}`}, ${city}, ${country}, 'Europa', 10, 10)`);
}

describe('GET /api/stats', () => {
  it('counts the seeded catalogue (every listed listing, hourly-only services included): listings, distinct countries and cities', async () => {
    const body = await stats();
    const direct = await t.deps.database.db.execute<{ n: number; countries: number; cities: number }>(
      sql`select count(*)::int as n, count(distinct country)::int as countries,
        count(distinct (city, country))::int as cities from listings where listed`,
    );
    const row = (direct as unknown as { rows: { n: number; countries: number; cities: number }[] }).rows[0]!;
    expect(body.listings).toBe(row.n);
    expect(body.countries).toBe(row.countries);
    expect(body.cities).toBe(row.cities);
    expect(body.byType.product + body.byType.service).toBe(body.listings);
    expect(body.listings).toBeGreaterThan(0);
    expect(body.countries).toBeGreaterThan(1);
    expect(body.cities).toBeGreaterThanOrEqual(body.countries);
  });

  it('follows the database: a new country and city appear, a known city is not counted twice', async () => {
    const before = await stats();
    const owner = await anyOwner();
    await insertListing(owner, 'Valencia', 'Testlandia', 'product');
    await insertListing(owner, 'valencia ', 'testlandia', 'service');
    await insertListing(owner, 'Valencia', 'Otrolandia', 'product');
    const after = await stats();
    expect(after.listings).toBe(before.listings + 3);
    expect(after.countries).toBe(before.countries + 2);
    // Valencia in two countries is two cities; the same Valencia spelled differently is one.
    expect(after.cities).toBe(before.cities + 2);
    expect(after.byType.service).toBe(before.byType.service + 1);
  });
});

describe('OpenAPI document', () => {
  it('describes the statistics and the listings-by-ids endpoints', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/api/stats']).toHaveProperty('get');
    expect(doc.paths['/api/listings']).toHaveProperty('get');
  });
});
