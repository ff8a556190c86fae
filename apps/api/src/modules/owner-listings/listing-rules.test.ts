import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedListing } from '../../../test/owner-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookings } from '../../db/schema/bookings';

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

describe('blocked dates', () => {
  it('only the owner blocks days; renters then cannot book them and availability and search show them busy', async () => {
    const owner = await newPerson(t, 'owner');
    const other = await newPerson(t, 'other');
    const id = await publishedListing(t, owner.cookie, { title: 'Parrilla bloqueada', instantBooking: true });
    const block = { startDate: inDays(50), endDate: inDays(53) };
    expect((await call(t, other.cookie, 'POST', `/api/listings/${id}/blocked-dates`, block)).status).toBe(404);
    expect((await call(t, null, 'POST', `/api/listings/${id}/blocked-dates`, block)).status).toBe(401);
    const inverted = await call(t, owner.cookie, 'POST', `/api/listings/${id}/blocked-dates`, {
      startDate: inDays(53),
      endDate: inDays(50),
    });
    expect(inverted.status).toBe(400);
    const created = await call(t, owner.cookie, 'POST', `/api/listings/${id}/blocked-dates`, block);
    expect(created.status).toBe(201);
    const blockId = (await created.json()).id;

    const availability = await (await call(t, null, 'GET', `/api/listings/${id}/availability`)).json();
    expect(availability.held).toContainEqual({ start: block.startDate, end: block.endDate });
    const cart = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId: id,
      startDate: inDays(52),
      endDate: inDays(55),
    });
    expect(cart.status).toBe(409);
    const search = await (
      await call(t, null, 'GET', `/api/search?q=Parrilla%20bloqueada&startDate=${inDays(51)}&endDate=${inDays(52)}`)
    ).json();
    expect(search.total).toBe(0);

    expect((await call(t, other.cookie, 'DELETE', `/api/listings/${id}/blocked-dates/${blockId}`)).status).toBe(404);
    expect((await call(t, owner.cookie, 'DELETE', `/api/listings/${id}/blocked-dates/${blockId}`)).status).toBe(204);
    expect(
      (
        await call(t, renter.cookie, 'POST', '/api/cart/items', {
          listingId: id,
          startDate: inDays(52),
          endDate: inDays(55),
        })
      ).status,
    ).toBe(200);
  });

  it('the database refuses a holding booking on blocked days, and a block on booked days', async () => {
    const owner = await newPerson(t, 'owner');
    const id = await publishedListing(t, owner.cookie, { title: 'Tienda base de datos' });
    await call(t, owner.cookie, 'POST', `/api/listings/${id}/blocked-dates`, {
      startDate: inDays(70),
      endDate: inDays(72),
    });
    const db = t.deps.database.db;
    const booking = {
      listingId: id,
      renterId: renter.id,
      ownerId: owner.id,
      status: 'paid' as const,
      holds: true,
      instantBooking: true,
      currency: 'MXN',
      days: 2,
      itemCost: 90_000,
      insuranceCost: 0,
      deliveryCost: 0,
      deposit: 0,
      total: 90_000,
      commission: 27_000,
      ownerEarnings: 63_000,
    };
    // Straight to the table, past every application check: the database itself refuses.
    await expect(
      db.insert(bookings).values({ ...booking, startDate: inDays(71), endDate: inDays(73) }),
    ).rejects.toThrow();
    await db.insert(bookings).values({ ...booking, startDate: inDays(80), endDate: inDays(82) });
    const refused = await call(t, owner.cookie, 'POST', `/api/listings/${id}/blocked-dates`, {
      startDate: inDays(81),
      endDate: inDays(85),
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe('Ya hay una reserva en esas fechas; no se pueden bloquear.');
  });
});
