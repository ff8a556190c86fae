import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../../test/auth-helpers';
import { insertListing } from '../../../test/listing-fixtures';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runDueJobs } from '../jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function bell(cookie: string): Promise<{ type: string; title: string; description: string; read: boolean }[]> {
  return (await (await call(t, cookie, 'GET', '/api/notifications')).json()).notifications;
}

async function emailOf(cookie: string): Promise<string> {
  const session = await (await t.request('/api/auth/get-session', { headers: { cookie } })).json();
  return (session as { user: { email: string } }).user.email;
}

describe('what notifies whom', () => {
  it('a request, its acceptance and its payment each reach the right person, in the bell and by e-mail', async () => {
    const owner = await newPerson(t, 'n-owner');
    const renter = await newPerson(t, 'n-renter');
    const listingId = await insertListing(t.deps.database.db, owner.id, 'Kayak doble');
    const booking = await (
      await call(t, renter.cookie, 'POST', '/api/booking-requests', {
        listingId,
        startDate: inDays(20),
        endDate: inDays(22),
        startHour: '09:00',
        endHour: '18:00',
      })
    ).json();
    expect((await bell(owner.cookie))[0]).toMatchObject({ type: 'booking', title: 'Nueva solicitud de renta' });
    expect((await bell(owner.cookie))[0]!.description).toContain('«Kayak doble»');
    // The e-mail leaves in a job queued with the notice.
    await runDueJobs(t.deps);
    const ownerMail = await outboxFor(t, (await emailOf(owner.cookie)).toLowerCase());
    expect(
      ownerMail.some((m) => m.subject === 'Vira: Nueva solicitud de renta' && m.links[0]?.endsWith('/requests')),
    ).toBe(true);

    await call(t, owner.cookie, 'POST', `/api/bookings/${booking.id}/accept`);
    expect((await bell(renter.cookie))[0]).toMatchObject({ type: 'booking', title: '¡Solicitud aceptada!' });

    const pay = await (
      await call(t, renter.cookie, 'POST', `/api/bookings/${booking.id}/pay`, { paymentMethod: 'credit_card' })
    ).json();
    await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${pay.transactionId}/approve`);
    expect((await bell(renter.cookie))[0]).toMatchObject({ type: 'payment', title: 'Pago confirmado' });
    expect((await bell(owner.cookie))[0]).toMatchObject({ type: 'payment', title: 'Pago recibido' });
    // A replayed webhook tells nobody twice.
    await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${pay.transactionId}/approve`);
    expect((await bell(renter.cookie)).filter((n) => n.title === 'Pago confirmado')).toHaveLength(1);
  });

  it('a declined request reaches the renter; the list reads in the language of the request', async () => {
    const owner = await newPerson(t, 'd-owner');
    const renter = await newPerson(t, 'd-renter');
    const listingId = await insertListing(t.deps.database.db, owner.id, 'Tabla de surf');
    const booking = await (
      await call(t, renter.cookie, 'POST', '/api/booking-requests', {
        listingId,
        startDate: inDays(30),
        endDate: inDays(31),
        startHour: '09:00',
        endHour: '18:00',
      })
    ).json();
    await call(t, owner.cookie, 'POST', `/api/bookings/${booking.id}/decline`);
    const english = (await (
      await t.request('/api/notifications', { headers: { cookie: renter.cookie, 'X-Vira-Language': 'en' } })
    ).json()) as { notifications: { title: string; description: string }[] };
    expect(english.notifications[0]).toMatchObject({ title: 'Request declined' });
    expect(english.notifications[0]!.description).toContain('You were not charged');
  });

  it('a review and a favourite reach the owner; favourites at most once a day per listing', async () => {
    const owner = await newPerson(t, 'r-owner');
    const fan = await newPerson(t, 'r-fan');
    const other = await newPerson(t, 'r-other');
    const listingId = await insertListing(t.deps.database.db, owner.id, 'Parrilla portátil');
    await call(t, fan.cookie, 'POST', `/api/listings/${listingId}/reviews`, {
      rating: 5,
      comment: 'Funcionó de maravilla.',
    });
    expect((await bell(owner.cookie))[0]).toMatchObject({ type: 'review', title: 'Nueva reseña' });
    await call(t, fan.cookie, 'PUT', `/api/favorites/${listingId}`);
    await call(t, other.cookie, 'PUT', `/api/favorites/${listingId}`);
    expect((await bell(owner.cookie)).filter((n) => n.type === 'favorite')).toHaveLength(1);
  });
});
