import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedListing, paidRental, refundsOf, tracking } from '../../../../test/rental-helpers';
import { call, inDays, newPerson } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A paid rental under `policy` starting in `startIn` days (two days long), then the renter cancels it. */
async function cancelUnder(policy: 'flexible' | 'moderate' | 'strict', startIn: number) {
  const { owner, listingId } = await ownedListing(t, { policy });
  const renter = await newPerson(t);
  const { orderId, bookingId, transactionId } = await paidRental(
    t,
    renter,
    listingId,
    inDays(startIn),
    inDays(startIn + 2),
  );
  const before = (await tracking(t, renter.cookie, orderId)).body.bookings[0];
  const res = await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/cancel`);
  expect(res.status).toBe(200);
  expect((await res.json()).status).toBe('cancelled');
  const after = (await tracking(t, renter.cookie, orderId)).body.bookings[0];
  return { before, after, owner, renter, listingId, bookingId, transactionId, refunds: await refundsOf(t, bookingId) };
}

describe('a renter cancels before pick-up: the listing’s policy decides the refund', () => {
  it('flexible, more than 24 h before: everything back, the dates free again', async () => {
    const { before, after, refunds, listingId, owner, transactionId } = await cancelUnder('flexible', 3);
    expect(before.cancelQuote).toEqual({ refund: before.quote.total, rentalShare: 1 });
    expect(refunds).toMatchObject([{ amount: before.quote.total, reason: 'cancellation', status: 'succeeded' }]);
    expect(after.refundedAmount).toBe(before.quote.total);
    expect(after.ownerEarnings).toBe(0);
    // The sandbox's payment page lists the refund, as a provider's dashboard would.
    const payment = await (await call(t, null, 'GET', `/api/payments/sandbox/${transactionId}`)).json();
    expect(payment.refunds).toMatchObject([
      { amount: before.quote.total, reason: 'cancellation', status: 'succeeded' },
    ]);
    const availability = await (await call(t, null, 'GET', `/api/listings/${listingId}/availability`)).json();
    expect(availability.held).toEqual([]);
    const notices = await (await call(t, owner.cookie, 'GET', '/api/notifications')).json();
    expect(JSON.stringify(notices)).toContain('fue cancelada');
  });

  it('moderate, less than 5 days before: half the rental is kept, the rest and the deposit come back', async () => {
    const { before, after, refunds, owner } = await cancelUnder('moderate', 2);
    const half = before.quote.itemCost / 2;
    expect(refunds[0]!.amount).toBe(before.quote.total - half);
    expect(after.ownerEarnings).toBe(half - Math.round(half * 0.3));
    // What the owner keeps is theirs to be paid out, like a completed rental's earnings.
    const earnings = await (await call(t, owner.cookie, 'GET', '/api/owner/earnings')).json();
    expect(earnings.listings[0]).toMatchObject({ releasable: half - Math.round(half * 0.3), pending: 0 });
  });

  it('strict, less than 7 days before: none of the rental, but deposit, insurance and delivery', async () => {
    const { before, refunds } = await cancelUnder('strict', 3);
    expect(refunds[0]!.amount).toBe(before.quote.total - before.quote.itemCost);
    expect(refunds[0]!.amount).toBe(before.quote.deposit);
  });

  it('strict, more than 7 days before: half the rental back', async () => {
    const { before, refunds } = await cancelUnder('strict', 10);
    expect(refunds[0]!.amount).toBe(before.quote.total - before.quote.itemCost / 2);
  });
});

describe('an owner cancels', () => {
  it('refunds everything, whatever the policy, and it counts on their public profile', async () => {
    const { owner, listingId } = await ownedListing(t, { policy: 'strict' });
    const renter = await newPerson(t);
    const { orderId, bookingId } = await paidRental(t, renter, listingId, inDays(1), inDays(2));
    expect((await tracking(t, owner.cookie, orderId)).body.bookings[0].cancelQuote.refund).toBeGreaterThan(0);
    const res = await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/cancel`);
    expect((await res.json()).status).toBe('cancelled');
    const booking = (await tracking(t, renter.cookie, orderId)).body.bookings[0];
    expect(booking.refundedAmount).toBe(booking.quote.total);
    expect(booking.timeline.at(-1)).toMatchObject({ event: 'owner_cancelled', actor: 'owner' });
    const profile = await (await call(t, null, 'GET', `/api/profiles/${owner.id}`)).json();
    expect(profile.ownerCancellations).toBe(1);
  });
});

describe('who may cancel, and when', () => {
  it('refuses strangers (404), guests (401) and anything after pick-up (409)', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    const stranger = await newPerson(t);
    const { orderId, bookingId } = await paidRental(t, renter, listingId, inDays(0), inDays(1));
    expect((await call(t, stranger.cookie, 'POST', `/api/bookings/${bookingId}/cancel`)).status).toBe(404);
    expect((await call(t, null, 'POST', `/api/bookings/${bookingId}/cancel`)).status).toBe(401);
    await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`);
    const late = await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/cancel`);
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toBe('Esta acción ya no es posible en el estado actual de la renta.');
    expect((await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/cancel`)).status).toBe(409);
    expect((await tracking(t, renter.cookie, orderId)).body.bookings[0].cancelQuote).toBeNull();
    expect(await refundsOf(t, bookingId)).toEqual([]);
  });
});
