import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedListing } from '../../../test/owner-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let listingId: number;
let renter: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await newPerson(t, 'owner');
  renter = await newPerson(t, 'renter');
  // 450.00 MXN a day, 3 to 10 days, 10 % off from a week.
  listingId = await publishedListing(t, owner.cookie, {
    minDays: 3,
    maxDays: 10,
    weeklyDiscountPct: 10,
    monthlyDiscountPct: 20,
    instantBooking: false,
  });
});
afterAll(async () => {
  await t.close();
});

describe('rules that bind renters', () => {
  it('the cart refuses fewer than the minimum or more than the maximum days, in the renter’s language', async () => {
    const short = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId,
      startDate: inDays(20),
      endDate: inDays(22),
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe('Este artículo se renta de 3 a 10 días.');
    const long = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId,
      startDate: inDays(20),
      endDate: inDays(31),
    });
    expect(long.status).toBe(400);
  });

  it('a booking request is refused outside the range too', async () => {
    const res = await call(t, renter.cookie, 'POST', '/api/booking-requests', {
      listingId,
      startDate: inDays(20),
      endDate: inDays(21),
      startHour: '10:00',
      endHour: '10:00',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('rental_days_out_of_range');
  });

  it('the server charges the weekly discount from 7 days, and the public listing tells the web about it', async () => {
    const added = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId,
      startDate: inDays(20),
      endDate: inDays(28),
    });
    expect(added.status).toBe(200);
    const cart = await (await call(t, renter.cookie, 'GET', '/api/cart')).json();
    // 8 days × 450.00 = 3,600.00, minus 10 % = 3,240.00.
    expect(cart.items[0].quote.itemCost).toBe(324_000);
    expect(cart.totals[0].subtotal).toBe(324_000);
    const listing = await (await call(t, null, 'GET', `/api/listings/${listingId}`)).json();
    expect(listing).toMatchObject({ minDays: 3, maxDays: 10, weeklyDiscountPct: 10, monthlyDiscountPct: 20 });
  });
});
