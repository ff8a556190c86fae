import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { serviceListing } from '../../../test/service-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listings } from '../../db/schema/listings';
import { weekdayOf } from '@vira/domain/service';

let t: TestApp;
let near: number;
let far: number;
let pricey: number;
let guard: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  // A unique word keeps these apart from the sample catalogue.
  const word = `zorzal${process.pid}`;
  near = (await serviceListing(db, { category: 'k9_rescue' })).id;
  far = (await serviceListing(db, { category: 'k9_rescue' })).id;
  pricey = (await serviceListing(db, { category: 'k9_rescue', pricePerHour: 900_000 })).id;
  guard = (await serviceListing(db, { category: 'bodyguard' })).id;
  for (const id of [near, far, pricey, guard]) {
    await db
      .update(listings)
      .set({ title: `Servicio ${word} ${id}` })
      .where(eq(listings.id, id));
  }
  // Mexico City (the fixture's place) and Monterrey, about 700 km away.
  await db.update(listings).set({ latitude: 25.67, longitude: -100.31, city: 'Monterrey' }).where(eq(listings.id, far));
  // The pricey one works only on Mondays.
  await db
    .update(listings)
    .set({ weeklyHours: { mon: { start: 9, end: 17 } } })
    .where(eq(listings.id, pricey));
  searchWord = word;
});
afterAll(() => t?.close());
let searchWord = '';

async function find(params: Record<string, string | number>) {
  const qs = new URLSearchParams({
    q: searchWord,
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const res = await call(t, null, 'GET', `/api/services?${qs}`);
  return { status: res.status, body: await res.json() };
}
const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id).sort((a, b) => a - b);

describe('GET /api/services', () => {
  it('finds live services by text with counts per category, for guests too', async () => {
    const { status, body } = await find({});
    expect(status).toBe(200);
    expect(ids(body)).toEqual([near, far, pricey, guard].sort((a, b) => a - b));
    expect(body.categories).toEqual([
      { category: 'k9_rescue', count: 3 },
      { category: 'bodyguard', count: 1 },
    ]);
    expect(body.items[0]).toMatchObject({ currency: 'MXN', minHours: 2, serviceRadiusKm: 25 });
  });

  it('filters by category, keeping the other categories’ counts', async () => {
    const { body } = await find({ category: 'bodyguard' });
    expect(ids(body)).toEqual([guard]);
    expect(body.total).toBe(1);
    expect(body.categories).toContainEqual({ category: 'k9_rescue', count: 3 });
  });

  it('filters by place and radius, nearest first with the distance', async () => {
    const { body } = await find({ lat: 19.43, lng: -99.13, radiusKm: 100 });
    expect(ids(body)).not.toContain(far);
    expect(body.items[0].distanceKm).toBeLessThan(20);
    const wide = await find({ lat: 19.43, lng: -99.13, radiusKm: 500 });
    expect(ids(wide.body)).not.toContain(far);
    const monterrey = await find({ lat: 25.6, lng: -100.3, radiusKm: 50 });
    expect(ids(monterrey.body)).toEqual([far]);
  });

  it('filters by max price per hour', async () => {
    const { body } = await find({ maxPricePerHour: 1000, priceCurrency: 'MXN' });
    expect(ids(body)).not.toContain(pricey);
    expect(ids(body)).toContain(near);
  });

  it('filters by date and hours: weekly hours and taken hours', async () => {
    // The next date 10 to 16 days ahead that is not a Monday, and the next Monday.
    let other = inDays(10);
    while (weekdayOf(other) === 'mon') other = inDays(11);
    let monday = inDays(10);
    for (let i = 11; weekdayOf(monday) !== 'mon'; i++) monday = inDays(i);
    expect(ids((await find({ date: other, startHour: 10, endHour: 12 })).body)).not.toContain(pricey);
    expect(ids((await find({ date: monday, startHour: 10, endHour: 12 })).body)).toContain(pricey);
    expect(ids((await find({ date: monday, startHour: 16, endHour: 18 })).body)).not.toContain(pricey);

    const renter = await newPerson(t);
    expect(
      (
        await call(t, renter.cookie, 'POST', '/api/cart/items', {
          listingId: near,
          startDate: other,
          endDate: other,
          startHour: 10,
          endHour: 12,
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true }))
        .status,
    ).toBe(201);
    expect(ids((await find({ date: other, startHour: 11, endHour: 13 })).body)).not.toContain(near);
    expect(ids((await find({ date: other, startHour: 12, endHour: 14 })).body)).toContain(near);
  });

  it('refuses bad input with clear messages', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ lat: 19.4, lng: -99.1, radiusKm: 0 }, 'el radio debe ser mayor que 0 y de 500 km como máximo.'],
      [{ lat: 19.4, lng: -99.1, radiusKm: 501 }, 'el radio debe ser mayor que 0 y de 500 km como máximo.'],
      [{ date: inDays(3), startHour: 9, endHour: 24 }, 'elige una hora en punto, de 00:00 a 23:00.'],
      [{ date: inDays(3), startHour: 12, endHour: 9 }, 'el final debe ser posterior al inicio.'],
      [{ startHour: 9, endHour: 12 }, 'Elige una fecha para buscar por horario.'],
      [{ date: inDays(3), startHour: 9 }, 'Elige la hora de inicio y la de fin.'],
    ];
    for (const [params, text] of cases) {
      const { status, body } = await find(params);
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body.error.message, JSON.stringify(params)).toContain(text);
    }
    const unknown = await find({ category: 'astronaut' });
    expect(unknown.status).toBe(400);
    const radiusAlone = await find({ radiusKm: 10 });
    expect(radiusAlone.status).toBe(400);
  });
});
