import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, inDays, newPerson, rentableListing } from '../../../test/renting-helpers';
import { serviceListing } from '../../../test/service-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOURS_TAKEN = 'Esas horas ya no están disponibles';

describe('the request dialog books a service by hours or whole days', () => {
  it('prices the hours, and once the provider accepts nobody else can ask for those hours', async () => {
    const owner = await newPerson(t, 'provider');
    const { id } = await serviceListing(t.deps.database.db, { ownerId: owner.id });
    const first = await newPerson(t);
    const day = inDays(15);
    const res = await call(t, first.cookie, 'POST', '/api/booking-requests', {
      listingId: id,
      startDate: day,
      endDate: day,
      startHour: '10:00',
      endHour: '13:00',
    });
    expect(res.status).toBe(201);
    const booking = await res.json();
    expect(booking).toMatchObject({ startHour: '10:00', endHour: '13:00', total: 90_000, status: 'requested' });
    const held = await t.deps.database.db.execute(
      sql`SELECT held_hours IS NOT NULL AS has FROM bookings WHERE id = ${booking.id}`,
    );
    expect((held as unknown as { rows: { has: boolean }[] }).rows[0]!.has).toBe(true);

    const accepted = await call(t, owner.cookie, 'POST', `/api/bookings/${booking.id}/accept`);
    expect(accepted.status).toBe(200);

    const second = await newPerson(t);
    const overlap = await call(t, second.cookie, 'POST', '/api/booking-requests', {
      listingId: id,
      startDate: day,
      endDate: day,
      startHour: '12:00',
      endHour: '14:00',
    });
    expect(overlap.status).toBe(409);
    expect((await overlap.json()).error.message).toContain(HOURS_TAKEN);

    const after = await call(t, second.cookie, 'POST', '/api/booking-requests', {
      listingId: id,
      startDate: day,
      endDate: day,
      startHour: '13:00',
      endHour: '15:00',
    });
    expect(after.status).toBe(201);
  });

  it('prices whole days without hours, and refuses fewer hours than the minimum', async () => {
    const { id } = await serviceListing(t.deps.database.db);
    const renter = await newPerson(t);
    const days = await call(t, renter.cookie, 'POST', '/api/booking-requests', {
      listingId: id,
      startDate: inDays(20),
      endDate: inDays(22),
    });
    expect(days.status).toBe(201);
    expect(await days.json()).toMatchObject({ startHour: null, endHour: null, total: 400_000 });

    const short = await call(t, renter.cookie, 'POST', '/api/booking-requests', {
      listingId: id,
      startDate: inDays(25),
      endDate: inDays(25),
      startHour: '10:00',
      endHour: '11:00',
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe('Este servicio se reserva por un mínimo de 2 horas.');
  });

  it('still asks an item for its pickup and return hours', async () => {
    const item = await rentableListing(t);
    const renter = await newPerson(t);
    const res = await call(t, renter.cookie, 'POST', '/api/booking-requests', {
      listingId: item,
      startDate: inDays(20),
      endDate: inDays(22),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain('elige una hora en punto, de 00:00 a 23:00.');
  });
});

describe('the pay-now dialog books a service by hours', () => {
  it('charges hours x hourly rate and holds them against a second payer', async () => {
    const { id } = await serviceListing(t.deps.database.db);
    const day = inDays(16);
    const body = { listing_id: id, start_date: day, end_date: day, start_hour: 10, end_hour: 12 };
    const first = await newPerson(t);
    const paid = await call(t, first.cookie, 'POST', '/api/payments/create-rental-payment', body);
    expect(paid.status).toBe(200);
    const { order_id } = await paid.json();
    const order = await t.deps.database.db.execute(
      sql`SELECT b.start_hour, b.end_hour, b.total FROM bookings b WHERE b.order_id = ${order_id}`,
    );
    expect((order as unknown as { rows: unknown[] }).rows[0]).toMatchObject({
      start_hour: '10:00',
      end_hour: '12:00',
      total: 60_000,
    });

    const second = await newPerson(t);
    const again = await call(t, second.cookie, 'POST', '/api/payments/create-crypto-payment', {
      ...body,
      start_hour: 11,
      end_hour: 13,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toContain(HOURS_TAKEN);
  });

  it('refuses hours for an item', async () => {
    const item = await rentableListing(t);
    const renter = await newPerson(t);
    const res = await call(t, renter.cookie, 'POST', '/api/payments/create-rental-payment', {
      listing_id: item,
      start_date: inDays(20),
      end_date: inDays(22),
      start_hour: 10,
      end_hour: 12,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Solo los servicios se reservan por horas.');
  });
});
