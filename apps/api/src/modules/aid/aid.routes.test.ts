import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';
import { refreshFigures } from '../impact';

let t: TestApp;
let admin: string;
let author: { cookie: string; id: string };
let helper: { cookie: string; id: string };
let other: { cookie: string; id: string };
let verifier: { cookie: string; id: string; email: string };

const NEED = {
  title: 'Agua para el albergue de Juchitán',
  description: 'Cien personas sin agua potable desde el sismo.',
  aidTypes: ['water', 'food'],
  category: 'water',
  urgency: 'critical',
  placeName: 'Juchitán de Zaragoza, Oaxaca',
  region: 'Oaxaca',
  country: 'México',
  lat: 16.4336,
  lng: -95.0194,
  peopleAffected: 100,
  items: [
    { name: 'Garrafón 20 L', quantity: 50, unit: 'garrafones' },
    { name: 'Despensa', quantity: 20, unit: 'paquetes' },
  ],
  contactPreference: 'chat',
  organisation: 'Brigada Juchitán',
  neededUntil: inDays(20),
};

async function postNeed(cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await call(t, cookie, 'POST', '/api/aid/requests', { ...NEED, ...overrides });
  expect(res.status).toBe(201);
  return res.json();
}

async function verified(overrides: Record<string, unknown> = {}) {
  const request = await postNeed(author.cookie, overrides);
  const res = await call(t, admin, 'POST', `/api/aid/review/requests/${request.id}/verify`);
  expect(res.status).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
  author = await newPerson(t, 'aid-author');
  helper = await newPerson(t, 'aid-helper');
  other = await newPerson(t, 'aid-other');
  const v = await newPerson(t, 'aid-verifier');
  const session = (await (await t.request('/api/auth/get-session', { headers: { cookie: v.cookie } })).json()) as {
    user: { email: string };
  };
  verifier = { ...v, email: session.user.email };
});
afterAll(async () => {
  await t.close();
});

describe('aid requests', () => {
  it('starts under review: only the author and verifiers see it, nobody else finds it listed', async () => {
    const request = await postNeed(author.cookie);
    expect(request.status).toBe('under_review');
    expect(request.verifiedAt).toBeNull();
    expect(request.items.map((i: { missing: number }) => i.missing)).toEqual([50, 20]);
    for (const cookie of [null, other.cookie])
      expect((await call(t, cookie, 'GET', `/api/aid/requests/${request.id}`)).status).toBe(404);
    expect((await call(t, author.cookie, 'GET', `/api/aid/requests/${request.id}`)).status).toBe(200);
    expect((await call(t, admin, 'GET', `/api/aid/requests/${request.id}`)).status).toBe(200);
    const list = await (await call(t, null, 'GET', '/api/aid/requests?limit=100')).json();
    expect(list.items.map((r: { id: string }) => r.id)).not.toContain(request.id);
    const mine = await (await call(t, author.cookie, 'GET', '/api/aid/mine')).json();
    expect(mine.requests.map((r: { id: string }) => r.id)).toContain(request.id);
  });

  it('asks a guest to sign in and refuses bad input with a clear 400', async () => {
    expect((await call(t, null, 'POST', '/api/aid/requests', NEED)).status).toBe(401);
    const cases: Record<string, unknown>[] = [
      { urgency: 'apocalyptic' },
      { aidTypes: [] },
      { aidTypes: ['spaceships'] },
      { items: [{ name: 'Agua', quantity: 0, unit: 'L' }] },
      { items: [{ name: 'Agua', quantity: -3, unit: 'L' }] },
      { peopleAffected: 0 },
      { lat: 123 },
      { title: '   ' },
      { neededUntil: 'mañana' },
      { category: 'surgeon' },
    ];
    for (const overrides of cases) {
      const res = await call(t, author.cookie, 'POST', '/api/aid/requests', { ...NEED, ...overrides });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const body = await res.json();
      expect(body.error.message, JSON.stringify(overrides)).toMatch(/no es válido/);
    }
    const past = await call(t, author.cookie, 'POST', '/api/aid/requests', { ...NEED, neededUntil: inDays(-2) });
    expect(past.status).toBe(400);
    expect((await past.json()).error.message).toBe('La fecha «necesario hasta» no puede estar en el pasado.');
  });

  it('is published once a verifier verifies it, with the date, and the author is told', async () => {
    const request = await postNeed(author.cookie);
    const verifiedNeed = await (await call(t, admin, 'POST', `/api/aid/review/requests/${request.id}/verify`)).json();
    expect(verifiedNeed.status).toBe('published');
    expect(Date.parse(verifiedNeed.verifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    const seen = await (await call(t, null, 'GET', `/api/aid/requests/${request.id}`)).json();
    expect(seen.status).toBe('published');
    const again = await call(t, admin, 'POST', `/api/aid/review/requests/${request.id}/verify`);
    expect(again.status).toBe(409);
    const notices = await (await call(t, author.cookie, 'GET', '/api/notifications')).json();
    expect(notices.notifications[0].title).toBe('Tu solicitud de ayuda fue verificada');
    expect(notices.notifications[0].data.aid_request_id).toBe(request.id);
  });

  it('can be rejected with a reason, which the author sees', async () => {
    const request = await postNeed(author.cookie);
    const empty = await call(t, admin, 'POST', `/api/aid/review/requests/${request.id}/reject`, { reason: ' ' });
    expect(empty.status).toBe(400);
    const res = await call(t, admin, 'POST', `/api/aid/review/requests/${request.id}/reject`, {
      reason: 'No pudimos confirmar la dirección',
    });
    expect(res.status).toBe(200);
    const seen = await (await call(t, author.cookie, 'GET', `/api/aid/requests/${request.id}`)).json();
    expect(seen.status).toBe('rejected');
    expect(seen.rejectionReason).toBe('No pudimos confirmar la dirección');
    expect((await call(t, null, 'GET', `/api/aid/requests/${request.id}`)).status).toBe(404);
  });

  it('lets only the author edit (back to review) and re-confirm it', async () => {
    const request = await verified();
    const edit = { ...NEED, title: 'Agua y despensas para Juchitán' };
    expect((await call(t, null, 'PUT', `/api/aid/requests/${request.id}`, edit)).status).toBe(401);
    const foreign = await call(t, other.cookie, 'PUT', `/api/aid/requests/${request.id}`, edit);
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.message).toBe('Solo quien publicó la solicitud puede hacer esto.');
    expect((await call(t, admin, 'PUT', `/api/aid/requests/${request.id}`, edit)).status).toBe(403);
    expect((await call(t, other.cookie, 'POST', `/api/aid/requests/${request.id}/confirm`)).status).toBe(403);
    const edited = await (await call(t, author.cookie, 'PUT', `/api/aid/requests/${request.id}`, edit)).json();
    expect(edited.title).toBe('Agua y despensas para Juchitán');
    expect(edited.status).toBe('under_review');
    expect(edited.verifiedAt).toBeNull();
  });

  it('goes stale 7 days after its last confirmation, and re-confirming makes it current again', async () => {
    const request = await verified();
    await t.deps.database.db.execute(
      sql`update aid_requests set confirmed_at = now() - interval '8 days' where id = ${request.id}`,
    );
    const stale = await (await call(t, null, 'GET', `/api/aid/requests/${request.id}`)).json();
    expect(stale.stale).toBe(true);
    const verifiedOnly = await (await call(t, null, 'GET', '/api/aid/requests?verified=true&limit=100')).json();
    expect(verifiedOnly.items.map((r: { id: string }) => r.id)).not.toContain(request.id);
    const confirmed = await (await call(t, author.cookie, 'POST', `/api/aid/requests/${request.id}/confirm`)).json();
    expect(confirmed.stale).toBe(false);
  });
});

describe('the humanitarian list and map', () => {
  it('sorts by urgency then date, filters by type, urgency and distance, and counts per type', async () => {
    const low = await verified({ urgency: 'low', aidTypes: ['pet_food'], title: 'Croquetas' });
    const critical = await verified({ urgency: 'critical', aidTypes: ['pet_food'], title: 'Croquetas urgentes' });
    const list = await (await call(t, null, 'GET', '/api/aid/requests?aidType=pet_food&limit=100')).json();
    const ids = list.items.map((r: { id: string }) => r.id);
    expect(ids.indexOf(critical.id)).toBeLessThan(ids.indexOf(low.id));
    const ranks = list.items.map((r: { urgency: string }) => ['critical', 'high', 'medium', 'low'].indexOf(r.urgency));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(list.items.every((r: { aidTypes: string[] }) => r.aidTypes.includes('pet_food'))).toBe(true);
    expect(list.countsByType.pet_food).toBe(list.total);
    // Counts per type ignore the type filter: other chips keep their numbers.
    expect(list.countsByType.water).toBeGreaterThan(0);

    const onlyLow = await (await call(t, null, 'GET', '/api/aid/requests?urgency=low&limit=100')).json();
    expect(onlyLow.items.every((r: { urgency: string }) => r.urgency === 'low')).toBe(true);

    // 20 km around Juchitán: our requests are in, Tijuana's sample needs are not.
    const near = await (
      await call(t, null, 'GET', '/api/aid/requests?lat=16.43&lng=-95.02&radiusKm=20&limit=100')
    ).json();
    expect(near.items.map((r: { id: string }) => r.id)).toContain(critical.id);
    expect(near.items.every((r: { distanceKm: number }) => r.distanceKm <= 20)).toBe(true);
    expect(near.items.some((r: { placeName: string }) => r.placeName === 'Tijuana')).toBe(false);
    expect((await call(t, null, 'GET', '/api/aid/requests?radiusKm=0')).status).toBe(400);
    expect((await call(t, null, 'GET', '/api/aid/requests?urgency=extreme')).status).toBe(400);
  });

  it('shows the seeded sample needs, several verified and one stale', async () => {
    const list = await (await call(t, null, 'GET', '/api/aid/requests?limit=100')).json();
    const samples = list.items.filter((r: { sample: boolean }) => r.sample);
    expect(samples.length).toBeGreaterThanOrEqual(20);
    expect(samples.filter((r: { stale: boolean }) => r.stale)).toHaveLength(1);
    expect(samples.some((r: { coveragePercent: number }) => r.coveragePercent > 0)).toBe(true);
  });

  it('puts the published requests of a box on the map, most urgent first', async () => {
    const request = await verified({ lat: 16.5, lng: -95.1 });
    const map = await (await call(t, null, 'GET', '/api/aid/map?south=16&west=-96&north=17&east=-94')).json();
    expect(map.points.map((p: { id: string }) => p.id)).toContain(request.id);
    expect(map.points.every((p: { lat: number }) => p.lat >= 16 && p.lat <= 17)).toBe(true);
    expect((await call(t, null, 'GET', '/api/aid/map?south=16&west=-96&north=17')).status).toBe(400);
  });
});

describe('offers of help', () => {
  it('asks a volunteer to choose at least one day, in the spec’s words', async () => {
    const request = await verified();
    const noDay = await call(t, helper.cookie, 'POST', '/api/aid/offers', {
      requestId: request.id,
      type: 'volunteer',
      shift: 'morning',
      hoursPerDay: 4,
      days: [],
    });
    expect(noDay.status).toBe(400);
    const body = await noDay.json();
    expect(body.error.message).toBe('Selecciona al menos un día');
    expect(body.error.code).toBe('no_day_chosen');
    const english = await t.request('/api/aid/offers', {
      method: 'POST',
      headers: { cookie: helper.cookie, 'Content-Type': 'application/json', 'X-Vira-Language': 'en' },
      body: JSON.stringify({ requestId: request.id, type: 'volunteer', shift: 'night' }),
    });
    expect(((await english.json()) as { error: { message: string } }).error.message).toBe('Select at least one day');
    const badHours = await call(t, helper.cookie, 'POST', '/api/aid/offers', {
      requestId: request.id,
      type: 'volunteer',
      shift: 'fulltime',
      hoursPerDay: 25,
      days: ['monday'],
    });
    expect(badHours.status).toBe(400);
    const badShift = await call(t, helper.cookie, 'POST', '/api/aid/offers', {
      type: 'volunteer',
      shift: 'siesta',
      days: ['monday'],
    });
    expect(badShift.status).toBe(400);
  });

  it('commits quantities: the request shows what is covered and what is still missing', async () => {
    const request = await verified();
    const [water, food] = request.items;
    const zero = await call(t, helper.cookie, 'POST', '/api/aid/offers', {
      requestId: request.id,
      type: 'can_provide',
      items: [{ itemId: water.id, quantity: 0 }],
    });
    expect(zero.status).toBe(400);
    const offer = await call(t, helper.cookie, 'POST', '/api/aid/offers', {
      requestId: request.id,
      type: 'can_provide',
      details: 'Tengo mil garrafones en bodega',
      items: [{ itemId: water.id, quantity: 1000 }],
    });
    expect(offer.status).toBe(201);
    const big = await offer.json();
    // An offer commits at most what is still missing.
    expect(big.items).toEqual([expect.objectContaining({ itemId: water.id, quantity: 50 })]);
    let seen = await (await call(t, null, 'GET', `/api/aid/requests/${request.id}`)).json();
    // A pending offer is a proposal: nothing is covered until the requester accepts it.
    expect(seen.items[0]).toMatchObject({ quantity: 50, covered: 0, offered: 50, delivered: 0, missing: 50 });
    expect(seen.coveragePercent).toBe(0);
    const volunteer = await call(t, other.cookie, 'POST', '/api/aid/offers', {
      requestId: request.id,
      type: 'volunteer',
      shift: 'fulltime',
      hoursPerDay: 24,
      days: ['saturday', 'sunday'],
      coverage: 'Reparto en la colonia centro',
      items: [
        { itemId: water.id, quantity: 40 },
        { itemId: food.id, quantity: 5 },
      ],
    });
    expect(volunteer.status).toBe(201);
    const second = await volunteer.json();
    expect(second.days).toEqual(['saturday', 'sunday']);
    await call(t, author.cookie, 'POST', `/api/aid/offers/${big.id}/respond`, { action: 'accept' });
    // Accepting the second offer commits only what is still missing: no water, 5 of food.
    const accepted = await (
      await call(t, author.cookie, 'POST', `/api/aid/offers/${second.id}/respond`, { action: 'accept' })
    ).json();
    expect(accepted.items).toEqual([expect.objectContaining({ itemId: food.id, quantity: 5 })]);
    seen = await (await call(t, null, 'GET', `/api/aid/requests/${request.id}`)).json();
    expect(seen.items[0]).toMatchObject({ quantity: 50, covered: 50, offered: 0, missing: 0 });
    expect(seen.items[1]).toMatchObject({ quantity: 20, covered: 5, missing: 15 });
    expect(seen.coveragePercent).toBe(Math.round((100 * (50 + 5)) / 70));
    // Water is covered: a new offer of water commits nothing, and says so by listing no water.
    const late = await (
      await call(t, other.cookie, 'POST', '/api/aid/offers', {
        requestId: request.id,
        type: 'can_provide',
        items: [
          { itemId: water.id, quantity: 10 },
          { itemId: food.id, quantity: 100 },
        ],
      })
    ).json();
    expect(late.items).toEqual([expect.objectContaining({ itemId: food.id, quantity: 15 })]);
    // A guest sees the coverage but not who offered; the requester sees every offer.
    expect(seen.offers).toEqual([]);
    expect(seen.offerCount).toBe(2);
    const asAuthor = await (await call(t, author.cookie, 'GET', `/api/aid/requests/${request.id}`)).json();
    expect(asAuthor.offers).toHaveLength(3);
    const notices = await (await call(t, author.cookie, 'GET', '/api/notifications')).json();
    expect(notices.notifications[0].title).toBe('Nueva oferta de ayuda');
  });

  it('counts help as given only once the requester confirms delivery, on the page and on /social-impact', async () => {
    const figures = async () => {
      await refreshFigures(t.deps.database.db, t.deps.clock.now());
      const all = (await (await call(t, null, 'GET', '/api/impact')).json()) as {
        peopleHelped: number;
        requestsCovered: number;
      };
      return { peopleHelped: all.peopleHelped, requestsCovered: all.requestsCovered };
    };
    const before = await figures();
    const request = await verified({ items: [{ name: 'Garrafón 20 L', quantity: 40, unit: 'garrafones' }] });
    const offer = await (
      await call(t, helper.cookie, 'POST', '/api/aid/offers', {
        requestId: request.id,
        type: 'can_provide',
        items: [{ itemId: request.items[0].id, quantity: 1000 }],
      })
    ).json();
    // Pending, even if it offers everything: nobody has been helped yet.
    expect(await figures()).toEqual(before);
    const path = `/api/aid/offers/${offer.id}/delivered`;
    expect((await call(t, helper.cookie, 'POST', path)).status).toBe(403);
    expect((await call(t, other.cookie, 'POST', path)).status).toBe(404);
    expect((await call(t, null, 'POST', path)).status).toBe(401);
    await call(t, author.cookie, 'POST', `/api/aid/offers/${offer.id}/respond`, { action: 'accept' });
    // Accepted is a promise, not help.
    expect(await figures()).toEqual(before);
    const delivered = await (await call(t, author.cookie, 'POST', path)).json();
    expect(delivered.status).toBe('accepted');
    expect(delivered.deliveredAt).not.toBeNull();
    const seen = await (await call(t, null, 'GET', `/api/aid/requests/${request.id}`)).json();
    expect(seen.items[0]).toMatchObject({ quantity: 40, covered: 40, delivered: 40, missing: 0 });
    expect(await figures()).toEqual({
      peopleHelped: before.peopleHelped + NEED.peopleAffected,
      requestsCovered: before.requestsCovered + 1,
    });
    const notices = await (await call(t, helper.cookie, 'GET', '/api/notifications')).json();
    expect(notices.notifications[0].title).toBe('Tu ayuda llegó');
    // Confirming again changes nothing; a delivered offer can no longer be declined, withdrawn or edited.
    expect((await call(t, author.cookie, 'POST', path)).status).toBe(200);
    const decline = await call(t, author.cookie, 'POST', `/api/aid/offers/${offer.id}/respond`, { action: 'decline' });
    expect(decline.status).toBe(409);
    expect((await decline.json()).error.message).toBe(
      'La entrega de esta oferta ya fue confirmada: ya no se puede cambiar, declinar ni retirar.',
    );
    expect((await call(t, helper.cookie, 'POST', `/api/aid/offers/${offer.id}/withdraw`)).status).toBe(409);
    const edit = { type: 'can_provide', items: [{ itemId: request.items[0].id, quantity: 1 }] };
    expect((await call(t, helper.cookie, 'PUT', `/api/aid/offers/${offer.id}`, edit)).status).toBe(409);
  });

  it('a pending offer confirmed as delivered is accepted first, at most what was still missing', async () => {
    const request = await verified({ items: [{ name: 'Lonas', quantity: 10, unit: 'piezas' }] });
    const post = async (cookie: string, quantity: number) =>
      (
        await call(t, cookie, 'POST', '/api/aid/offers', {
          requestId: request.id,
          type: 'can_provide',
          items: [{ itemId: request.items[0].id, quantity }],
        })
      ).json();
    const first = await post(helper.cookie, 8);
    const second = await post(other.cookie, 8);
    await call(t, author.cookie, 'POST', `/api/aid/offers/${first.id}/delivered`);
    const late = await (await call(t, author.cookie, 'POST', `/api/aid/offers/${second.id}/delivered`)).json();
    expect(late).toMatchObject({ status: 'accepted', items: [expect.objectContaining({ quantity: 2 })] });
    const seen = await (await call(t, null, 'GET', `/api/aid/requests/${request.id}`)).json();
    expect(seen.items[0]).toMatchObject({ quantity: 10, covered: 10, delivered: 10, missing: 0 });
  });

  it('refuses items of another request, offers on one’s own or unpublished requests, and guests', async () => {
    const request = await verified();
    const another = await verified();
    const foreignItem = await call(t, helper.cookie, 'POST', '/api/aid/offers', {
      requestId: request.id,
      type: 'can_provide',
      items: [{ itemId: another.items[0].id, quantity: 1 }],
    });
    expect(foreignItem.status).toBe(400);
    expect((await foreignItem.json()).error.message).toBe('Solo puedes comprometer artículos de esta solicitud.');
    const own = await call(t, author.cookie, 'POST', '/api/aid/offers', { requestId: request.id, type: 'other' });
    expect(own.status).toBe(400);
    const pending = await postNeed(author.cookie);
    expect(
      (await call(t, helper.cookie, 'POST', '/api/aid/offers', { requestId: pending.id, type: 'other' })).status,
    ).toBe(404);
    expect((await call(t, null, 'POST', '/api/aid/offers', { type: 'other' })).status).toBe(401);
    const generalWithItems = await call(t, helper.cookie, 'POST', '/api/aid/offers', {
      type: 'can_provide',
      items: [{ itemId: request.items[0].id, quantity: 1 }],
    });
    expect(generalWithItems.status).toBe(400);
    const general = await call(t, helper.cookie, 'POST', '/api/aid/offers', {
      type: 'on_my_way',
      details: 'Voy con mi camioneta',
      aidTypes: ['transport'],
      lat: 16.5,
      lng: -95.1,
    });
    expect(general.status).toBe(201);
    expect((await general.json()).requestId).toBeNull();
  });

  it('shows a monetary offer’s donation link only on verified requests', async () => {
    const request = await verified();
    const noLink = await call(t, helper.cookie, 'POST', '/api/aid/offers', {
      requestId: request.id,
      type: 'monetary_support',
    });
    expect(noLink.status).toBe(400);
    expect((await noLink.json()).error.code).toBe('donation_link_required');
    const offer = await (
      await call(t, helper.cookie, 'POST', '/api/aid/offers', {
        requestId: request.id,
        type: 'monetary_support',
        donationUrl: 'https://donar.example.org/juchitan',
      })
    ).json();
    const asAuthor = await (await call(t, author.cookie, 'GET', `/api/aid/requests/${request.id}`)).json();
    expect(asAuthor.offers.find((o: { id: string }) => o.id === offer.id).donationUrl).toBe(
      'https://donar.example.org/juchitan',
    );
    // Edited, the request goes back to review: the link is hidden until it is verified again.
    await call(t, author.cookie, 'PUT', `/api/aid/requests/${request.id}`, NEED);
    const hidden = await (await call(t, author.cookie, 'GET', `/api/aid/requests/${request.id}`)).json();
    expect(hidden.offers.find((o: { id: string }) => o.id === offer.id).donationUrl).toBeNull();
    const js = await call(t, helper.cookie, 'POST', '/api/aid/offers', {
      type: 'monetary_support',
      donationUrl: 'javascript:alert(1)',
    });
    expect(js.status).toBe(400);
    expect((await js.json()).error.message).toBe(
      'Revisa la oferta: debe ser una dirección web completa, como https://ejemplo.com.',
    );
  });

  it('lets the requester accept, thank or decline, tells the offerer, and frees declined quantities', async () => {
    const request = await verified();
    const offer = await (
      await call(t, helper.cookie, 'POST', '/api/aid/offers', {
        requestId: request.id,
        type: 'can_provide',
        items: [{ itemId: request.items[1].id, quantity: 10 }],
      })
    ).json();
    const path = `/api/aid/offers/${offer.id}/respond`;
    expect((await call(t, helper.cookie, 'POST', path, { action: 'accept' })).status).toBe(403);
    expect((await call(t, other.cookie, 'POST', path, { action: 'accept' })).status).toBe(404);
    expect((await call(t, null, 'POST', path, { action: 'accept' })).status).toBe(401);
    expect((await call(t, author.cookie, 'POST', path, { action: 'hug' })).status).toBe(400);
    const accepted = await (await call(t, author.cookie, 'POST', path, { action: 'accept' })).json();
    expect(accepted.status).toBe('accepted');
    let notices = await (await call(t, helper.cookie, 'GET', '/api/notifications')).json();
    expect(notices.notifications[0].title).toBe('Tu oferta de ayuda fue aceptada');
    await call(t, author.cookie, 'POST', path, { action: 'thank' });
    notices = await (await call(t, helper.cookie, 'GET', '/api/notifications')).json();
    expect(notices.notifications[0].title).toBe('¡Gracias por tu ayuda!');
    const declined = await (await call(t, author.cookie, 'POST', path, { action: 'decline' })).json();
    expect(declined.status).toBe('declined');
    notices = await (await call(t, helper.cookie, 'GET', '/api/notifications')).json();
    expect(notices.notifications[0].title).toBe('Tu oferta de ayuda no fue necesaria');
    const seen = await (await call(t, null, 'GET', `/api/aid/requests/${request.id}`)).json();
    expect(seen.items[1].covered).toBe(0);
    expect((await call(t, author.cookie, 'POST', path, { action: 'accept' })).status).toBe(409);
  });

  it('opens one chat between the requester and the offerer, and nobody else', async () => {
    const request = await verified();
    const offer = await (
      await call(t, helper.cookie, 'POST', '/api/aid/offers', { requestId: request.id, type: 'on_my_way' })
    ).json();
    const path = `/api/aid/offers/${offer.id}/conversation`;
    expect((await call(t, other.cookie, 'POST', path)).status).toBe(404);
    expect((await call(t, null, 'POST', path)).status).toBe(401);
    const fromHelper = await (await call(t, helper.cookie, 'POST', path)).json();
    const fromAuthor = await (await call(t, author.cookie, 'POST', path)).json();
    expect(fromAuthor.id).toBe(fromHelper.id);
    expect(fromHelper.listing).toBeNull();
    expect(fromHelper.aidRequest).toEqual({ id: request.id, title: NEED.title });
    expect(fromHelper.other.id).toBe(author.id);
    const sent = await call(t, helper.cookie, 'POST', `/api/conversations/${fromHelper.id}/messages`, {
      body: 'Llego en una hora con los garrafones',
    });
    expect(sent.status).toBe(201);
    const list = await (await call(t, author.cookie, 'GET', '/api/conversations')).json();
    const thread = list.conversations.find((c: { id: string }) => c.id === fromHelper.id);
    expect(thread.lastMessage.body).toBe('Llego en una hora con los garrafones');
    expect(thread.aidRequest.title).toBe(NEED.title);
  });

  it('lets only the offerer edit or withdraw their offer (404 for everyone else)', async () => {
    const request = await verified();
    const offer = await (
      await call(t, helper.cookie, 'POST', '/api/aid/offers', {
        requestId: request.id,
        type: 'can_provide',
        items: [{ itemId: request.items[0].id, quantity: 10 }],
      })
    ).json();
    const change = { type: 'can_provide', items: [{ itemId: request.items[0].id, quantity: 25 }] };
    expect((await call(t, author.cookie, 'PUT', `/api/aid/offers/${offer.id}`, change)).status).toBe(404);
    expect((await call(t, other.cookie, 'PUT', `/api/aid/offers/${offer.id}`, change)).status).toBe(404);
    expect((await call(t, author.cookie, 'POST', `/api/aid/offers/${offer.id}/withdraw`)).status).toBe(404);
    expect((await call(t, null, 'PUT', `/api/aid/offers/${offer.id}`, change)).status).toBe(401);
    const edited = await (await call(t, helper.cookie, 'PUT', `/api/aid/offers/${offer.id}`, change)).json();
    expect(edited.items[0].quantity).toBe(25);
    const volunteer = await call(t, helper.cookie, 'PUT', `/api/aid/offers/${offer.id}`, {
      type: 'volunteer',
      details: 'Puedo cargar garrafones',
      shift: 'night',
      hoursPerDay: 6,
      days: ['saturday', 'sunday'],
      items: [{ itemId: request.items[0].id, quantity: 5 }],
    });
    expect(volunteer.status, await volunteer.clone().text()).toBe(200);
    expect(await volunteer.json()).toMatchObject({
      type: 'volunteer',
      details: 'Puedo cargar garrafones',
      shift: 'night',
      hoursPerDay: 6,
      days: ['saturday', 'sunday'],
    });
    expect((await call(t, other.cookie, 'POST', `/api/aid/offers/${offer.id}/withdraw`)).status).toBe(404);
    const withdrawn = await (await call(t, helper.cookie, 'POST', `/api/aid/offers/${offer.id}/withdraw`)).json();
    expect(withdrawn.status).toBe('withdrawn');
    const seen = await (await call(t, null, 'GET', `/api/aid/requests/${request.id}`)).json();
    expect(seen.items[0].covered).toBe(0);
    const mine = await (await call(t, helper.cookie, 'GET', '/api/aid/mine')).json();
    expect(mine.offers.map((o: { id: string }) => o.id)).toContain(offer.id);
  });
});

describe('general offers meet requests nearby', () => {
  const JUCHITAN = { lat: 16.4336, lng: -95.0194 };
  const near = { lat: 16.5, lng: -95.1 }; // about 11 km away
  const general = (over: Record<string, unknown> = {}) => ({
    type: 'can_provide',
    details: 'Tengo garrafones y camioneta',
    aidTypes: ['water'],
    placeName: 'Ixtepec',
    ...near,
    radiusKm: 30,
    ...over,
  });
  const titles = async (cookie: string) =>
    ((await (await call(t, cookie, 'GET', '/api/notifications')).json()).notifications as { title: string }[]).map(
      (n) => n.title,
    );

  it('matches a general offer to open requests by aid type and distance, tells both sides, and lists them', async () => {
    const requester = await newPerson(t, 'match-requester');
    const volunteer = await newPerson(t, 'match-volunteer');
    const request = await (
      await call(t, requester.cookie, 'POST', '/api/aid/requests', {
        ...NEED,
        ...JUCHITAN,
        aidTypes: ['k9_rescue_aid'],
        title: 'Binomio canino para Juchitán (match)',
      })
    ).json();
    await call(t, admin, 'POST', `/api/aid/review/requests/${request.id}/verify`);

    const placeless = await call(t, volunteer.cookie, 'POST', '/api/aid/offers', {
      type: 'can_provide',
      aidTypes: ['water'],
    });
    expect(placeless.status).toBe(400);
    expect((await placeless.json()).error.message).toContain('marca en el mapa dónde puedes ayudar');

    const res = await call(t, volunteer.cookie, 'POST', '/api/aid/offers', general({ aidTypes: ['k9_rescue_aid'] }));
    expect(res.status).toBe(201);
    const offer = await res.json();
    expect(offer).toMatchObject({ requestId: null, aidTypes: ['k9_rescue_aid'], placeName: 'Ixtepec', radiusKm: 30 });
    expect(offer).not.toHaveProperty('lat');
    expect(await titles(volunteer.cookie)).toContain('Solicitudes cerca de tu oferta');
    expect(await titles(requester.cookie)).toContain('Alguien cerca ofrece ayuda');

    const nearby = await (await call(t, volunteer.cookie, 'GET', `/api/aid/offers/${offer.id}/nearby-requests`)).json();
    expect(nearby.items.map((r: { id: string }) => r.id)).toContain(request.id);
    const mineRow = nearby.items.find((r: { id: string }) => r.id === request.id);
    expect(mineRow.distanceKm).toBeGreaterThan(5);
    expect(mineRow.distanceKm).toBeLessThan(20);
    expect((await call(t, requester.cookie, 'GET', `/api/aid/offers/${offer.id}/nearby-requests`)).status).toBe(404);

    const offers = await (
      await call(t, requester.cookie, 'GET', `/api/aid/requests/${request.id}/nearby-offers`)
    ).json();
    expect(offers.items.map((o: { id: string }) => o.id)).toContain(offer.id);
    expect((await call(t, volunteer.cookie, 'GET', `/api/aid/requests/${request.id}/nearby-offers`)).status).toBe(404);
  });

  it('leaves out offers too far away or of another aid type', async () => {
    const requester = await newPerson(t, 'match-requester-2');
    const far = await newPerson(t, 'match-far');
    const request = await (
      await call(t, requester.cookie, 'POST', '/api/aid/requests', {
        ...NEED,
        ...JUCHITAN,
        title: 'Agua lejos (match)',
      })
    ).json();
    await call(t, admin, 'POST', `/api/aid/review/requests/${request.id}/verify`);
    const cdmx = await (
      await call(t, far.cookie, 'POST', '/api/aid/offers', general({ lat: 19.43, lng: -99.13, placeName: 'CDMX' }))
    ).json();
    const shelter = await (
      await call(t, far.cookie, 'POST', '/api/aid/offers', general({ aidTypes: ['shelter'] }))
    ).json();
    const offers = await (
      await call(t, requester.cookie, 'GET', `/api/aid/requests/${request.id}/nearby-offers`)
    ).json();
    const ids = offers.items.map((o: { id: string }) => o.id);
    expect(ids).not.toContain(cdmx.id);
    expect(ids).not.toContain(shelter.id);
    expect(
      (await (await call(t, far.cookie, 'GET', `/api/aid/offers/${cdmx.id}/nearby-requests`)).json()).items,
    ).toEqual([]);
  });

  it('a request verified later reaches the general offers around it, and both sides hear of it', async () => {
    const volunteer = await newPerson(t, 'match-early');
    const requester = await newPerson(t, 'match-late');
    const offer = await (
      await call(t, volunteer.cookie, 'POST', '/api/aid/offers', general({ aidTypes: ['medical'], radiusKm: 50 }))
    ).json();
    const request = await (
      await call(t, requester.cookie, 'POST', '/api/aid/requests', {
        ...NEED,
        ...JUCHITAN,
        aidTypes: ['medical'],
        title: 'Medicinas para Juchitán (match)',
      })
    ).json();
    expect(await titles(volunteer.cookie)).not.toContain('Una solicitud cerca de ti');
    await call(t, admin, 'POST', `/api/aid/review/requests/${request.id}/verify`);
    expect(await titles(volunteer.cookie)).toContain('Una solicitud cerca de ti');
    expect(await titles(requester.cookie)).toContain('Ofertas de ayuda cerca de ti');
    const offers = await (
      await call(t, requester.cookie, 'GET', `/api/aid/requests/${request.id}/nearby-offers`)
    ).json();
    expect(offers.items.map((o: { id: string }) => o.id)).toEqual([offer.id]);
  });
});

describe('verifiers and the export', () => {
  it('answers 404 on every verification route to guests and people who are not verifiers', async () => {
    const request = await postNeed(author.cookie);
    const paths: [string, string, unknown?][] = [
      ['GET', '/api/aid/review/queue'],
      ['POST', `/api/aid/review/requests/${request.id}/verify`],
      ['POST', `/api/aid/review/requests/${request.id}/reject`, { reason: 'no' }],
      ['GET', '/api/aid/review/export?kind=requests'],
      ['GET', '/api/admin/aid-verifiers'],
      ['POST', '/api/admin/aid-verifiers', { email: verifier.email }],
      ['DELETE', `/api/admin/aid-verifiers/${verifier.id}`],
    ];
    for (const [method, path, body] of paths)
      for (const cookie of [null, other.cookie, author.cookie]) {
        const res = await call(t, cookie, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
      }
  });

  it('lets an admin grant and revoke the verifier role; a verifier reviews and exports', async () => {
    const unknown = await call(t, admin, 'POST', '/api/admin/aid-verifiers', { email: 'nadie@example.com' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('No hay ninguna cuenta con ese correo.');
    const granted = await (
      await call(t, admin, 'POST', '/api/admin/aid-verifiers', { email: verifier.email.toUpperCase() })
    ).json();
    expect(granted.items.map((v: { userId: string }) => v.userId)).toContain(verifier.id);
    expect((await (await call(t, verifier.cookie, 'GET', '/api/aid/access')).json()).canVerify).toBe(true);
    // A verifier is no admin.
    expect((await call(t, verifier.cookie, 'GET', '/api/admin/aid-verifiers')).status).toBe(404);

    const request = await postNeed(author.cookie);
    const queue = await (await call(t, verifier.cookie, 'GET', '/api/aid/review/queue')).json();
    expect(queue.items.map((r: { id: string }) => r.id)).toContain(request.id);
    const done = await call(t, verifier.cookie, 'POST', `/api/aid/review/requests/${request.id}/verify`);
    expect(done.status).toBe(200);
    expect((await done.json()).status).toBe('published');

    const overview = await (await call(t, admin, 'GET', '/api/admin/overview')).json();
    expect(overview.actions[0]).toMatchObject({ action: 'grant_aid_verifier', targetId: verifier.id });

    await call(t, admin, 'DELETE', `/api/admin/aid-verifiers/${verifier.id}`);
    expect((await call(t, verifier.cookie, 'GET', '/api/aid/review/queue')).status).toBe(404);
  });

  it('exports requests and offers as CSV with the HXL hashtag row', async () => {
    const request = await verified({ title: 'Agua, "potable" y despensas' });
    const offer = await (
      await call(t, helper.cookie, 'POST', '/api/aid/offers', {
        requestId: request.id,
        type: 'can_provide',
        items: [{ itemId: request.items[0].id, quantity: 12 }],
      })
    ).json();
    await call(t, author.cookie, 'POST', `/api/aid/offers/${offer.id}/respond`, { action: 'accept' });
    const res = await call(t, admin, 'GET', '/api/aid/review/export?kind=requests');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="vira-aid-requests-/);
    const rows: string[][] = parse(await res.text());
    const [header, hashtags] = rows;
    expect(hashtags).toEqual(expect.arrayContaining(['#adm1+name', '#adm1+code', '#loc+name', '#affected+ind']));
    expect(hashtags).toEqual(expect.arrayContaining(['#inneed+ind', '#reached+ind', '#item+name', '#value+needed']));
    expect(hashtags!.every((h) => h.startsWith('#'))).toBe(true);
    const mine = rows.filter((r) => r[0] === request.id);
    const col = (row: string[], tag: string) => row[hashtags!.indexOf(tag)];
    expect(mine).toHaveLength(2);
    expect(mine[0]![header!.indexOf('Title')]).toBe('Agua, "potable" y despensas');
    expect(col(mine[0]!, '#adm1+name')).toBe('Oaxaca');
    expect(col(mine[0]!, '#affected+ind')).toBe('100');
    expect(col(mine[0]!, '#inneed+ind')).toBe('100');
    expect(col(mine[0]!, '#reached+ind')).toBe('0');
    expect(col(mine[0]!, '#value+committed')).toBe('12');
    expect(col(mine[0]!, '#sector+name')).toBe('WASH; Food Security');

    const offers: string[][] = parse(await (await call(t, admin, 'GET', '/api/aid/review/export?kind=offers')).text());
    expect(offers[1]).toEqual(expect.arrayContaining(['#capacity+code', '#capacity+type', '#activity+code']));
    const tags = offers[1]!;
    expect(
      offers.some(
        (r) =>
          r[1] === request.id &&
          r[tags.indexOf('#item+name')] === 'Garrafón 20 L' &&
          r[tags.indexOf('#value+offered')] === '12',
      ),
    ).toBe(true);
    expect((await call(t, admin, 'GET', '/api/aid/review/export?kind=everything')).status).toBe(400);
  });
});
