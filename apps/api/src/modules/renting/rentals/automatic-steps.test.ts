import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_RECEIPT_HOURS, AUTO_RETURN_HOURS, endMoment, startMoment } from '@vira/domain/booking-state';
import { jpegWithExif } from '../../../../test/owner-helpers';
import { ownedListing, paidRental, refundsOf, tracking } from '../../../../test/rental-helpers';
import { call, inDays, newPerson } from '../../../../test/renting-helpers';
import { serviceListing } from '../../../../test/service-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { runDueJobs } from '../../jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const status = async (cookie: string, orderId: string) => (await tracking(t, cookie, orderId)).body.bookings[0];

describe('automatic steps are durable jobs', () => {
  it('a service booked by the hour is received 24 h after its first hour, in the listing’s time zone', async () => {
    const { id } = await serviceListing(t.deps.database.db);
    const renter = await newPerson(t);
    const day = inDays(3);
    await call(t, renter.cookie, 'DELETE', '/api/cart');
    const added = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId: id,
      startDate: day,
      endDate: day,
      startHour: 10,
      endHour: 12,
    });
    expect(added.status).toBe(200);
    const session = await (
      await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true })
    ).json();
    await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${session.transactionId}/approve`);
    const paid = await status(renter.cookie, session.orderId);
    // 10:00 in Mexico City (UTC-6, no daylight saving since 2022) is 16:00 UTC.
    const tenLocal = new Date(`${day}T16:00:00Z`).getTime();
    expect(paid.deadlines.autoReceiptAt).toBe(new Date(tenLocal + AUTO_RECEIPT_HOURS * HOUR).toISOString());

    await runDueJobs(t.deps, new Date(tenLocal + (AUTO_RECEIPT_HOURS - 1) * HOUR));
    expect((await status(renter.cookie, session.orderId)).status).toBe('paid');
    await runDueJobs(t.deps, new Date(tenLocal + (AUTO_RECEIPT_HOURS + 1) * HOUR));
    const received = await status(renter.cookie, session.orderId);
    expect(received.status).toBe('handed_over');
    // The return is due 48 h after the last booked hour (12:00 local), not after the UTC day's end.
    expect(received.deadlines.autoReturnAt).toBe(
      new Date(tenLocal + 2 * HOUR + AUTO_RETURN_HOURS * HOUR).toISOString(),
    );
  });

  it('confirms receipt 24 h after the start, then takes the return as good 48 h after the end, once', async () => {
    const { listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    const { orderId, bookingId } = await paidRental(t, renter, listingId, inDays(0), inDays(1));
    // Measured from the rental's own start and end, midnight in the listing's time zone (the test listings are in
    // Mexico City), so the test means the same at any hour of the day.
    const start = startMoment(inDays(0), 'America/Mexico_City').getTime();
    const end = endMoment(inDays(1), 'America/Mexico_City').getTime();

    await runDueJobs(t.deps, new Date(start + (AUTO_RECEIPT_HOURS - 1) * HOUR));
    expect((await status(renter.cookie, orderId)).status).toBe('paid');
    await runDueJobs(t.deps, new Date(start + (AUTO_RECEIPT_HOURS + 1) * HOUR));
    const received = await status(renter.cookie, orderId);
    expect(received.status).toBe('handed_over');
    expect(received.timeline.at(-1)).toMatchObject({ event: 'renter_confirmed_receipt', actor: 'system' });

    await runDueJobs(t.deps, new Date(end + (AUTO_RETURN_HOURS - 1) * HOUR));
    expect((await status(renter.cookie, orderId)).status).toBe('handed_over');
    await runDueJobs(t.deps, new Date(end + (AUTO_RETURN_HOURS + 1) * HOUR));
    const done = await status(renter.cookie, orderId);
    expect(done.status).toBe('completed');
    expect(done.deposit.state).toBe('refunded');
    // Run again (a second instance, a retry): nothing moves twice, nothing is refunded twice.
    await runDueJobs(t.deps, later(24 * 30));
    expect((await refundsOf(t, bookingId)).length).toBe(1);
    expect((await status(renter.cookie, orderId)).timeline.length).toBe(done.timeline.length);
  });

  it('a job whose booking moved on by hand does nothing', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    const { orderId, bookingId } = await paidRental(t, renter, listingId, inDays(0), inDays(1));
    await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`);
    await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/cancel`);
    await runDueJobs(t.deps, later(24 * 10));
    const b = await status(renter.cookie, orderId);
    expect(b.status).toBe('completed');
    // The automatic receipt found it already received: only the renter's own confirmation is on the timeline.
    expect(b.timeline.map((e: { event: string; actor: string }) => `${e.event}:${e.actor}`)).toEqual([
      'created:renter',
      'payment_approved:system',
      'renter_confirmed_receipt:renter',
      'item_returned:system',
      'deposit_settled:system',
    ]);
  });

  it('a damage claim the renter does not answer in 72 h is taken as accepted', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    const { orderId, bookingId } = await paidRental(t, renter, listingId, inDays(0), inDays(1));
    await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`);
    const form = new FormData();
    form.set('amount', '25000');
    form.set('description', 'Falta el cargador original del equipo.');
    form.append('photos', new Blob([new Uint8Array(await jpegWithExif())], { type: 'image/jpeg' }), 'a.jpg');
    await t.request(`/api/bookings/${bookingId}/damage-claim`, {
      method: 'POST',
      headers: { cookie: owner.cookie },
      body: form,
    });
    await runDueJobs(t.deps, later(71));
    expect((await status(renter.cookie, orderId)).status).toBe('returned');
    await runDueJobs(t.deps, later(73));
    const b = await status(renter.cookie, orderId);
    expect(b.status).toBe('completed');
    expect(b.deposit.refunded).toBe(b.deposit.amount - 25_000);
  });

  it('a request nobody answers expires after 24 h', async () => {
    const { listingId } = await ownedListing(t, { instant: false });
    const renter = await newPerson(t);
    const requested = await (
      await call(t, renter.cookie, 'POST', '/api/booking-requests', {
        listingId,
        startDate: inDays(5),
        endDate: inDays(6),
        startHour: '10:00',
        endHour: '18:00',
      })
    ).json();
    await runDueJobs(t.deps, later(23));
    expect((await (await call(t, renter.cookie, 'GET', `/api/bookings/${requested.id}`)).json()).status).toBe(
      'requested',
    );
    await t.deps.database.db.execute(
      sql`update bookings set respond_by = now() - interval '1 minute' where id = ${requested.id}`,
    );
    await runDueJobs(t.deps, later(25));
    expect((await (await call(t, renter.cookie, 'GET', `/api/bookings/${requested.id}`)).json()).status).toBe(
      'cancelled',
    );
  });

  it('an unpaid hold ends on time, and a payment that arrives after it is refunded automatically', async () => {
    const { listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    await call(t, renter.cookie, 'POST', '/api/cart/items', { listingId, startDate: inDays(3), endDate: inDays(4) });
    const session = await (
      await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true })
    ).json();
    await t.deps.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where order_id = ${session.orderId}`,
    );
    await runDueJobs(t.deps, later(1));
    expect((await (await call(t, renter.cookie, 'GET', `/api/orders/${session.orderId}`)).json()).status).toBe(
      'cancelled',
    );
    await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${session.transactionId}/approve`);
    const result = await t.deps.database.db.execute(sql`
      select r.amount, r.reason, r.status, p.amount as paid from refunds r join payments p on p.id = r.payment_id
      where p.order_id = ${session.orderId}`);
    const rows = (result as unknown as { rows: { amount: number; reason: string; status: string; paid: number }[] })
      .rows;
    expect(rows).toEqual([{ amount: rows[0]!.paid, reason: 'late_payment', status: 'succeeded', paid: rows[0]!.paid }]);
  });
});
