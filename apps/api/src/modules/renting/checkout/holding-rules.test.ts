import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, inDays, newPerson, rentableListing } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { listings } from '../../../db/schema/listings';

// On PostgreSQL too: holds and their limits rest on constraints and row locks.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function checkout(cookie: string, paymentMethod: 'credit_card' | 'oxxo' = 'credit_card') {
  return call(t, cookie, 'POST', '/api/checkout', { paymentMethod, acceptTerms: true });
}

describe('holding dates without paying is bounded', () => {
  it('at most 3 unpaid checkouts per person at once', async () => {
    const ana = await newPerson(t);
    for (let i = 0; i < 3; i++) {
      await call(t, ana.cookie, 'DELETE', '/api/cart');
      await call(t, ana.cookie, 'POST', '/api/cart/items', {
        listingId: await rentableListing(t),
        startDate: inDays(5),
        endDate: inDays(6),
      });
      expect((await checkout(ana.cookie)).status).toBe(201);
    }
    await call(t, ana.cookie, 'DELETE', '/api/cart');
    await call(t, ana.cookie, 'POST', '/api/cart/items', {
      listingId: await rentableListing(t),
      startDate: inDays(5),
      endDate: inDays(6),
    });
    const fourth = await checkout(ana.cookie);
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).error.message).toBe(
      'Ya tienes 3 reservas sin pagar. Paga o cancela alguna antes de apartar más fechas.',
    );
  });

  it('a checkout paid in two currencies counts as one unpaid checkout', async () => {
    const ana = await newPerson(t);
    const inDollars = await rentableListing(t);
    await t.deps.database.db.update(listings).set({ currency: 'USD' }).where(eq(listings.id, inDollars));
    await call(t, ana.cookie, 'POST', '/api/cart/items', {
      listingId: await rentableListing(t),
      startDate: inDays(5),
      endDate: inDays(6),
    });
    await call(t, ana.cookie, 'POST', '/api/cart/items', {
      listingId: inDollars,
      startDate: inDays(5),
      endDate: inDays(6),
    });
    const split = await checkout(ana.cookie);
    expect(split.status).toBe(201);
    expect((await split.json()).payments).toHaveLength(2);
    for (let i = 0; i < 3; i++) {
      await call(t, ana.cookie, 'DELETE', '/api/cart');
      await call(t, ana.cookie, 'POST', '/api/cart/items', {
        listingId: await rentableListing(t),
        startDate: inDays(5),
        endDate: inDays(6),
      });
      // Two more checkouts fit beside the two-currency one; a third would be the fourth hold.
      expect((await checkout(ana.cookie)).status).toBe(i < 2 ? 201 : 409);
    }
  });

  it('at most 90 days per booking when the owner set no maximum', async () => {
    const ana = await newPerson(t);
    const listingId = await rentableListing(t);
    const long = await call(t, ana.cookie, 'POST', '/api/cart/items', {
      listingId,
      startDate: inDays(2),
      endDate: inDays(2 + 91),
    });
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe('Este artículo se renta de 1 a 90 días.');
    const ok = await call(t, ana.cookie, 'POST', '/api/cart/items', {
      listingId,
      startDate: inDays(2),
      endDate: inDays(2 + 90),
    });
    expect(ok.status).toBe(200);
  });

  it('a cart left for a week cannot check out dates that are now in the past', async () => {
    const ana = await newPerson(t);
    await call(t, ana.cookie, 'POST', '/api/cart/items', {
      listingId: await rentableListing(t),
      startDate: inDays(3),
      endDate: inDays(4),
    });
    await t.deps.database.db.execute(
      sql`update cart_items set start_date = ${inDays(-7)}, end_date = ${inDays(-6)} where user_id = ${ana.id}`,
    );
    const res = await checkout(ana.cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('La fecha de inicio no puede ser en el pasado');
  });

  it('an OXXO voucher holds the dates for 3 days, a card for 15 minutes', async () => {
    const ana = await newPerson(t);
    await call(t, ana.cookie, 'POST', '/api/cart/items', {
      listingId: await rentableListing(t),
      startDate: inDays(3),
      endDate: inDays(4),
    });
    const voucher = await (await checkout(ana.cookie, 'oxxo')).json();
    const order = await (await call(t, ana.cookie, 'GET', `/api/orders/${voucher.orderId}`)).json();
    const hours = (new Date(order.holdExpiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const page = await (await call(t, null, 'GET', `/api/payments/sandbox/${voucher.transactionId}`)).json();
    expect(new Date(page.expiresAt).getTime()).toBe(new Date(order.holdExpiresAt).getTime());
  });
});
