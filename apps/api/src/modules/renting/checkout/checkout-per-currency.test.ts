import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, inDays, newPerson, rentableListing } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { listings } from '../../../db/schema/listings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function listingIn(currency: string, pricePerDay: number) {
  const id = await rentableListing(t);
  await t.deps.database.db
    .update(listings)
    .set({ currency, pricePerDay, insuranceCostPerDay: 0, hasInsurance: false, deposit: 0, deliveryCost: 0 })
    .where(eq(listings.id, id));
  return id;
}

describe('a cart in two currencies', () => {
  it('becomes one order per currency in one checkout; each is paid on its own page', async () => {
    const renter = await newPerson(t);
    const pesos = await listingIn('MXN', 50_000);
    const dollars = await listingIn('USD', 3_000);
    await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId: pesos,
      startDate: inDays(5),
      endDate: inDays(6),
    });
    await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId: dollars,
      startDate: inDays(5),
      endDate: inDays(5),
    });

    const res = await call(t, renter.cookie, 'POST', '/api/checkout', {
      paymentMethod: 'credit_card',
      acceptTerms: true,
    });
    expect(res.status).toBe(201);
    const session = await res.json();
    expect(session.payments.map((p: { currency: string; total: number }) => [p.currency, p.total])).toEqual([
      ['MXN', 50_000],
      ['USD', 3_000],
    ]);
    expect(session.orderId).toBe(session.payments[0].orderId);
    const [first, second] = session.payments;

    // Both hold their dates from now: nobody else can take the dollar listing while the first is being paid.
    const other = await newPerson(t);
    const taken = await call(t, other.cookie, 'POST', '/api/cart/items', {
      listingId: dollars,
      startDate: inDays(5),
      endDate: inDays(5),
    });
    expect(taken.status).toBe(409);

    // The first order's page says what is still to pay, with its own payment page.
    let order = await (await call(t, renter.cookie, 'GET', `/api/orders/${first.orderId}`)).json();
    expect(order.totals.currency).toBe('MXN');
    expect(order.unpaidSiblings).toEqual([{ orderId: second.orderId, currency: 'USD', total: 3_000, url: second.url }]);

    const firstTx = session.transactionId;
    expect((await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${firstTx}/approve`)).status).toBe(200);
    order = await (await call(t, renter.cookie, 'GET', `/api/orders/${first.orderId}`)).json();
    expect(order.status).toBe('paid');
    expect(order.unpaidSiblings).toHaveLength(1);
    // Paying the pesos empties the cart of the pesos listing only.
    const cart = await (await call(t, renter.cookie, 'GET', '/api/cart')).json();
    expect(cart.items.map((i: { listing: { id: number } }) => i.listing.id)).toEqual([dollars]);

    const secondTx = second.url.split('/').at(-1);
    expect((await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${secondTx}/approve`)).status).toBe(200);
    const paid = await (await call(t, renter.cookie, 'GET', `/api/orders/${second.orderId}`)).json();
    expect(paid).toMatchObject({ status: 'paid', totals: { currency: 'USD', total: 3_000 }, unpaidSiblings: [] });
    expect((await (await call(t, renter.cookie, 'GET', `/api/orders/${first.orderId}`)).json()).unpaidSiblings).toEqual(
      [],
    );
    expect((await (await call(t, renter.cookie, 'GET', '/api/cart')).json()).count).toBe(0);
  });

  it('a single-currency cart stays one order with nothing else to pay', async () => {
    const renter = await newPerson(t);
    const pesos = await listingIn('MXN', 50_000);
    await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId: pesos,
      startDate: inDays(8),
      endDate: inDays(8),
    });
    const session = await (
      await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'oxxo', acceptTerms: true })
    ).json();
    expect(session.payments).toEqual([{ orderId: session.orderId, currency: 'MXN', total: 50_000, url: session.url }]);
    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${session.orderId}`)).json();
    expect(order.unpaidSiblings).toEqual([]);
  });
});

describe('a failed or forgotten payment never blocks its own retry', () => {
  it('a declined card, then "Proceder al Pago" again: the unpaid order in the other currency is replaced', async () => {
    const renter = await newPerson(t);
    const pesos = await listingIn('MXN', 50_000);
    const euros = await listingIn('EUR', 4_000);
    for (const listingId of [pesos, euros])
      await call(t, renter.cookie, 'POST', '/api/cart/items', { listingId, startDate: inDays(7), endDate: inDays(8) });
    const checkout = () =>
      call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true });
    const first = await (await checkout()).json();
    await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${first.transactionId}/decline`);

    const again = await checkout();
    expect(again.status).toBe(201);
    const second = await again.json();
    // The euro order of the first try no longer holds the dates, and its payment page is closed.
    const oldEuro = first.payments[1];
    expect((await (await call(t, renter.cookie, 'GET', `/api/orders/${oldEuro.orderId}`)).json()).status).toBe(
      'cancelled',
    );
    expect(
      (await (await call(t, null, 'GET', `/api/payments/sandbox/${oldEuro.url.split('/').at(-1)}`)).json()).open,
    ).toBe(false);
    for (const payment of second.payments as { url: string }[])
      expect(
        (await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${payment.url.split('/').at(-1)}/approve`)).status,
      ).toBe(200);
    const paid = await (await call(t, renter.cookie, 'GET', `/api/orders/${second.payments[1].orderId}`)).json();
    expect(paid).toMatchObject({ status: 'paid', charge: { state: 'captured', currency: 'EUR' } });
  });

  it('an OXXO voucher left unpaid does not block paying the same dates by card', async () => {
    const renter = await newPerson(t);
    const pesos = await listingIn('MXN', 50_000);
    await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId: pesos,
      startDate: inDays(9),
      endDate: inDays(10),
    });
    const voucher = await (
      await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'oxxo', acceptTerms: true })
    ).json();
    const card = await call(t, renter.cookie, 'POST', '/api/checkout', {
      paymentMethod: 'credit_card',
      acceptTerms: true,
    });
    expect(card.status).toBe(201);
    expect((await (await call(t, null, 'GET', `/api/payments/sandbox/${voucher.transactionId}`)).json()).open).toBe(
      false,
    );
    // The card checkout holds the dates now, once.
    const availability = await (await call(t, null, 'GET', `/api/listings/${pesos}/availability`)).json();
    expect(availability.held).toEqual([{ start: inDays(9), end: inDays(10) }]);
  });
});
