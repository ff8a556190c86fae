import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings } from '../../../db/schema/listings';
import { signIn, signUpAndVerify } from '../../../../test/auth-helpers';
import { call, inDays, rentableListing } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let counter = 0;
async function person(fullName: string): Promise<{ cookie: string; id: string }> {
  const email = `requests-${process.pid}-${++counter}@example.com`;
  await signUpAndVerify(t, { email, password: 'secreto123', fullName });
  const cookie = await signIn(t, email, 'secreto123');
  const session = (await (await t.request('/api/auth/get-session', { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  return { cookie, id: session.user.id };
}

describe('GET /api/bookings for the requests screen', () => {
  it('shows the owner who asks and the renter what is payable, to them only', async () => {
    const owner = await person('Olga Dueña');
    const renter = await person('Rita Renta');
    const stranger = await person('Sara Ajena');
    const listingId = await rentableListing(t, { instant: false });
    await t.deps.database.db.update(listings).set({ ownerId: owner.id }).where(eq(listings.id, listingId));
    const [listing] = await t.deps.database.db
      .select({ title: listings.title })
      .from(listings)
      .where(eq(listings.id, listingId));
    const booking = await (
      await call(t, renter.cookie, 'POST', '/api/booking-requests', {
        listingId,
        startDate: inDays(5),
        endDate: inDays(7),
        startHour: '10:00',
        endHour: '18:00',
      })
    ).json();

    const received = (await (await call(t, owner.cookie, 'GET', '/api/bookings?role=owner')).json()).bookings;
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      id: booking.id,
      status: 'requested',
      listingTitle: listing!.title,
      renterName: 'Rita Renta',
      ownerName: 'Olga Dueña',
      days: 2,
      currency: 'MXN',
      payable: false,
      payBy: null,
    });
    expect(received[0].respondBy).not.toBeNull();

    const mine = (await (await call(t, renter.cookie, 'GET', '/api/bookings?role=renter')).json()).bookings;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: booking.id, payable: false });
    // Nobody else sees the booking, in either role; the owner has no renter view of it.
    for (const role of ['renter', 'owner']) {
      expect((await (await call(t, stranger.cookie, 'GET', `/api/bookings?role=${role}`)).json()).bookings).toEqual([]);
    }
    expect((await (await call(t, owner.cookie, 'GET', '/api/bookings?role=renter')).json()).bookings).toEqual([]);
    expect((await call(t, null, 'GET', '/api/bookings?role=owner')).status).toBe(401);
    expect((await call(t, owner.cookie, 'GET', '/api/bookings?role=admin')).status).toBe(400);

    // Accepted: the renter may pay until the hold ends; once a payment is started it is no longer offered.
    expect((await call(t, owner.cookie, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
    const accepted = (await (await call(t, renter.cookie, 'GET', '/api/bookings')).json()).bookings[0];
    expect(accepted).toMatchObject({ status: 'awaiting_payment', payable: true });
    expect(new Date(accepted.payBy).getTime()).toBeGreaterThan(Date.now());
    const pay = await call(t, renter.cookie, 'POST', `/api/bookings/${booking.id}/pay`, {
      paymentMethod: 'credit_card',
    });
    expect(pay.status).toBe(201);
    expect((await pay.json()).url).toBeTruthy();
    const started = (await (await call(t, renter.cookie, 'GET', '/api/bookings')).json()).bookings[0];
    expect(started).toMatchObject({ payable: false, payBy: null });
  });
});

describe('names on the requests screen', () => {
  it('shows the owner’s display name for a listing whose owner has only a profile (the sample catalogue)', async () => {
    const renter = await person('Rosa Renta');
    // insertListing gives the owner a profile named 'Dueña de Prueba' and no account, like the sample owners.
    const listingId = await rentableListing(t, { instant: false });
    const created = await call(t, renter.cookie, 'POST', '/api/booking-requests', {
      listingId,
      startDate: inDays(9),
      endDate: inDays(10),
      startHour: '10:00',
      endHour: '18:00',
    });
    expect(created.status).toBeLessThan(300);
    const [mine] = (await (await call(t, renter.cookie, 'GET', '/api/bookings?role=renter')).json()).bookings;
    expect(mine).toMatchObject({ ownerName: 'Dueña de Prueba', renterName: 'Rosa Renta' });
  });

  it('follows a renamed profile', async () => {
    const owner = await person('Omar Dueño');
    const renter = await person('Raúl Renta');
    const listingId = await rentableListing(t, { instant: false });
    await t.deps.database.db.update(listings).set({ ownerId: owner.id }).where(eq(listings.id, listingId));
    await call(t, renter.cookie, 'POST', '/api/booking-requests', {
      listingId,
      startDate: inDays(12),
      endDate: inDays(13),
      startHour: '10:00',
      endHour: '18:00',
    });
    expect((await call(t, renter.cookie, 'PATCH', '/api/profile', { fullName: 'Raúl R.' })).status).toBe(200);
    const [received] = (await (await call(t, owner.cookie, 'GET', '/api/bookings?role=owner')).json()).bookings;
    expect(received).toMatchObject({ renterName: 'Raúl R.', ownerName: 'Omar Dueño' });
  });
});
