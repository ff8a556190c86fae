import { eq } from 'drizzle-orm';
import { addDays } from '@vira/domain/pricing';
import { weekdayOf } from '@vira/domain/service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { serviceListing } from '../../../test/service-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listingBlockedDates, listings } from '../../db/schema/listings';

let t: TestApp;
const word = `mirlo${process.pid}`;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function named(category: string, place?: { latitude: number; longitude: number }): Promise<number> {
  const { id } = await serviceListing(t.deps.database.db, { category });
  await t.deps.database.db
    .update(listings)
    .set({ title: `Servicio ${word} ${id}`, ...place })
    .where(eq(listings.id, id));
  return id;
}

async function find(params: Record<string, string | number>) {
  const qs = new URLSearchParams({
    q: word,
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const res = await call(t, null, 'GET', `/api/services?${qs}`);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    items: { id: number; distanceKm: number | null }[];
    total: number;
    categories: { category: string; count: number }[];
  };
}

describe('GET /api/services: the counts at a date and the order around a place', () => {
  it('counts only the services free at the asked hours, and a new booking or blocked day shows at once', async () => {
    const [dog1, dog2, dog3] = [await named('k9_rescue'), await named('k9_rescue'), await named('k9_rescue')];
    const guard = await named('bodyguard');
    // A date 10 to 16 days ahead, and the same weekday a week later.
    const day = inDays(12);
    const weekLater = addDays(day, 7);
    expect(weekdayOf(weekLater)).toBe(weekdayOf(day));
    const at = { date: day, startHour: 10, endHour: 12 };

    const before = await find(at);
    expect(before.total).toBe(4);
    expect(before.categories).toEqual([
      { category: 'k9_rescue', count: 3 },
      { category: 'bodyguard', count: 1 },
    ]);

    const renter = await newPerson(t);
    const added = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId: dog2,
      startDate: day,
      endDate: day,
      startHour: 11,
      endHour: 13,
    });
    expect(added.status).toBe(200);
    const paid = await call(t, renter.cookie, 'POST', '/api/checkout', {
      paymentMethod: 'credit_card',
      acceptTerms: true,
    });
    expect(paid.status).toBe(201);
    await t.deps.database.db.insert(listingBlockedDates).values({
      listingId: guard,
      startDate: day,
      endDate: addDays(day, 1),
    });

    // The same search again: the counts of working services are kept a while, what is taken is not.
    const after = await find(at);
    expect(after.items.map((i) => i.id).sort((a, b) => a - b)).toEqual([dog1, dog3].sort((a, b) => a - b));
    expect(after.total).toBe(2);
    expect(after.categories).toEqual([{ category: 'k9_rescue', count: 2 }]);
    const dogsOnly = await find({ ...at, category: 'k9_rescue' });
    expect(dogsOnly.total).toBe(2);
    // Before and after the booked hours the provider is free again.
    expect((await find({ date: day, startHour: 8, endHour: 11 })).categories).toEqual([
      { category: 'k9_rescue', count: 3 },
    ]);
    expect((await find({ date: day })).categories).toEqual([{ category: 'k9_rescue', count: 2 }]);
    // The same weekday a week later shares the kept counts but not that day's booking and blocked day.
    const nextWeek = await find({ date: weekLater, startHour: 10, endHour: 12 });
    expect(nextWeek.total).toBe(4);
    expect(nextWeek.categories).toEqual([
      { category: 'k9_rescue', count: 3 },
      { category: 'bodyguard', count: 1 },
    ]);
  });

  it('lists the nearest first with their distances, ties by age, and pages in that order', async () => {
    // Due north of the point, about 1.1 km per 0.01 degree; two services share one address.
    const point = { lat: 21.5, lng: -101.5 };
    const far = await named('gardener', { latitude: 21.58, longitude: -101.5 });
    const sameA = await named('gardener', { latitude: 21.53, longitude: -101.5 });
    const sameB = await named('gardener', { latitude: 21.53, longitude: -101.5 });
    const nearest = await named('gardener', { latitude: 21.505, longitude: -101.5 });
    await named('gardener', { latitude: 21.75, longitude: -101.5 }); // about 28 km: outside 20 km

    const around = { lat: point.lat, lng: point.lng, radiusKm: 20 };
    const all = await find(around);
    expect(all.items.map((i) => i.id)).toEqual([nearest, sameA, sameB, far]);
    expect(all.total).toBe(4);
    const km = all.items.map((i) => i.distanceKm!);
    expect(km[0]).toBeCloseTo(0.56, 1);
    expect(km[1]).toBe(km[2]);
    expect(km[3]).toBeCloseTo(8.9, 1);
    const second = await find({ ...around, pageSize: 2, page: 2 });
    expect(second.items.map((i) => i.id)).toEqual([sameB, far]);
  });
});
