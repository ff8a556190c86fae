import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clabeCheckDigit } from '@vira/domain/clabe';
import { publishedListing } from '../../../../test/owner-helpers';
import { call, inDays, newPerson } from '../../../../test/renting-helpers';
import { bookingWithMoney } from '../../../../test/money-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { runDueJobs } from '../../jobs';
import { schedulePayouts } from './payouts.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const FIRST17 = '03218000011835971';
const CLABE = `${FIRST17}${clabeCheckDigit(FIRST17)}`;
const BAD_CLABE = `${FIRST17}${(clabeCheckDigit(FIRST17) + 1) % 10}`;

/** A finished rental whose money was taken (status set directly: the lifecycle is tested elsewhere). */
function completed(
  listingId: number,
  renterId: string,
  ownerId: string,
  start: number,
  itemCost: number,
  currency = 'MXN',
) {
  const commission = Math.round(itemCost * 0.3);
  return {
    listingId,
    renterId,
    ownerId,
    startDate: inDays(start),
    endDate: inDays(start + 2),
    status: 'completed' as const,
    instantBooking: true,
    currency,
    days: 2,
    itemCost,
    insuranceCost: 0,
    deliveryCost: 0,
    deposit: 0,
    total: itemCost,
    commission,
    ownerEarnings: itemCost - commission,
  };
}

describe('payouts', () => {
  it('refuses a CLABE with a wrong check digit, saying so without showing a pattern', async () => {
    const owner = await newPerson(t, 'owner');
    const res = await call(t, owner.cookie, 'PUT', '/api/owner/payout-account', {
      clabe: BAD_CLABE,
      holderName: 'Ana',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.clabe).toBe('el dígito verificador no coincide; revisa la CLABE.');
    const short = await call(t, owner.cookie, 'PUT', '/api/owner/payout-account', { clabe: '1234', holderName: 'Ana' });
    expect((await short.json()).error.fields.clabe).toBe('la CLABE tiene 18 dígitos.');
    expect((await call(t, null, 'PUT', '/api/owner/payout-account', { clabe: CLABE, holderName: 'Ana' })).status).toBe(
      401,
    );
  });

  it('waits for an account, then the daily job pays each completed booking exactly once, per currency', async () => {
    const owner = await newPerson(t, 'owner');
    const renter = await newPerson(t, 'renter');
    const listingId = await publishedListing(t, owner.cookie, { title: 'Cámara para pagar' });
    const db = t.deps.database.db;
    for (const values of [
      completed(listingId, renter.id, owner.id, -20, 100_000),
      completed(listingId, renter.id, owner.id, -10, 50_000),
      completed(listingId, renter.id, owner.id, -30, 20_000, 'USD'),
      { ...completed(listingId, renter.id, owner.id, 10, 90_000), status: 'paid' as const },
    ])
      await bookingWithMoney(t, values);

    // No account yet: the earnings wait and nothing is paid.
    let overview = await (await call(t, owner.cookie, 'GET', '/api/owner/payouts')).json();
    expect(overview.account).toBeNull();
    expect(overview.waiting).toEqual([
      { currency: 'MXN', amount: 105_000, bookings: 2 },
      { currency: 'USD', amount: 14_000, bookings: 1 },
    ]);
    await schedulePayouts(t.deps);
    await runDueJobs(t.deps, new Date(Date.now() + 25 * 3_600_000));
    expect((await (await call(t, owner.cookie, 'GET', '/api/owner/payouts')).json()).payouts).toEqual([]);

    const saved = await call(t, owner.cookie, 'PUT', '/api/owner/payout-account', {
      clabe: `${CLABE.slice(0, 3)} ${CLABE.slice(3)}`,
      holderName: 'Ana Pérez',
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).account).toEqual({
      provider: 'sandbox',
      clabeLast4: CLABE.slice(-4),
      holderName: 'Ana Pérez',
      status: 'active',
    });

    // The job rescheduled itself for the next day; running the runner twice pays once.
    await runDueJobs(t.deps, new Date(Date.now() + 49 * 3_600_000));
    await runDueJobs(t.deps, new Date(Date.now() + 49 * 3_600_000));
    overview = await (await call(t, owner.cookie, 'GET', '/api/owner/payouts')).json();
    expect(overview.waiting).toEqual([]);
    expect(overview.payouts.map((p: { currency: string; amount: number }) => [p.currency, p.amount]).sort()).toEqual([
      ['MXN', 105_000],
      ['USD', 14_000],
    ]);
    const mxn = overview.payouts.find((p: { currency: string }) => p.currency === 'MXN');
    expect(mxn.bookings.map((b: { title: string; amount: number }) => [b.title, b.amount])).toEqual([
      ['Cámara para pagar', 70_000],
      ['Cámara para pagar', 35_000],
    ]);
    // The owner hears of each payout once, in the bell (and by e-mail), with its amount.
    const bell = await (await call(t, owner.cookie, 'GET', '/api/notifications')).json();
    const told = bell.notifications
      .filter((n: { title: string }) => n.title.startsWith('Te enviamos'))
      .map((n: { title: string }) => n.title)
      .sort();
    expect(told).toEqual(['Te enviamos MXN 1,050.00', 'Te enviamos USD 140.00']);
    const count = await db.execute(sql`select count(*)::int as n from payout_bookings`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);

    // The dashboard's earnings now show it as paid, not releasable.
    const earnings = await (await call(t, owner.cookie, 'GET', '/api/owner/earnings')).json();
    const listing = earnings.listings.find((l: { currency: string }) => l.currency === 'MXN');
    expect(listing).toMatchObject({ releasable: 0, paid: 105_000, pending: 63_000 });
  });
});
