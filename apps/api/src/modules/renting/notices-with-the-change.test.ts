import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { insertListing } from '../../../test/listing-fixtures';
import { ownedListing, paidRental, tracking } from '../../../test/rental-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestClock } from '../../../test/test-clock';
import { clabeCheckDigit } from '@vira/domain/clabe';
import { bookingWithMoney } from '../../../test/money-helpers';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';
import { runDueJobs } from '../jobs';
import { runPayouts } from './payouts/payouts.service';

/**
 * Renting's notices are written in the transaction of the change they tell (issue 37, item 5): when the notice
 * cannot be written the change does not stand either, and when the change stands its notice is there, once.
 * A notice is made to fail with a trigger refusing that person's notifications, as a full disk or a lost
 * connection would fail it; before, the change was committed first and the notice then lost.
 */
let t: TestApp;
const clock = createTestClock();
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await t.deps.database.db.execute(
    sql.raw(`create function refuse_notice() returns trigger language plpgsql as $$
      begin raise exception 'notices refused for this test'; end $$`),
  );
});
afterAll(() => t.close());

/** Every notice to `userId` fails until the returned function is called. */
async function refuseNoticesTo(userId: string): Promise<() => Promise<void>> {
  const name = `refuse_${userId.replace(/\W/g, '')}`;
  const db = t.deps.database.db;
  await db.execute(
    sql.raw(`create trigger ${name} before insert on notifications for each row
      when (new.user_id = '${userId.replace(/'/g, "''")}') execute function refuse_notice()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on notifications`));
  };
}

async function titles(cookie: string): Promise<string[]> {
  const body = await (await call(t, cookie, 'GET', '/api/notifications')).json();
  return (body.notifications as { title: string }[]).map((n) => n.title);
}

const count = (list: string[], title: string) => list.filter((x) => x === title).length;

describe('notices commit with the change they tell, or not at all', () => {
  it('requests: a request and its answer stand only with their notice, told once', async () => {
    const owner = await newPerson(t, 'r-owner');
    const renter = await newPerson(t, 'r-renter');
    const listingId = await insertListing(t.deps.database.db, owner.id, 'Canoa roja');
    const ask = () =>
      call(t, renter.cookie, 'POST', '/api/booking-requests', {
        listingId,
        startDate: inDays(30),
        endDate: inDays(31),
        startHour: '09:00',
        endHour: '18:00',
      });

    let allow = await refuseNoticesTo(owner.id);
    expect((await ask()).status).toBe(500);
    await allow();
    // The request that could not be told does not exist.
    expect((await (await call(t, renter.cookie, 'GET', '/api/bookings?role=renter')).json()).bookings).toEqual([]);
    expect(await titles(owner.cookie)).toEqual([]);

    const asked = await ask();
    expect(asked.status).toBe(201);
    const booking = await asked.json();
    expect(count(await titles(owner.cookie), 'Nueva solicitud de renta')).toBe(1);

    allow = await refuseNoticesTo(renter.id);
    expect((await call(t, owner.cookie, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(500);
    await allow();
    expect((await (await call(t, renter.cookie, 'GET', `/api/bookings/${booking.id}`)).json()).status).toBe(
      'requested',
    );
    expect(await titles(renter.cookie)).toEqual([]);

    expect((await call(t, owner.cookie, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
    expect(count(await titles(renter.cookie), '¡Solicitud aceptada!')).toBe(1);
  });

  it('payments: a payment whose notice fails is not taken; the provider’s retry is, told once', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t, 'p-renter');
    await call(t, renter.cookie, 'POST', '/api/cart/items', { listingId, startDate: inDays(40), endDate: inDays(41) });
    const session = await (
      await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true })
    ).json();
    const approve = () => call(t, renter.cookie, 'POST', `/api/payments/sandbox/${session.transactionId}/approve`);

    const allow = await refuseNoticesTo(renter.id);
    expect((await (await approve()).json()).orderStatus).toBe('awaiting_payment');
    await allow();
    expect(await titles(renter.cookie)).toEqual([]);
    expect(await titles(owner.cookie)).toEqual([]);

    expect((await (await approve()).json()).orderStatus).toBe('paid');
    expect(count(await titles(renter.cookie), 'Pago confirmado')).toBe(1);
    expect(count(await titles(owner.cookie), 'Pago recibido')).toBe(1);
  });

  it('rental steps: the automatic receipt moves the rental only with its notices, and runs again later', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t, 's-renter');
    const { orderId } = await paidRental(t, renter, listingId, inDays(2), inDays(4));
    const before = (await titles(owner.cookie)).length;

    const allow = await refuseNoticesTo(owner.id);
    // A day after the start (and its time zone) has surely passed: the automatic receipt is due.
    clock.advance(4 * 24 * HOUR);
    await runDueJobs(t.deps);
    await allow();
    expect((await tracking(t, renter.cookie, orderId)).body.bookings[0].status).toBe('paid');
    expect(count(await titles(renter.cookie), 'Artículo recibido')).toBe(0);

    // The failed job is tried again after its delay.
    clock.advance(HOUR);
    await runDueJobs(t.deps);
    expect((await tracking(t, renter.cookie, orderId)).body.bookings[0].status).toBe('handed_over');
    expect(count(await titles(renter.cookie), 'Artículo recibido')).toBe(1);
    const ownerTitles = await titles(owner.cookie);
    expect(ownerTitles).toHaveLength(before + 1);
    expect(count(ownerTitles, 'Artículo recibido')).toBe(1);
  });

  it('payouts: a payout stands only with the owner’s notice, and the next run pays it, told once', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t, 'o-renter');
    await bookingWithMoney(t, {
      listingId,
      renterId: renter.id,
      ownerId: owner.id,
      startDate: inDays(-20),
      endDate: inDays(-18),
      status: 'completed',
      instantBooking: true,
      currency: 'MXN',
      days: 2,
      itemCost: 100_000,
      insuranceCost: 0,
      deliveryCost: 0,
      deposit: 0,
      total: 100_000,
      commission: 30_000,
      ownerEarnings: 70_000,
    });
    const first17 = '03218000011835971';
    const account = { clabe: `${first17}${clabeCheckDigit(first17)}`, holderName: 'Dueña de Prueba' };
    expect((await call(t, owner.cookie, 'PUT', '/api/owner/payout-account', account)).status).toBe(200);
    const payouts = async () => (await (await call(t, owner.cookie, 'GET', '/api/owner/payouts')).json()).payouts;

    const allow = await refuseNoticesTo(owner.id);
    await expect(runPayouts(t.deps)).rejects.toThrow(/insert into "notifications"/);
    await allow();
    expect(await payouts()).toEqual([]);
    expect(count(await titles(owner.cookie), 'Te enviamos MXN 700.00')).toBe(0);

    expect(await runPayouts(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await payouts()).map((p: { amount: number }) => p.amount)).toEqual([70_000]);
    expect(count(await titles(owner.cookie), 'Te enviamos MXN 700.00')).toBe(1);
  });

  it('admin: a Vira decision stands only with the applicant’s notice, told once', async () => {
    const admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
    const person = await newPerson(t, 'v-applicant');
    const application = await (
      await call(t, person.cookie, 'POST', '/api/vira/applications', {
        businessName: 'Rentas Canoa',
        businessDescription: 'Canoas y remos',
        experience: '2 años',
        hasInsurance: true,
        whyVira: 'Para llegar a más personas',
      })
    ).json();
    const approve = () => call(t, admin, 'POST', `/api/admin/applications/${application.id}/approve`, {});

    const allow = await refuseNoticesTo(person.id);
    expect((await approve()).status).toBe(500);
    await allow();
    const roles = await (await call(t, person.cookie, 'GET', '/api/account/roles')).json();
    expect(roles).toMatchObject({ isVira: false, application: { status: 'pending' } });
    expect(await titles(person.cookie)).toEqual([]);

    expect((await approve()).status).toBe(200);
    expect(count(await titles(person.cookie), '¡Ya eres Vira!')).toBe(1);
  });
});
