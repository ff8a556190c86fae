import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedListing } from '../../../test/owner-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookings } from '../../db/schema/bookings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function booking(listingId: number, renterId: string, ownerId: string, start: number, days: number, status: string) {
  const itemCost = 45_000 * days;
  const commission = Math.round(itemCost * 0.3);
  return {
    listingId,
    renterId,
    ownerId,
    startDate: inDays(start),
    endDate: inDays(start + days),
    status: status as 'paid',
    holds: status === 'paid' || status === 'handed_over',
    instantBooking: true,
    currency: 'MXN',
    days,
    itemCost,
    insuranceCost: 0,
    deliveryCost: 0,
    deposit: 200_000,
    total: itemCost + 200_000,
    // A cancellation without a settlement earns the owner nothing (booking-transitions.service).
    commission: status === 'cancelled' ? 0 : commission,
    ownerEarnings: status === 'cancelled' ? 0 : itemCost - commission,
  };
}

describe('GET /api/owner/earnings', () => {
  it('asks a guest to sign in', async () => {
    expect((await call(t, null, 'GET', '/api/owner/earnings')).status).toBe(401);
  });

  it('sums gross, 30 % commission and net per month and listing, pending vs releasable, from the bookings', async () => {
    const owner = await newPerson(t, 'owner');
    const renter = await newPerson(t, 'renter');
    const other = await newPerson(t, 'other');
    const id = await publishedListing(t, owner.cookie, { title: 'Kayak de ganancias' });
    const db = t.deps.database.db;
    const [paid] = await db
      .insert(bookings)
      .values(booking(id, renter.id, owner.id, 3, 2, 'paid'))
      .returning();
    await db.insert(bookings).values(booking(id, renter.id, owner.id, 40, 3, 'completed'));
    await db.insert(bookings).values(booking(id, renter.id, owner.id, 60, 5, 'cancelled'));

    const res = await call(t, owner.cookie, 'GET', '/api/owner/earnings');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.listings).toEqual([
      {
        listingId: id,
        title: 'Kayak de ganancias',
        currency: 'MXN',
        bookings: 2,
        gross: 225_000,
        commission: 67_500,
        net: 157_500,
        pending: 63_000,
        releasable: 94_500,
        paid: 0,
      },
    ]);
    const months = body.months.reduce((sum: number, m: { gross: number }) => sum + m.gross, 0);
    expect(months).toBe(225_000);
    expect(body.upcoming).toEqual([
      { bookingId: paid!.id, listingId: id, title: 'Kayak de ganancias', kind: 'handover', date: inDays(3) },
      { bookingId: paid!.id, listingId: id, title: 'Kayak de ganancias', kind: 'return', date: inDays(5) },
    ]);

    // Someone else sees none of it.
    const others = await (await call(t, other.cookie, 'GET', '/api/owner/earnings')).json();
    expect(others).toEqual({ months: [], listings: [], upcoming: [] });
    await db.delete(bookings).where(eq(bookings.listingId, id));
  });
});
