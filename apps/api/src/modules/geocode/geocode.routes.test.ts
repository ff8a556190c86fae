import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeocodeResponse } from '@vira/domain/geocode';
import { createTestApp, type TestApp } from '../../../test/test-app';

async function search(app: TestApp, q: string): Promise<GeocodeResponse> {
  const res = await app.request(`/api/geocode?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as GeocodeResponse;
}

describe('GET /api/geocode without a configured geocoder (offline gazetteer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds Guadalajara in Mexico first', async () => {
    const { results } = await search(t, 'Guadalajara');
    expect(results[0]!.display_name).toMatch(/Guadalajara/);
    expect(results[0]!.lat).toBeCloseTo(20.67, 0);
    expect(results[0]!.lon).toBeCloseTo(-103.35, 0);
  });

  it('finds Madrid in Spain', async () => {
    const { results } = await search(t, 'Madrid');
    const madrid = results.find((r) => r.address.country === 'España' || /Espa/.test(r.display_name))!;
    expect(madrid.lat).toBeCloseTo(40.4, 0);
    expect(madrid.lon).toBeCloseTo(-3.7, 0);
  });

  it('is accent-insensitive and finds cities outside the catalogue', async () => {
    const { results: paris } = await search(t, 'paris');
    expect(paris[0]!.lat).toBeCloseTo(48.85, 0);
    const { results: oaxaca } = await search(t, 'Oaxaca');
    expect(oaxaca[0]!.lat).toBeCloseTo(17.06, 0);
    const { results: mexico } = await search(t, 'Mexico');
    expect(mexico.some((r) => /México/.test(r.display_name))).toBe(true);
    const { results: reykjavik } = await search(t, 'Reykjavik');
    expect(reykjavik[0]!.lat).toBeCloseTo(64.1, 0);
  });

  it('answers 400 under 3 characters', async () => {
    const res = await t.request('/api/geocode?q=ab');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields?: Record<string, string> } };
    expect(Object.keys(body.error.fields ?? {})).toContain('q');
  });
});

describe('GET /api/geocode with an unreachable geocoder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GEOCODER_URL: 'http://127.0.0.1:9/search' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('falls back to the offline gazetteer', async () => {
    const { results } = await search(t, 'Madrid');
    expect(results.some((r) => r.lat > 40 && r.lat < 41 && r.lon > -4 && r.lon < -3)).toBe(true);
    const { results: gdl } = await search(t, 'Guadalajara');
    expect(gdl[0]!.lat).toBeCloseTo(20.67, 0);
  });
});
