import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, inDays, newPerson, rentableListing } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function payAtSandbox(cookie: string, session: { url: string; transactionId: string }, action: string) {
  expect(session.url).toBe(`/sandbox-pay/${session.transactionId}`);
  const res = await call(t, cookie, 'POST', `/api/payments/sandbox/${session.transactionId}/${action}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { orderStatus: string; redirectTo: string };
}

describe('checkout through the sandbox provider', () => {
  it('holds the dates, is paid by a signed webhook, and empties the cart', async () => {
    const renter = await newPerson(t);
    const listingId = await rentableListing(t);
    const added = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId,
      startDate: inDays(10),
      endDate: inDays(13),
      withInsurance: true,
      deliveryMethod: 'home_delivery',
      deliveryAddress: 'Av. Insurgentes 100, CDMX',
    });
    expect(added.status).toBe(200);
    const cart = await added.json();
    // 3 days × 250.00 + insurance 3 × 30.00 + delivery 150.00 + deposit 1,000.00
    expect(cart.totals).toEqual([
      {
        currency: 'MXN',
        subtotal: 75_000,
        insuranceCost: 9_000,
        deliveryCost: 15_000,
        deposit: 100_000,
        total: 199_000,
      },
    ]);

    const refused = await call(t, renter.cookie, 'POST', '/api/checkout', {
      paymentMethod: 'credit_card',
      acceptTerms: false,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe('Debes aceptar los términos y condiciones');

    const checkout = await call(t, renter.cookie, 'POST', '/api/checkout', {
      paymentMethod: 'credit_card',
      acceptTerms: true,
      displayCurrency: 'USD',
    });
    expect(checkout.status).toBe(201);
    const session = await checkout.json();

    // The provider's page offers its buttons while the payment waits.
    expect((await (await call(t, null, 'GET', `/api/payments/sandbox/${session.transactionId}`)).json()).open).toBe(
      true,
    );

    // Someone else cannot take those dates while the hold lasts.
    const other = await newPerson(t);
    const blocked = await call(t, other.cookie, 'POST', '/api/cart/items', {
      listingId,
      startDate: inDays(12),
      endDate: inDays(14),
    });
    expect(blocked.status).toBe(409);
    expect((await blocked.json()).error.message).toMatch(/ya no están disponibles/);
    // ...but the return day is free for the next pickup.
    expect(
      (
        await call(t, other.cookie, 'POST', '/api/cart/items', {
          listingId,
          startDate: inDays(13),
          endDate: inDays(15),
        })
      ).status,
    ).toBe(200);

    const availability = await (await call(t, null, 'GET', `/api/listings/${listingId}/availability`)).json();
    expect(availability.held).toEqual([{ start: inDays(10), end: inDays(13) }]);

    // Someone else who learns the transaction id cannot approve or decline it, signed in or not.
    for (const cookie of [null, other.cookie])
      for (const action of ['approve', 'decline', 'cancel']) {
        const res = await call(t, cookie, 'POST', `/api/payments/sandbox/${session.transactionId}/${action}`);
        expect(res.status, `${action} by ${cookie ? 'someone else' : 'a guest'}`).toBe(cookie ? 404 : 401);
      }
    expect((await (await call(t, renter.cookie, 'GET', `/api/orders/${session.orderId}`)).json()).status).toBe(
      'awaiting_payment',
    );

    const result = await payAtSandbox(renter.cookie, session, 'approve');
    expect(result).toEqual({ orderStatus: 'paid', redirectTo: `/payment-success?order=${session.orderId}` });
    // An old tab of that page no longer offers Approve/Decline.
    const closed = await (await call(t, null, 'GET', `/api/payments/sandbox/${session.transactionId}`)).json();
    expect(closed).toMatchObject({ status: 'succeeded', open: false });
    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${session.orderId}`)).json();
    expect(order.status).toBe('paid');
    // The address is the home-delivery line's, as chosen in the cart.
    expect(order.deliveryAddress).toBe('Av. Insurgentes 100, CDMX');
    expect(order.totals.total).toBe(199_000);
    expect(order.displayCurrency).toBe('USD');
    expect(order.displayRate).toBeCloseTo(1 / 17, 6);
    expect(order.bookings[0].status).toBe('paid');
    expect((await (await call(t, renter.cookie, 'GET', '/api/cart')).json()).count).toBe(0);
  });

  it('on decline cancels the order, releases the dates and keeps the cart', async () => {
    const renter = await newPerson(t);
    const listingId = await rentableListing(t);
    await call(t, renter.cookie, 'POST', '/api/cart/items', { listingId, startDate: inDays(20), endDate: inDays(22) });
    const session = await (
      await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true })
    ).json();
    expect((await call(t, null, 'GET', `/api/listings/${listingId}/availability`)).status).toBe(200);
    const result = await payAtSandbox(renter.cookie, session, 'decline');
    // The way back says the card was refused, so the page does not read as if the person had left.
    expect(result.redirectTo).toBe(`/payment-cancelled?order=${session.orderId}&declined=1`);
    expect((await (await call(t, renter.cookie, 'GET', '/api/cart')).json()).count).toBe(1);
    expect((await (await call(t, null, 'GET', `/api/listings/${listingId}/availability`)).json()).held).toEqual([]);
  });

  it('gives an OXXO voucher that is paid at the store', async () => {
    const renter = await newPerson(t);
    const listingId = await rentableListing(t);
    await call(t, renter.cookie, 'POST', '/api/cart/items', { listingId, startDate: inDays(30), endDate: inDays(31) });
    const session = await (
      await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'oxxo', acceptTerms: true })
    ).json();
    const voucher = await (await call(t, null, 'GET', `/api/payments/sandbox/${session.transactionId}`)).json();
    expect(voucher).toMatchObject({ method: 'oxxo', amount: 125_000, currency: 'MXN', status: 'pending' });
    expect(voucher.reference).toMatch(/^\d{14}$/);
    expect(new Date(voucher.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await payAtSandbox(renter.cookie, session, 'pay-at-store')).orderStatus).toBe('paid');
  });

  it('lets an unpaid hold expire by itself and frees the dates', async () => {
    const first = await newPerson(t);
    const second = await newPerson(t);
    const listingId = await rentableListing(t);
    const dates = { listingId, startDate: inDays(40), endDate: inDays(42) };
    await call(t, first.cookie, 'POST', '/api/cart/items', dates);
    await call(t, second.cookie, 'POST', '/api/cart/items', dates);
    const session = await (
      await call(t, first.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true })
    ).json();
    expect(
      (await call(t, second.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true }))
        .status,
    ).toBe(409);
    // Fifteen minutes pass.
    await t.deps.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where order_id = ${session.orderId}`,
    );
    expect((await (await call(t, null, 'GET', `/api/listings/${listingId}/availability`)).json()).held).toEqual([]);
    expect(
      (await call(t, second.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true }))
        .status,
    ).toBe(201);
    const expired = await (await call(t, first.cookie, 'GET', `/api/orders/${session.orderId}`)).json();
    expect(expired.status).toBe('cancelled');
    // A late approval of the expired order changes nothing.
    expect((await payAtSandbox(first.cookie, session, 'approve')).orderStatus).toBe('cancelled');
  });

  it('sends guests and empty carts away with clear messages', async () => {
    const guest = await call(t, null, 'POST', '/api/cart/items', {
      listingId: 1,
      startDate: inDays(5),
      endDate: inDays(6),
    });
    expect(guest.status).toBe(401);
    expect((await guest.json()).error.message).toBe('Debes iniciar sesión para agregar al carrito');
    const renter = await newPerson(t);
    const empty = await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'oxxo', acceptTerms: true });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('Tu carrito está vacío');
  });
});

describe('a discount stays with what was booked', () => {
  it('a week at 10 % off shows the discount on the order and its tracking page, even after the owner drops it', async () => {
    const renter = await newPerson(t);
    const listingId = await rentableListing(t);
    await t.deps.database.db.execute(
      sql`update listings set weekly_discount_pct = 10, min_days = 1, max_days = 30 where id = ${listingId}`,
    );
    const added = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId,
      startDate: inDays(40),
      endDate: inDays(47),
    });
    expect(added.ok).toBe(true);
    // An address typed apart for a pickup line is not an order's address any more: the cart decides.
    const session = await (
      await call(t, renter.cookie, 'POST', '/api/checkout', {
        paymentMethod: 'credit_card',
        acceptTerms: true,
        deliveryAddress: 'Calle Falsa 123',
      })
    ).json();
    await payAtSandbox(renter.cookie, session, 'approve');
    await t.deps.database.db.execute(sql`update listings set weekly_discount_pct = 0 where id = ${listingId}`);

    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${session.orderId}`)).json();
    expect(order.deliveryAddress).toBeNull();
    const quote = order.bookings[0].quote;
    expect(quote.discount).toEqual({ kind: 'weekly', amount: expect.any(Number) });
    // The lines add up: full price − discount = what was charged for the rental.
    expect(quote.itemCost + quote.discount.amount).toBe(Math.round(quote.itemCost / 0.9));
    const tracking = await (await call(t, renter.cookie, 'GET', `/api/orders/${session.orderId}/tracking`)).json();
    expect(tracking.bookings[0].quote.discount).toEqual(quote.discount);
  });
});
