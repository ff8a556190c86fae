import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedListing, refundsOf, type Person } from '../../../../test/rental-helpers';
import { call, inDays, newPerson } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { listings } from '../../../db/schema/listings';
import { runDueJobs } from '../../jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The provider's own record of a payment: what the sandbox's page shows. */
async function atProvider(transactionId: string) {
  return (await call(t, null, 'GET', `/api/payments/sandbox/${transactionId}`)).json();
}

async function paymentRow(transactionId: string) {
  const result = await t.deps.database.db.execute(
    sql`select status, capture, settled_at from payments where transaction_id = ${transactionId}`,
  );
  return (result as unknown as { rows: { status: string; capture: string; settled_at: Date | null }[] }).rows[0]!;
}

/** "Solicitar reserva": the renter asks for dates, the owner accepts, the renter pays by card and approves. */
async function acceptedRequestPaid(renter: Person, owner: Person, listingId: number, startIn = 10) {
  const asked = await call(t, renter.cookie, 'POST', '/api/booking-requests', {
    listingId,
    startDate: inDays(startIn),
    endDate: inDays(startIn + 2),
    startHour: '10:00',
    endHour: '18:00',
  });
  expect(asked.status).toBe(201);
  const booking = await asked.json();
  expect((await call(t, owner.cookie, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
  const pay = await (
    await call(t, renter.cookie, 'POST', `/api/bookings/${booking.id}/pay`, { paymentMethod: 'credit_card' })
  ).json();
  const paid = await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${pay.transactionId}/approve`);
  expect((await paid.json()).orderStatus).toBe('paid');
  return {
    bookingId: booking.id as string,
    orderId: pay.orderId as string,
    transactionId: pay.transactionId as string,
  };
}

/** A cart checkout of a request listing by card: authorised only, waiting for the owner. */
async function authorisedCheckout(renter: Person, listingId: number, startIn = 20) {
  await call(t, renter.cookie, 'POST', '/api/cart/items', {
    listingId,
    startDate: inDays(startIn),
    endDate: inDays(startIn + 2),
  });
  const session = await (
    await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true })
  ).json();
  await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${session.transactionId}/approve`);
  const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${session.orderId}`)).json();
  expect(order.bookings[0].status).toBe('pending_owner');
  return { orderId: session.orderId as string, bookingId: order.bookings[0].id as string, tx: session.transactionId };
}

describe('a paid request ends captured, and every refund promised is made', () => {
  it('an accepted request paid by card is captured, so a later cancellation really refunds', async () => {
    const { owner, listingId } = await ownedListing(t, { instant: false });
    const renter = await newPerson(t);
    const { bookingId, transactionId } = await acceptedRequestPaid(renter, owner, listingId);
    // The owner already said yes: nothing is left to wait for, the money is taken.
    expect((await atProvider(transactionId)).status).toBe('succeeded');
    expect(await paymentRow(transactionId)).toMatchObject({ status: 'succeeded', capture: 'automatic' });
    expect((await paymentRow(transactionId)).settled_at).not.toBeNull();

    const cancelled = await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/cancel`);
    expect(cancelled.status).toBe(200);
    const refunds = await refundsOf(t, bookingId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ reason: 'cancellation', status: 'succeeded' });
    expect((await atProvider(transactionId)).refunds).toHaveLength(1);
  });

  it('an authorised card is captured when the owner accepts, voided when they decline (the order then was never charged)', async () => {
    const { owner, listingId } = await ownedListing(t, { instant: false });
    const renter = await newPerson(t);
    const first = await authorisedCheckout(renter, listingId, 20);
    expect(await paymentRow(first.tx)).toMatchObject({ status: 'authorised', capture: 'manual', settled_at: null });
    // While the owner answers, the order says a hold, and the deposit is still to be taken, not "no deposit".
    const waiting = await (await call(t, renter.cookie, 'GET', `/api/orders/${first.orderId}/tracking`)).json();
    expect(waiting.charge.state).toBe('authorised');
    expect(waiting.bookings[0].deposit).toEqual({ amount: 100_000, state: 'awaiting', refunded: 0 });
    await call(t, owner.cookie, 'POST', `/api/bookings/${first.bookingId}/accept`);
    expect(await paymentRow(first.tx)).toMatchObject({ status: 'succeeded' });
    expect((await paymentRow(first.tx)).settled_at).not.toBeNull();

    const second = await authorisedCheckout(renter, listingId, 30);
    await call(t, owner.cookie, 'POST', `/api/bookings/${second.bookingId}/decline`);
    expect(await paymentRow(second.tx)).toMatchObject({ status: 'voided' });
    expect((await paymentRow(second.tx)).settled_at).not.toBeNull();
    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${second.orderId}`)).json();
    expect(order.status).toBe('cancelled');
    const declined = await (await call(t, renter.cookie, 'GET', `/api/orders/${second.orderId}/tracking`)).json();
    expect(declined.bookings[0].deposit).toEqual({ amount: 100_000, state: 'not_charged', refunded: 0 });
  });

  it('the renter withdraws a paid request before the owner answers: the authorisation is voided at once', async () => {
    const { owner, listingId } = await ownedListing(t, { instant: false });
    const renter = await newPerson(t);
    const { orderId, bookingId, tx } = await authorisedCheckout(renter, listingId, 25);
    // Only the renter withdraws; the owner answers instead.
    expect((await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/cancel`)).status).toBe(409);
    const withdrawn = await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/cancel`);
    expect(withdrawn.status).toBe(200);
    expect((await withdrawn.json()).status).toBe('cancelled');
    expect(await paymentRow(tx)).toMatchObject({ status: 'voided' });
    expect(await refundsOf(t, bookingId)).toEqual([]);
    expect((await (await call(t, renter.cookie, 'GET', `/api/orders/${orderId}`)).json()).status).toBe('cancelled');
    const availability = await (await call(t, null, 'GET', `/api/listings/${listingId}/availability`)).json();
    expect(availability.held).toEqual([]);
    // The owner's answer comes too late.
    expect((await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/accept`)).status).toBe(409);
  });

  it('a capture the provider could not confirm is retried by the job, and no refund goes out before it', async () => {
    const { owner, listingId } = await ownedListing(t, { instant: false });
    const renter = await newPerson(t);
    const { bookingId, tx } = await authorisedCheckout(renter, listingId, 40);
    const sandbox = t.deps.adapters.payments.sandbox!;
    const capture = sandbox.capture.bind(sandbox);
    sandbox.capture = () => Promise.reject(new Error('provider down'));
    try {
      await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/accept`);
      expect(await paymentRow(tx)).toMatchObject({ status: 'succeeded', settled_at: null });
      await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/cancel`);
      expect((await refundsOf(t, bookingId))[0]).toMatchObject({ status: 'pending' });
    } finally {
      sandbox.capture = capture;
    }
    await runDueJobs(t.deps, new Date(Date.now() + 5 * 60_000));
    expect((await paymentRow(tx)).settled_at).not.toBeNull();
    await runDueJobs(t.deps, new Date(Date.now() + 60 * 60_000));
    expect((await refundsOf(t, bookingId))[0]).toMatchObject({ status: 'succeeded' });
  });

  it('an owner is never paid out from a payment that was only authorised', async () => {
    const { owner, listingId } = await ownedListing(t, { instant: false });
    const renter = await newPerson(t);
    const { bookingId, tx } = await authorisedCheckout(renter, listingId, 45);
    await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/accept`);
    // As the defect left it: the booking completed while its payment stayed authorised.
    await t.deps.database.db.execute(
      sql`update payments set status = 'authorised', settled_at = null where transaction_id = ${tx}`,
    );
    await t.deps.database.db.execute(
      sql`update bookings set status = 'completed', completed_at = now() where id = ${bookingId}`,
    );
    const earnings = await (await call(t, owner.cookie, 'GET', '/api/owner/earnings')).json();
    expect(earnings.listings.reduce((sum: number, l: { releasable: number }) => sum + l.releasable, 0)).toBe(0);
    // The forged state is one the ledger cannot be in (it booked the capture): put the payment back as it was.
    await t.deps.database.db.execute(
      sql`update payments set status = 'succeeded', settled_at = now() where transaction_id = ${tx}`,
    );
  });
});

describe('a booking keeps the terms it was made under', () => {
  it('cancels under the policy booked ("Moderada"), not the one the owner switched to later', async () => {
    const { owner, listingId } = await ownedListing(t, { policy: 'moderate' });
    const renter = await newPerson(t);
    // Eight days ahead: moderate gives everything back; strict would keep half the rental.
    await call(t, renter.cookie, 'POST', '/api/cart/items', { listingId, startDate: inDays(8), endDate: inDays(10) });
    const session = await (
      await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true })
    ).json();
    await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${session.transactionId}/approve`);
    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${session.orderId}`)).json();
    const booking = order.bookings[0];
    await t.deps.database.db.update(listings).set({ cancellationPolicy: 'strict' }).where(eq(listings.id, listingId));
    const tracked = await (await call(t, renter.cookie, 'GET', `/api/orders/${session.orderId}/tracking`)).json();
    expect(tracked.bookings[0].cancellationPolicy).toBe('moderate');
    expect((await call(t, renter.cookie, 'POST', `/api/bookings/${booking.id}/cancel`)).status).toBe(200);
    expect((await refundsOf(t, booking.id))[0]!.amount).toBe(order.totals.total);
    expect(owner.id).toBeTruthy();
  });
});

describe('money never charged is never shown or receipted as charged', () => {
  const invoicesOf = async (renter: Person) =>
    (await (await call(t, renter.cookie, 'GET', '/api/invoices')).json()).orders as {
      orderId: string;
      total: number;
      refunded: number;
    }[];

  it('a request waiting for its owner is a hold; declined, it was never charged and has no receipt', async () => {
    const { owner, listingId } = await ownedListing(t, { instant: false });
    const renter = await newPerson(t);
    const { orderId, bookingId } = await authorisedCheckout(renter, listingId, 50);
    const waiting = await (await call(t, renter.cookie, 'GET', `/api/orders/${orderId}/tracking`)).json();
    expect(waiting.charge).toMatchObject({ state: 'authorised', captured: 0, refunded: 0 });
    expect((await invoicesOf(renter)).map((o) => o.orderId)).not.toContain(orderId);

    await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/decline`);
    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${orderId}`)).json();
    expect(order.status).toBe('cancelled');
    expect(order.charge).toMatchObject({ state: 'voided', captured: 0, net: 0 });
    expect((await invoicesOf(renter)).map((o) => o.orderId)).not.toContain(orderId);
    expect((await call(t, renter.cookie, 'GET', `/api/invoices/${orderId}/receipt.pdf`)).status).toBe(404);
  });

  it('an unpaid OXXO voucher is "to pay", and a refunded order says what went back', async () => {
    const { listingId } = await ownedListing(t, { policy: 'flexible' });
    const renter = await newPerson(t);
    await call(t, renter.cookie, 'POST', '/api/cart/items', { listingId, startDate: inDays(12), endDate: inDays(14) });
    const voucher = await (
      await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'oxxo', acceptTerms: true })
    ).json();
    const unpaid = await (await call(t, renter.cookie, 'GET', `/api/orders/${voucher.orderId}`)).json();
    expect(unpaid.charge).toMatchObject({ state: 'awaiting', captured: 0 });
    // The voucher can be found again from the order page.
    const page = await (await call(t, renter.cookie, 'GET', `/api/orders/${voucher.orderId}/tracking`)).json();
    expect(page.pendingPayment).toMatchObject({ method: 'oxxo', url: voucher.url });
    expect(page.pendingPayment.reference).toMatch(/^\d{14}$/);

    await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${voucher.transactionId}/pay-at-store`);
    const paid = await (await call(t, renter.cookie, 'GET', `/api/orders/${voucher.orderId}`)).json();
    expect(paid.charge).toMatchObject({ state: 'captured', captured: paid.totals.total, refunded: 0 });
    await call(t, renter.cookie, 'POST', `/api/bookings/${paid.bookings[0].id}/cancel`);
    const refunded = await (await call(t, renter.cookie, 'GET', `/api/orders/${voucher.orderId}`)).json();
    expect(refunded.charge).toMatchObject({ state: 'refunded', captured: paid.totals.total, net: 0 });
    expect((await invoicesOf(renter)).find((o) => o.orderId === voucher.orderId)).toMatchObject({
      total: paid.totals.total,
      refunded: paid.totals.total,
    });
  });
});

describe('an unpaid voucher can be given up from the order page', () => {
  it('cancels the order at once, releasing the dates; a paid order shows no payment to make', async () => {
    const { listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    await call(t, renter.cookie, 'POST', '/api/cart/items', { listingId, startDate: inDays(16), endDate: inDays(18) });
    const voucher = await (
      await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'oxxo', acceptTerms: true })
    ).json();
    const stranger = await newPerson(t);
    expect((await call(t, stranger.cookie, 'POST', `/api/orders/${voucher.orderId}/cancel`)).status).toBe(404);
    expect((await call(t, renter.cookie, 'POST', `/api/orders/${voucher.orderId}/cancel`)).status).toBe(200);
    const page = await (await call(t, renter.cookie, 'GET', `/api/orders/${voucher.orderId}/tracking`)).json();
    expect(page).toMatchObject({ status: 'cancelled', pendingPayment: null, charge: { state: 'unpaid' } });
    const availability = await (await call(t, null, 'GET', `/api/listings/${listingId}/availability`)).json();
    expect(availability.held).toEqual([]);
  });
});
