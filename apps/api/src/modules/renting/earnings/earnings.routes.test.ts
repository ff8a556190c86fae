import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedListing } from '../../../../test/owner-helpers';
import { call, inDays, newPerson } from '../../../../test/renting-helpers';
import { bookingWithMoney } from '../../../../test/money-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

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
    // Given back: the deposit once the rental ended, everything on a cancellation without a settlement.
    refundedAmount: status === 'completed' ? 200_000 : status === 'cancelled' ? itemCost + 200_000 : 0,
    // A cancellation without a settlement earns the owner nothing (booking-transitions.service).
    commission: status === 'cancelled' ? 0 : commission,
    ownerEarnings: status === 'cancelled' ? 0 : itemCost - commission,
  };
}

describe('GET /api/owner/earnings', () => {
  it('asks a guest to sign in', async () => {
    expect((await call(t, null, 'GET', '/api/owner/earnings')).status).toBe(401);
  });

  it('sums gross, 30 % commission and net per month and listing, pending vs releasable, from the ledger', async () => {
    const owner = await newPerson(t, 'owner');
    const renter = await newPerson(t, 'renter');
    const other = await newPerson(t, 'other');
    const id = await publishedListing(t, owner.cookie, { title: 'Kayak de ganancias' });
    const paid = await bookingWithMoney(t, booking(id, renter.id, owner.id, 3, 2, 'paid'));
    await bookingWithMoney(t, booking(id, renter.id, owner.id, 40, 3, 'completed'));
    await bookingWithMoney(t, booking(id, renter.id, owner.id, 60, 5, 'cancelled'));

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
        refunded: 0,
        commission: 67_500,
        depositKept: 0,
        net: 157_500,
        pending: 63_000,
        releasable: 94_500,
        paid: 0,
      },
    ]);
    const months = body.months.reduce((sum: number, m: { gross: number }) => sum + m.gross, 0);
    expect(months).toBe(225_000);
    expect(body.upcoming).toEqual([
      { bookingId: paid.id, listingId: id, title: 'Kayak de ganancias', kind: 'handover', date: inDays(3) },
      { bookingId: paid.id, listingId: id, title: 'Kayak de ganancias', kind: 'return', date: inDays(5) },
    ]);

    // Someone else sees none of it.
    const others = await (await call(t, other.cookie, 'GET', '/api/owner/earnings')).json();
    expect(others).toEqual({ months: [], listings: [], upcoming: [] });
  });

  it('adds up: rentals − refunds − commission + deposit kept = earnings, each with its own column', async () => {
    const owner = await newPerson(t, 'owner');
    const renter = await newPerson(t, 'renter');
    const id = await publishedListing(t, owner.cookie, { title: 'Cámara con reclamo' });
    // Completed, and the owner kept MXN 500.00 of the deposit on a damage claim.
    await bookingWithMoney(
      t,
      { ...booking(id, renter.id, owner.id, -10, 2, 'completed'), ownerEarnings: 63_000 + 50_000, refundedAmount: 150_000 },
      { settlement: { depositRefunded: 150_000, depositToOwner: 50_000 } },
    );
    // Cancelled late: the owner kept half of the rental (MXN 675.00) and 30 % of that went to Vira.
    await bookingWithMoney(t, {
      ...booking(id, renter.id, owner.id, -20, 3, 'cancelled'),
      commission: 20_250,
      ownerEarnings: 47_250,
      refundedAmount: 200_000 + 67_500,
    });

    const body = await (await call(t, owner.cookie, 'GET', '/api/owner/earnings')).json();
    const row = body.listings.find((l: { listingId: number }) => l.listingId === id);
    expect(row).toMatchObject({
      gross: 225_000,
      refunded: 67_500,
      commission: 47_250,
      depositKept: 50_000,
      net: 160_250,
    });
    expect(row.gross - row.refunded - row.commission + row.depositKept).toBe(row.net);
  });
});
