import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, inDays, newPerson, rentableListing } from '../../../test/renting-helpers';
import { serviceListing } from '../../../test/service-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

// On PostgreSQL too: concurrent bookings of the same hours meet the exclusion constraint.

let t: TestApp;
beforeAll(async () => {
  // E2E relaxes the per-address sign-up limit so one test can create 50 people.
  t = await createTestApp({ E2E: 'true' });
});
afterAll(() => t?.close());

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe('booking a service by the hour', () => {
  it('prices hours x hourly rate with no deposit, insurance or delivery', async () => {
    const { id } = await serviceListing(t.deps.database.db);
    const renter = await newPerson(t);
    const day = inDays(12);
    const res = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId: id,
      startDate: day,
      endDate: day,
      startHour: 10,
      endHour: 13,
      withInsurance: true,
      deliveryMethod: 'home_delivery',
      deliveryAddress: 'Calle 1',
    });
    expect(res.status).toBe(200);
    const cart = await res.json();
    expect(cart.items[0]).toMatchObject({ startHour: 10, endHour: 13, withInsurance: false, deliveryMethod: 'pickup' });
    expect(cart.items[0].quote).toEqual({
      days: 1,
      itemCost: 90_000,
      discount: null,
      insuranceCost: 0,
      deliveryCost: 0,
      deposit: 0,
      total: 90_000,
    });
    expect(cart.totals[0].total).toBe(90_000);
  });

  it('prices whole days x daily rate', async () => {
    const { id } = await serviceListing(t.deps.database.db);
    const renter = await newPerson(t);
    const res = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId: id,
      startDate: inDays(12),
      endDate: inDays(14),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).items[0].quote).toMatchObject({ days: 2, itemCost: 400_000, deposit: 0, total: 400_000 });
  });

  it('refuses bad hours with a clear message in the person’s language', async () => {
    const { id } = await serviceListing(t.deps.database.db);
    const renter = await newPerson(t);
    const day = inDays(12);
    const add = (body: object) =>
      call(t, renter.cookie, 'POST', '/api/cart/items', { listingId: id, startDate: day, endDate: day, ...body });

    const late = await add({ startHour: 10, endHour: 24 });
    expect(late.status).toBe(400);
    expect((await late.json()).error.message).toContain('elige una hora en punto, de 00:00 a 23:00.');

    const backwards = await add({ startHour: 14, endHour: 11 });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).error.message).toBe('La hora de fin debe ser posterior a la hora de inicio.');

    const short = await add({ startHour: 10, endHour: 11 });
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe('Este servicio se reserva por un mínimo de 2 horas.');

    const night = await add({ startHour: 5, endHour: 9 });
    expect(night.status).toBe(400);
    expect((await night.json()).error.message).toBe(
      'El proveedor no trabaja en ese horario. Consulta su horario semanal.',
    );

    const twoDays = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId: id,
      startDate: day,
      endDate: inDays(13),
      startHour: 10,
      endHour: 12,
    });
    expect(twoDays.status).toBe(400);

    const english = await t.request('/api/cart/items', {
      method: 'POST',
      headers: { cookie: renter.cookie, 'Content-Type': 'application/json', 'X-Vira-Language': 'en' },
      body: JSON.stringify({ listingId: id, startDate: day, endDate: day, startHour: 10, endHour: 11 }),
    });
    expect(((await english.json()) as { error: { message: string } }).error.message).toBe(
      'This service is booked for at least 2 hours.',
    );
  });

  it('refuses hours on an item and a unit the provider does not offer', async () => {
    const item = await rentableListing(t);
    const daysOnly = await serviceListing(t.deps.database.db, { pricePerHour: null });
    const renter = await newPerson(t);
    const day = inDays(12);
    const onItem = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId: item,
      startDate: day,
      endDate: day,
      startHour: 10,
      endHour: 12,
    });
    expect(onItem.status).toBe(400);
    expect((await onItem.json()).error.message).toBe('Solo los servicios se reservan por horas.');
    const byHour = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId: daysOnly.id,
      startDate: day,
      endDate: day,
      startHour: 10,
      endHour: 12,
    });
    expect(byHour.status).toBe(400);
    expect((await byHour.json()).error.message).toBe('Este servicio no se reserva por horas. Elige días completos.');
  });

  it('books two different hours of the same day, then refuses overlapping hours and a whole day', async () => {
    const { id } = await serviceListing(t.deps.database.db);
    const day = inDays(15);
    const book = async (body: object) => {
      const p = await newPerson(t);
      const added = await call(t, p.cookie, 'POST', '/api/cart/items', {
        listingId: id,
        startDate: day,
        endDate: day,
        ...body,
      });
      if (added.status !== 200) return added;
      return call(t, p.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true });
    };
    expect((await book({ startHour: 9, endHour: 11 })).status).toBe(201);
    // 11:00 is free again: the ranges are half-open.
    expect((await book({ startHour: 11, endHour: 13 })).status).toBe(201);
    const overlap = await book({ startHour: 12, endHour: 15 });
    expect(overlap.status).toBe(409);
    expect((await overlap.json()).error.message).toBe(
      'Esas horas ya no están disponibles para este servicio. Elige otro horario.',
    );
    expect((await book({})).status).toBe(409);
    const held = rows<{ start_hour: string; end_hour: string }>(
      await t.deps.database.db.execute(
        sql`select start_hour, end_hour from bookings where listing_id = ${id} and holds order by start_hour`,
      ),
    );
    expect(held).toEqual([
      { start_hour: '09:00', end_hour: '11:00' },
      { start_hour: '11:00', end_hour: '13:00' },
    ]);
  }, 60_000);
});

describe('50 people booking the same hours of a provider at once', () => {
  it('lets exactly one hold them; the others get a clear 409 and no hours overlap', async () => {
    const { id } = await serviceListing(t.deps.database.db);
    const day = inDays(20);
    const people = [];
    for (let i = 0; i < 50; i++) people.push(await newPerson(t, 'crowd'));
    for (const p of people) {
      const added = await call(t, p.cookie, 'POST', '/api/cart/items', {
        listingId: id,
        startDate: day,
        endDate: day,
        startHour: 14,
        endHour: 16,
      });
      expect(added.status).toBe(200);
    }
    const answers = await Promise.all(
      people.map((p) =>
        call(t, p.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const conflict = await answers.find((a) => a.status === 409)!.json();
    expect(conflict.error.message).toBe('Esas horas ya no están disponibles para este servicio. Elige otro horario.');
    const overlaps = rows<{ n: number }>(
      await t.deps.database.db.execute(sql`
        select count(*)::int as n from bookings a join bookings b
          on a.listing_id = b.listing_id and a.id < b.id and a.holds and b.holds and a.held_hours && b.held_hours
        where a.listing_id = ${id}`),
    );
    expect(overlaps[0]!.n).toBe(0);
    const holding = rows<{ n: number; range: string }>(
      await t.deps.database.db.execute(
        sql`select count(*)::int as n, min(held_hours::text) as range from bookings where listing_id = ${id} and holds`,
      ),
    );
    expect(holding[0]!.n).toBe(1);
    // 14:00-16:00 in Mexico City (UTC-6) is 20:00-22:00 UTC.
    expect(holding[0]!.range).toMatch(/20:00:00\+00.*22:00:00\+00/);
  }, 180_000);
});
