import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings } from '../../../db/schema/listings';
import { call, inDays, newPerson, rentableListing } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A listing owned by a person who can sign in (to answer requests). */
async function ownedListing(instant: boolean) {
  const owner = await newPerson(t, 'owner');
  const listingId = await rentableListing(t, { instant });
  await t.deps.database.db.update(listings).set({ ownerId: owner.id }).where(eq(listings.id, listingId));
  return { owner, listingId };
}

describe('every cart, order, booking and billing record belongs to one person', () => {
  it('answers 404 to anyone else', async () => {
    const ana = await newPerson(t);
    const beto = await newPerson(t);
    const listingId = await rentableListing(t);
    const cart = await (
      await call(t, ana.cookie, 'POST', '/api/cart/items', { listingId, startDate: inDays(4), endDate: inDays(6) })
    ).json();
    const itemId = cart.items[0].id;
    expect((await call(t, beto.cookie, 'PATCH', `/api/cart/items/${itemId}`, { withInsurance: true })).status).toBe(
      404,
    );
    expect((await call(t, beto.cookie, 'DELETE', `/api/cart/items/${itemId}`)).status).toBe(404);
    expect((await (await call(t, beto.cookie, 'GET', '/api/cart')).json()).count).toBe(0);
    await call(t, beto.cookie, 'DELETE', '/api/cart');
    expect((await (await call(t, ana.cookie, 'GET', '/api/cart')).json()).count).toBe(1);

    const session = await (
      await call(t, ana.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true })
    ).json();
    expect((await call(t, beto.cookie, 'GET', `/api/orders/${session.orderId}`)).status).toBe(404);
    expect((await call(t, beto.cookie, 'POST', `/api/orders/${session.orderId}/cancel`)).status).toBe(404);
    expect((await call(t, null, 'GET', `/api/orders/${session.orderId}`)).status).toBe(401);
    const order = await (await call(t, ana.cookie, 'GET', `/api/orders/${session.orderId}`)).json();
    expect((await call(t, beto.cookie, 'GET', `/api/bookings/${order.bookings[0].id}`)).status).toBe(404);
    expect((await call(t, beto.cookie, 'POST', `/api/bookings/${order.bookings[0].id}/accept`)).status).toBe(404);

    const saved = await call(t, ana.cookie, 'PUT', '/api/billing-info', {
      rfc: 'xaxx010101000',
      email: 'ana@example.com',
      address: 'Calle 1',
      postalCode: '01000',
      city: 'CDMX',
      state: 'CDMX',
      taxRegime: '616',
      cfdiUse: 'S01',
    });
    expect(saved.status).toBe(200);
    expect((await (await call(t, beto.cookie, 'GET', '/api/billing-info')).json()).billingInfo).toBeNull();
  });

  it('changes an item and the totals follow', async () => {
    const ana = await newPerson(t);
    const listingId = await rentableListing(t);
    const cart = await (
      await call(t, ana.cookie, 'POST', '/api/cart/items', { listingId, startDate: inDays(4), endDate: inDays(5) })
    ).json();
    expect(cart.totals[0].total).toBe(25_000 + 100_000);
    const changed = await (
      await call(t, ana.cookie, 'PATCH', `/api/cart/items/${cart.items[0].id}`, {
        endDate: inDays(8),
        withInsurance: true,
      })
    ).json();
    expect(changed.items[0].quote).toMatchObject({ days: 4, itemCost: 100_000, insuranceCost: 12_000 });
    expect(changed.totals[0].total).toBe(100_000 + 12_000 + 100_000);
    const noAddress = await call(t, ana.cookie, 'PATCH', `/api/cart/items/${cart.items[0].id}`, {
      deliveryMethod: 'home_delivery',
    });
    expect(noAddress.status).toBe(400);
    const past = await call(t, ana.cookie, 'PATCH', `/api/cart/items/${cart.items[0].id}`, { startDate: inDays(-5) });
    expect((await past.json()).error.message).toBe('La fecha de inicio no puede ser en el pasado');
  });
});

describe('booking requests and owner answers', () => {
  it('sends a request the owner accepts; only the owner may answer', async () => {
    const { owner, listingId } = await ownedListing(false);
    const renter = await newPerson(t);
    const created = await call(t, renter.cookie, 'POST', '/api/booking-requests', {
      listingId,
      startDate: inDays(9),
      endDate: inDays(9),
      startHour: '09:00',
      endHour: '18:00',
    });
    expect(created.status).toBe(201);
    const booking = await created.json();
    expect(booking).toMatchObject({
      status: 'requested',
      startHour: '09:00',
      total: 25_000 + 100_000,
      ownerEarnings: 17_500,
    });
    expect((await call(t, renter.cookie, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(404);
    const accepted = await (await call(t, owner.cookie, 'POST', `/api/bookings/${booking.id}/accept`)).json();
    expect(accepted.status).toBe('awaiting_payment');
    expect((await call(t, owner.cookie, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(409);
    // The accepted request holds its dates; the renter pays it and it is confirmed.
    expect((await (await call(t, null, 'GET', `/api/listings/${listingId}/availability`)).json()).held).toHaveLength(1);
    expect(
      (await call(t, owner.cookie, 'POST', `/api/bookings/${booking.id}/pay`, { paymentMethod: 'credit_card' })).status,
    ).toBe(404);
    const pay = await call(t, renter.cookie, 'POST', `/api/bookings/${booking.id}/pay`, {
      paymentMethod: 'credit_card',
    });
    expect(pay.status).toBe(201);
    const session = await pay.json();
    await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${session.transactionId}/decline`);
    expect((await (await call(t, renter.cookie, 'GET', `/api/bookings/${booking.id}`)).json()).status).toBe(
      'awaiting_payment',
    );
    const retry = await (
      await call(t, renter.cookie, 'POST', `/api/bookings/${booking.id}/pay`, { paymentMethod: 'oxxo' })
    ).json();
    await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${retry.transactionId}/pay-at-store`);
    expect((await (await call(t, renter.cookie, 'GET', `/api/bookings/${booking.id}`)).json()).status).toBe('paid');
    expect((await (await call(t, owner.cookie, 'GET', '/api/bookings?role=owner')).json()).bookings).toHaveLength(1);
  });

  it('authorises payment for a request listing, captures on accept and releases on decline', async () => {
    const { owner, listingId } = await ownedListing(false);
    const renter = await newPerson(t);
    const pay = await call(t, renter.cookie, 'POST', '/api/payments/create-rental-payment', {
      listing_id: listingId,
      start_date: inDays(11),
      end_date: inDays(12),
    });
    expect(pay.status).toBe(200);
    const { transaction_id, order_id, url } = await pay.json();
    expect(url).toBe(`/sandbox-pay/${transaction_id}`);
    await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${transaction_id}/approve`);
    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${order_id}`)).json();
    expect(order.bookings[0].status).toBe('pending_owner');
    expect((await (await call(t, null, 'GET', `/api/payments/sandbox/${transaction_id}`)).json()).status).toBe(
      'authorised',
    );
    const declined = await (
      await call(t, owner.cookie, 'POST', `/api/bookings/${order.bookings[0].id}/decline`)
    ).json();
    expect(declined.status).toBe('cancelled');
    expect((await (await call(t, null, 'GET', `/api/payments/sandbox/${transaction_id}`)).json()).status).toBe(
      'voided',
    );
    expect((await (await call(t, null, 'GET', `/api/listings/${listingId}/availability`)).json()).held).toEqual([]);
  });

  it('checks the full dialog dates with the one rule: a same-day rental is one day', async () => {
    const renter = await newPerson(t);
    const listingId = await rentableListing(t);
    const backwards = await call(t, renter.cookie, 'POST', '/api/payments/create-crypto-payment', {
      listing_id: listingId,
      start_date: inDays(3),
      end_date: inDays(2),
    });
    expect((await backwards.json()).error.message).toBe('La fecha de fin no puede ser anterior a la fecha de inicio');
    // "Reservar y pagar" charges a same-day rental as one day, like the cart and the Reservar tab.
    const sameDayListing = await rentableListing(t);
    const same = await call(t, renter.cookie, 'POST', '/api/payments/create-rental-payment', {
      listing_id: sameDayListing,
      start_date: inDays(5),
      end_date: inDays(5),
    });
    expect(same.status).toBe(200);
    const sameOrder = await (await call(t, renter.cookie, 'GET', `/api/orders/${(await same.json()).order_id}`)).json();
    expect(sameOrder.bookings[0].quote.days).toBe(1);
    const guest = await call(t, null, 'POST', '/api/payments/create-crypto-payment', {
      listing_id: listingId,
      start_date: inDays(3),
      end_date: inDays(4),
    });
    expect((await guest.json()).error.message).toBe('Debes iniciar sesión para realizar una reserva');
    const ok = await call(t, renter.cookie, 'POST', '/api/payments/create-crypto-payment', {
      listing_id: listingId,
      start_date: inDays(3),
      end_date: inDays(4),
    });
    expect(ok.status).toBe(200);
  });
});

describe('billing info', () => {
  it('validates like the spec form and uppercases the RFC', async () => {
    const ana = await newPerson(t);
    expect((await (await call(t, ana.cookie, 'GET', '/api/billing-info')).json()).billingInfo).toBeNull();
    const bad = await call(t, ana.cookie, 'PUT', '/api/billing-info', {
      rfc: 'ABCDEFGHIJKLMN',
      email: 'x',
      address: '',
      postalCode: '1234',
      city: 'a',
      state: 'b',
    });
    expect(bad.status).toBe(400);
    // Tax regime and uso CFDI are required for a CFDI 4.0 invoice as well.
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual([
      'address',
      'cfdiUse',
      'email',
      'postalCode',
      'rfc',
      'taxRegime',
    ]);
    const saved = await (
      await call(t, ana.cookie, 'PUT', '/api/billing-info', {
        rfc: 'xaxx010101000',
        email: 'ana@example.com',
        address: 'Calle 1',
        postalCode: '01000',
        city: 'CDMX',
        state: 'CDMX',
        taxRegime: '616',
        cfdiUse: 'S01',
      })
    ).json();
    expect(saved.billingInfo).toMatchObject({ rfc: 'XAXX010101000', companyName: null });
    expect((await call(t, null, 'GET', '/api/billing-info')).status).toBe(401);
  });
});
