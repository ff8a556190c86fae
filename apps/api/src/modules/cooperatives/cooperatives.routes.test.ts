import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clabeCheckDigit } from '@vira/domain/clabe';
import { signIn } from '../../../test/auth-helpers';
import { insertListing } from '../../../test/listing-fixtures';
import { bookingWithMoney } from '../../../test/money-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookings } from '../../db/schema/bookings';
import { DEV_PASSWORD } from '../../db/seed/dev-accounts';
import { runPayouts } from '../renting';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof newPerson>>;
const emailOf = async (p: Person): Promise<string> =>
  (
    (await (await t.request('/api/auth/get-session', { headers: { cookie: p.cookie } })).json()) as {
      user: { email: string };
    }
  ).user.email;

async function cooperativeWith(founder: Person, others: Person[]) {
  const created = await call(t, founder.cookie, 'POST', '/api/cooperatives', {
    name: 'Herramientas del Barrio',
    purpose: 'Compartir herramientas entre vecinos de Coyoacán',
    city: 'Ciudad de México',
  });
  expect(created.status).toBe(200);
  const { id } = await created.json();
  for (const p of others) {
    expect(
      (await call(t, founder.cookie, 'POST', `/api/cooperatives/${id}/invitations`, { email: await emailOf(p) }))
        .status,
    ).toBe(200);
    expect((await call(t, p.cookie, 'POST', `/api/cooperatives/${id}/accept`)).status).toBe(200);
  }
  return id as string;
}

describe('cooperatives', () => {
  it('become "constituida" at five active members; invited people do not count until they accept', async () => {
    const founder = await newPerson(t, 'founder');
    const people = await Promise.all([1, 2, 3, 4].map(() => newPerson(t, 'member')));
    const id = await cooperativeWith(founder, people.slice(0, 3));
    let coop = await (await call(t, founder.cookie, 'GET', `/api/cooperatives/${id}`)).json();
    expect(coop).toMatchObject({ activeMembers: 4, status: 'en_formacion' });

    await call(t, founder.cookie, 'POST', `/api/cooperatives/${id}/invitations`, { email: await emailOf(people[3]!) });
    const invited = await (await call(t, people[3]!.cookie, 'GET', '/api/cooperatives')).json();
    // The invitee hears of it in the bell, with a link to the cooperative.
    const bell = await (await call(t, people[3]!.cookie, 'GET', '/api/notifications')).json();
    expect(bell.notifications[0]).toMatchObject({
      type: 'cooperative',
      title: 'Te invitaron a una cooperativa',
      data: { cooperative_id: id },
    });
    expect(bell.notifications[0].description).toContain('«Herramientas del Barrio»');
    expect(invited.items).toEqual([expect.objectContaining({ id, myStatus: 'invited', activeMembers: 4 })]);
    coop = await (await call(t, people[3]!.cookie, 'POST', `/api/cooperatives/${id}/accept`)).json();
    expect(coop).toMatchObject({ activeMembers: 5, status: 'constituida', myStatus: 'active' });
    // Inviting a member again is a conflict; an unknown e-mail is named as such.
    const again = await call(t, founder.cookie, 'POST', `/api/cooperatives/${id}/invitations`, {
      email: await emailOf(people[0]!),
    });
    expect(again.status).toBe(409);
    const unknown = await call(t, founder.cookie, 'POST', `/api/cooperatives/${id}/invitations`, {
      email: 'nadie@example.com',
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('No hay ninguna cuenta de Vira con ese correo.');
  });

  it('outsiders get 404 for reading and every write; guests 401; bad input 400 in the person’s language', async () => {
    const founder = await newPerson(t, 'founder');
    const stranger = await newPerson(t, 'stranger');
    const id = await cooperativeWith(founder, []);
    expect((await call(t, stranger.cookie, 'GET', `/api/cooperatives/${id}`)).status).toBe(404);
    expect((await call(t, stranger.cookie, 'POST', `/api/cooperatives/${id}/accept`)).status).toBe(404);
    expect(
      (
        await call(t, stranger.cookie, 'POST', `/api/cooperatives/${id}/proposals`, {
          title: 'Tomar control',
          body: 'Mía',
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t, stranger.cookie, 'PUT', `/api/cooperatives/${id}/members/${stranger.id}/shares`, { shares: 100 }))
        .status,
    ).toBe(404);
    expect((await call(t, null, 'GET', '/api/cooperatives')).status).toBe(401);
    const bad = await call(t, founder.cookie, 'POST', '/api/cooperatives', { name: 'X', purpose: '', city: '' });
    expect(bad.status).toBe(400);
    // Creating is rate limited: five an hour per person (one was made above).
    const make = () =>
      call(t, founder.cookie, 'POST', '/api/cooperatives', {
        name: 'Otra cooperativa',
        purpose: 'Probar el límite de creación',
        city: 'Puebla',
      });
    for (let i = 0; i < 4; i++) expect((await make()).status).toBe(200);
    expect((await make()).status).toBe(429);
  });

  it('one member one vote: a second vote is 409; quorum is more than half of the members', async () => {
    const founder = await newPerson(t, 'founder');
    const people = await Promise.all([1, 2, 3, 4].map(() => newPerson(t, 'member')));
    const id = await cooperativeWith(founder, people);
    const created = await (
      await call(t, founder.cookie, 'POST', `/api/cooperatives/${id}/proposals`, {
        title: 'Comprar una revolvedora',
        body: 'Con las ganancias del trimestre',
      })
    ).json();
    const proposalId = created.proposals[0].id as string;
    const vote = (p: Person, choice: string) =>
      call(t, p.cookie, 'POST', `/api/cooperative-proposals/${proposalId}/votes`, { choice });
    expect((await vote(founder, 'yes')).status).toBe(200);
    expect((await vote(founder, 'no')).status).toBe(409);
    let after = await (await vote(people[0]!, 'yes')).json();
    expect(after.proposals[0]).toMatchObject({
      yes: 2,
      cast: 2,
      quorum: 3,
      quorumReached: false,
      passed: false,
      myVote: 'yes',
    });
    after = await (await vote(people[1]!, 'no')).json();
    expect(after.proposals[0]).toMatchObject({ yes: 2, no: 1, quorumReached: true, passed: true });
    expect((await vote(await newPerson(t, 'outsider'), 'no')).status).toBe(404);
    expect((await vote(people[2]!, 'maybe')).status).toBe(400);
  });

  it('pools members’ own listings and splits their earnings by shares, summing exactly', async () => {
    const founder = await newPerson(t, 'founder');
    const member = await newPerson(t, 'member');
    const id = await cooperativeWith(founder, [member]);
    const db = t.deps.database.db;
    const listingId = await insertListing(db, member.id, 'Revolvedora de concreto');
    const othersListing = await insertListing(db, founder.id, 'Andamio');
    expect(
      (await call(t, member.cookie, 'POST', `/api/cooperatives/${id}/listings`, { listingId: othersListing })).status,
    ).toBe(404);
    expect((await call(t, member.cookie, 'POST', `/api/cooperatives/${id}/listings`, { listingId })).status).toBe(200);
    expect((await call(t, member.cookie, 'POST', `/api/cooperatives/${id}/listings`, { listingId })).status).toBe(409);
    await call(t, founder.cookie, 'PUT', `/api/cooperatives/${id}/members/${member.id}/shares`, { shares: 2 });
    // Only the founder sets shares.
    expect(
      (await call(t, member.cookie, 'PUT', `/api/cooperatives/${id}/members/${member.id}/shares`, { shares: 9 }))
        .status,
    ).toBe(404);
    await db.insert(bookings).values({
      listingId,
      renterId: 'someone',
      ownerId: member.id,
      startDate: inDays(-5),
      endDate: inDays(-3),
      status: 'completed',
      completedAt: new Date(Date.now() + 1000),
      holds: false,
      instantBooking: true,
      currency: 'MXN',
      days: 2,
      itemCost: 1_430,
      insuranceCost: 0,
      deliveryCost: 0,
      deposit: 0,
      total: 1_430,
      commission: 429,
      ownerEarnings: 1_001,
    });
    const coop = await (await call(t, founder.cookie, 'GET', `/api/cooperatives/${id}`)).json();
    expect(coop.listings).toEqual([{ id: listingId, title: 'Revolvedora de concreto', contributedBy: member.id }]);
    expect(coop.earnings).toBe(1_001);
    const part = (userId: string) => coop.members.find((m: { userId: string }) => m.userId === userId).earnings;
    // 1,001 split 1:2 → 333.67 and 667.33 → 334 (largest remainder) and 667.
    expect(part(founder.id)).toBe(334);
    expect(part(member.id)).toBe(667);
  });
});

describe('cooperative payouts', () => {
  const FIRST17 = '03218000011835971';
  const CLABE = `${FIRST17}${clabeCheckDigit(FIRST17)}`;

  function completedBooking(listingId: number, ownerId: string, ownerEarnings: number, completedAt: Date) {
    return {
      listingId,
      renterId: 'someone',
      ownerId,
      startDate: inDays(-5),
      endDate: inDays(-3),
      status: 'completed' as const,
      completedAt,
      holds: false,
      instantBooking: true,
      currency: 'MXN',
      days: 2,
      itemCost: ownerEarnings,
      insuranceCost: 0,
      deliveryCost: 0,
      deposit: 0,
      total: ownerEarnings,
      commission: 0,
      ownerEarnings,
    };
  }

  it('pays each member their share of a pooled listing’s earnings, once; what it earned before pooling stays the owner’s', async () => {
    const founder = await newPerson(t, 'founder');
    const owner = await newPerson(t, 'member');
    const late = await newPerson(t, 'member');
    const id = await cooperativeWith(founder, [owner, late]);
    const db = t.deps.database.db;
    const listingId = await insertListing(db, owner.id, 'Carpa para eventos');
    // Payouts pay what the ledger owes: each rental's money was taken.
    await bookingWithMoney(t, completedBooking(listingId, owner.id, 5_000, new Date(Date.now() - 60_000)));
    expect((await call(t, owner.cookie, 'POST', `/api/cooperatives/${id}/listings`, { listingId })).status).toBe(200);
    await call(t, founder.cookie, 'PUT', `/api/cooperatives/${id}/members/${owner.id}/shares`, { shares: 2 });
    await bookingWithMoney(t, completedBooking(listingId, owner.id, 1_001, new Date(Date.now() + 1_000)));
    for (const p of [founder, owner])
      expect(
        (await call(t, p.cookie, 'PUT', '/api/owner/payout-account', { clabe: CLABE, holderName: 'Socio' })).status,
      ).toBe(200);

    // Before any payout, each member sees their own part waiting: 1,001 split 1:2:1 → 250, 500, 251 → 250/501/250.
    const waiting = async (p: Person) =>
      (await (await call(t, p.cookie, 'GET', '/api/owner/payouts')).json()).waiting as { amount: number }[];
    expect(await waiting(owner)).toEqual([{ currency: 'MXN', amount: 5_000 + 501, bookings: 2 }]);
    expect(await waiting(founder)).toEqual([{ currency: 'MXN', amount: 250, bookings: 1 }]);
    expect(await waiting(late)).toEqual([{ currency: 'MXN', amount: 250, bookings: 1 }]);

    // The owner's dashboard no longer counts the pooled booking as theirs to be paid.
    const earnings = await (await call(t, owner.cookie, 'GET', '/api/owner/earnings')).json();
    expect(earnings.listings.find((l: { title: string }) => l.title === 'Carpa para eventos')).toMatchObject({
      releasable: 5_000,
    });

    await runPayouts(t.deps);
    await runPayouts(t.deps);
    const paid = async (p: Person) =>
      ((await (await call(t, p.cookie, 'GET', '/api/owner/payouts')).json()).payouts as { amount: number }[]).map(
        (x) => x.amount,
      );
    expect(await paid(owner)).toEqual([5_501]);
    expect(await paid(founder)).toEqual([250]);
    // No payout account yet: the share waits for them.
    expect(await paid(late)).toEqual([]);
    expect(await waiting(late)).toEqual([{ currency: 'MXN', amount: 250, bookings: 1 }]);
    const total = await db.execute(sql`select coalesce(sum(pb.amount), 0)::int as paid
      from payout_bookings pb join bookings b on b.id = pb.booking_id where b.listing_id = ${listingId}`);
    expect((total as unknown as { rows: { paid: number }[] }).rows[0]!.paid).toBe(5_000 + 501 + 250);

    // The cooperative shows the split as made: it sums exactly to what the listing earned while pooled.
    const coop = await (await call(t, late.cookie, 'GET', `/api/cooperatives/${id}`)).json();
    expect(coop.earnings).toBe(1_001);
    expect(coop.members.map((m: { userId: string; earnings: number }) => [m.userId, m.earnings])).toEqual([
      [founder.id, 250],
      [owner.id, 501],
      [late.id, 250],
    ]);
  });
});

describe('sample cooperative', () => {
  it('the sample owners share a constituted example cooperative with pooled listings and an open proposal', async () => {
    const carlos = await signIn(t, 'example1@vira.local', DEV_PASSWORD);
    const list = await (await call(t, carlos, 'GET', '/api/cooperatives')).json();
    const sample = list.items.find((c: { name: string }) => c.name.endsWith('(ejemplo)'));
    expect(sample).toMatchObject({ status: 'constituida', activeMembers: 5, myStatus: 'active' });
    const coop = await (await call(t, carlos, 'GET', `/api/cooperatives/${sample.id}`)).json();
    expect(coop.listings).toHaveLength(3);
    expect(coop.proposals[0]).toMatchObject({ yes: 2, quorumReached: false, myVote: null });
  });
});
