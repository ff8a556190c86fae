import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { listings } from '../src/db/schema/listings';
import { call, newPerson, rentableListing } from './renting-helpers';
import type { TestApp } from './test-app';

export type Person = { cookie: string; id: string };

/** A listing (MXN 250.00/day, deposit 1,000.00) owned by a person who can sign in, with a cancellation policy. */
export async function ownedListing(
  t: TestApp,
  options: { policy?: 'flexible' | 'moderate' | 'strict'; instant?: boolean } = {},
): Promise<{ owner: Person; listingId: number }> {
  const owner = await newPerson(t, 'owner');
  const listingId = await rentableListing(t, { instant: options.instant ?? true });
  await t.deps.database.db
    .update(listings)
    .set({ ownerId: owner.id, cancellationPolicy: options.policy ?? 'flexible' })
    .where(eq(listings.id, listingId));
  return { owner, listingId };
}

/** The renter puts the listing in the cart for the dates, checks out and approves the card in the sandbox. */
export async function paidRental(
  t: TestApp,
  renter: Person,
  listingId: number,
  startDate: string,
  endDate: string,
): Promise<{ orderId: string; bookingId: string; transactionId: string }> {
  await call(t, renter.cookie, 'DELETE', '/api/cart');
  const added = await call(t, renter.cookie, 'POST', '/api/cart/items', { listingId, startDate, endDate });
  expect(added.status).toBe(200);
  const session = await (
    await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true })
  ).json();
  const paid = await (
    await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${session.transactionId}/approve`)
  ).json();
  expect(paid.orderStatus).toBe('paid');
  const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${session.orderId}/tracking`)).json();
  return { orderId: session.orderId, bookingId: order.bookings[0].id, transactionId: session.transactionId };
}

export async function tracking(t: TestApp, cookie: string | null, orderId: string) {
  const res = await call(t, cookie, 'GET', `/api/orders/${orderId}/tracking`);
  return { status: res.status, body: res.status === 200 ? await res.json() : null };
}

/** Moves a booking's dates (test setup: "the rental started yesterday"). */
export async function setDates(t: TestApp, bookingId: string, startDate: string, endDate: string): Promise<void> {
  await t.deps.database.db.execute(
    sql`update bookings set start_date = ${startDate}, end_date = ${endDate} where id = ${bookingId}`,
  );
}

export async function refundsOf(t: TestApp, bookingId: string) {
  const result = await t.deps.database.db.execute(
    sql`select amount, reason, status, provider_refund_id from refunds where booking_id = ${bookingId} order by created_at`,
  );
  return (
    result as unknown as { rows: { amount: number; reason: string; status: string; provider_refund_id: string }[] }
  ).rows;
}
