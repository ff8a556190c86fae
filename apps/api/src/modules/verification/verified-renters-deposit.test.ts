import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, inDays, newPerson, rentableListing } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { profiles } from '../../db/schema/profiles';

let t: TestApp;
beforeAll(async () => {
  // Deposits above 500.00 MXN need a verified renter, whatever the owner chose.
  t = await createTestApp({ VERIFICATION_REQUIRED_ABOVE_DEPOSIT: '50000' });
});
afterAll(() => t?.close());

describe('a deposit above the configured amount needs a verified renter', () => {
  it('refuses an unverified renter for a 1,000.00 MXN deposit, not for a 400.00 one, and says so in public config', async () => {
    const renter = await newPerson(t, 'deposit-renter');
    const high = await rentableListing(t); // deposit 1,000.00 MXN
    const low = await rentableListing(t);
    await t.deps.database.db.execute(sql`update listings set deposit = 40000 where id = ${low}`);
    const line = (listingId: number) => ({ listingId, startDate: inDays(10), endDate: inDays(12) });

    const refused = await call(t, renter.cookie, 'POST', '/api/cart/items', line(high));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('verified_renter_required');
    expect((await call(t, renter.cookie, 'POST', '/api/cart/items', line(low))).status).toBe(200);

    // A USD deposit is compared in pesos: 100.00 USD is well above 500.00 MXN.
    const dollars = await rentableListing(t);
    await t.deps.database.db.execute(sql`update listings set currency = 'USD', deposit = 10000 where id = ${dollars}`);
    expect((await call(t, renter.cookie, 'POST', '/api/booking-requests', line(dollars))).status).toBe(403);

    const config = await (await call(t, null, 'GET', '/api/config/public')).json();
    expect(config.verificationRequiredAboveDeposit).toBe(50000);

    await t.deps.database.db
      .update(profiles)
      .set({ identityVerifiedAt: new Date() })
      .where(eq(profiles.userId, renter.id));
    expect((await call(t, renter.cookie, 'POST', '/api/cart/items', line(high))).status).toBe(200);
    const cart = await (await call(t, renter.cookie, 'GET', '/api/cart')).json();
    expect(cart.items.map((i: { needsVerification: boolean }) => i.needsVerification)).toEqual([false, false]);
  });

  it('marks a cart line over the deposit threshold as needing verification once the threshold applies', async () => {
    const renter = await newPerson(t, 'deposit-later');
    const listingId = await rentableListing(t);
    await t.deps.database.db.execute(sql`update listings set deposit = 40000 where id = ${listingId}`);
    const line = { listingId, startDate: inDays(14), endDate: inDays(15) };
    expect((await call(t, renter.cookie, 'POST', '/api/cart/items', line)).status).toBe(200);
    // The owner raises the deposit above 500.00 MXN after the line was added.
    await t.deps.database.db.execute(sql`update listings set deposit = 90000 where id = ${listingId}`);
    const cart = await (await call(t, renter.cookie, 'GET', '/api/cart')).json();
    expect(cart.items[0]).toMatchObject({ listingId, needsVerification: true });
    const paying = await call(t, renter.cookie, 'POST', '/api/checkout', {
      paymentMethod: 'credit_card',
      acceptTerms: true,
    });
    expect(paying.status).toBe(403);
  });
});
