import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { call, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestClock } from '../../../test/test-clock';
import { profiles } from '../../db/schema/profiles';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';

let t: TestApp;
let ana: { cookie: string; id: string };
let beto: { cookie: string; id: string };
let admin: string;
const clock = createTestClock();
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  ana = await newPerson(t, 'ana');
  beto = await newPerson(t, 'beto');
  const db = t.deps.database.db;
  await db.update(profiles).set({ fullName: 'Ana Torres' }).where(eq(profiles.userId, ana.id));
  await db.update(profiles).set({ fullName: 'Beto Díaz' }).where(eq(profiles.userId, beto.id));
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
});
afterAll(() => t.close());
// Each test starts in a minute of its own: posting allowances are per minute, and the clock stands still.
beforeEach(() => clock.advance(MINUTE));

async function newTopic(cookie: string, title = '¿Cuánto cobrar por un taladro?', category = 'renting-tips') {
  const res = await call(t, cookie, 'POST', '/api/community/topics', {
    category,
    title,
    body: 'Estoy pensando en **200 pesos** al día.',
  });
  expect(res.status).toBe(201);
  return res.json();
}

describe('forum', () => {
  it('a guest reads; writing needs an account', async () => {
    const topic = await newTopic(ana.cookie);
    expect((await call(t, null, 'GET', '/api/community')).status).toBe(200);
    const list = await (await call(t, null, 'GET', '/api/community/topics?category=renting-tips')).json();
    expect(list.topics.map((x: { id: string }) => x.id)).toContain(topic.id);
    expect((await call(t, null, 'GET', `/api/community/topics/${topic.id}`)).status).toBe(200);
    const guest = await call(t, null, 'POST', `/api/community/topics/${topic.id}/posts`, { body: 'hola' });
    expect(guest.status).toBe(401);
    expect((await guest.json()).error.message).toBe('Inicia sesión para participar en la comunidad.');
  });

  it('a reply counts on the topic, moves it up, and a mention notifies the person named', async () => {
    const topic = await newTopic(ana.cookie, 'Tema para mencionar');
    const res = await call(t, beto.cookie, 'POST', `/api/community/topics/${topic.id}/posts`, {
      body: 'Gracias @Ana Torres, yo cobro 180.',
      replyToId: topic.posts[0].id,
    });
    expect(res.status).toBe(201);
    const post = await res.json();
    expect(post.mentions).toEqual([{ id: ana.id, fullName: 'Ana Torres', isVira: false }]);

    const again = await (await call(t, null, 'GET', `/api/community/topics/${topic.id}`)).json();
    expect(again.replyCount).toBe(1);
    expect(again.posts.map((p: { body: string }) => p.body)).toEqual([
      'Estoy pensando en **200 pesos** al día.',
      'Gracias @Ana Torres, yo cobro 180.',
    ]);
    const list = await (await call(t, null, 'GET', '/api/community/topics?category=renting-tips')).json();
    expect(list.topics[0].id).toBe(topic.id);

    const bell = await (await call(t, ana.cookie, 'GET', '/api/notifications')).json();
    expect(JSON.stringify(bell)).toContain('Tema para mencionar');
  });

  it('refuses HTML but accepts Markdown that only talks about tags', async () => {
    const topic = await newTopic(ana.cookie);
    for (const body of ['<script>alert(1)</script>', 'Hola <img src=x onerror=alert(1)>']) {
      const res = await call(t, beto.cookie, 'POST', `/api/community/topics/${topic.id}/posts`, { body });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe('Escribe en Markdown: el HTML no está permitido.');
    }
    const fine = await call(t, beto.cookie, 'POST', `/api/community/topics/${topic.id}/posts`, {
      body: 'Si 3 < 5 usa `<b>` en código, no pasa nada.',
    });
    expect(fine.status).toBe(201);
    const bad = await call(t, ana.cookie, 'POST', '/api/community/topics', {
      category: 'nope',
      title: 'Hola',
      body: 'x',
    });
    expect(bad.status).toBe(400);
    const empty = await call(t, ana.cookie, 'POST', `/api/community/topics/${topic.id}/posts`, { body: '   ' });
    expect(empty.status).toBe(400);
    expect((await call(t, null, 'GET', '/api/community/topics/not-a-uuid')).status).toBe(400);
  });

  it('nobody edits another person’s post (404); the author can', async () => {
    const topic = await newTopic(ana.cookie);
    const postId = topic.posts[0].id;
    expect((await call(t, beto.cookie, 'PATCH', `/api/community/posts/${postId}`, { body: 'robado' })).status).toBe(
      404,
    );
    const own = await call(t, ana.cookie, 'PATCH', `/api/community/posts/${postId}`, { body: 'Mejor 250.' });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ body: 'Mejor 250.', editedAt: expect.any(String) });
  });

  it('a closed topic takes no replies; only admins pin', async () => {
    const topic = await newTopic(ana.cookie);
    expect((await call(t, beto.cookie, 'PATCH', `/api/community/topics/${topic.id}`, { closed: true })).status).toBe(
      404,
    );
    const pin = await call(t, ana.cookie, 'PATCH', `/api/community/topics/${topic.id}`, { pinned: true });
    expect(pin.status).toBe(403);
    expect((await call(t, ana.cookie, 'PATCH', `/api/community/topics/${topic.id}`, { closed: true })).status).toBe(
      200,
    );
    const late = await call(t, beto.cookie, 'POST', `/api/community/topics/${topic.id}/posts`, { body: 'tarde' });
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toBe('Este tema está cerrado: ya no admite respuestas.');

    const pinned = await call(t, admin, 'PATCH', `/api/community/topics/${topic.id}`, { pinned: true });
    expect(pinned.status).toBe(200);
    const list = await (await call(t, null, 'GET', '/api/community/topics?category=renting-tips')).json();
    expect(list.topics[0]).toMatchObject({ id: topic.id, pinned: true, closed: true });
  });

  it('likes count once per person and can be taken back', async () => {
    const topic = await newTopic(ana.cookie);
    const postId = topic.posts[0].id;
    await call(t, beto.cookie, 'PUT', `/api/community/posts/${postId}/like`);
    const twice = await (await call(t, beto.cookie, 'PUT', `/api/community/posts/${postId}/like`)).json();
    expect(twice).toEqual({ likeCount: 1, likedByMe: true });
    const seen = await (await call(t, beto.cookie, 'GET', `/api/community/topics/${topic.id}`)).json();
    expect(seen.posts[0]).toMatchObject({ likeCount: 1, likedByMe: true });
    const undone = await (await call(t, beto.cookie, 'DELETE', `/api/community/posts/${postId}/like`)).json();
    expect(undone).toEqual({ likeCount: 0, likedByMe: false });
  });

  it('a report reaches the admins, who hide the post with a reason; others get 404 there', async () => {
    const topic = await newTopic(ana.cookie, 'Vendo cuentas baratas');
    const postId = topic.posts[0].id;
    expect((await call(t, ana.cookie, 'POST', `/api/community/posts/${postId}/report`, {})).status).toBe(404);
    expect(
      (await call(t, beto.cookie, 'POST', `/api/community/posts/${postId}/report`, { reason: 'Es spam' })).status,
    ).toBe(204);
    expect((await call(t, beto.cookie, 'GET', '/api/admin/community-reports')).status).toBe(404);
    const reports = await (await call(t, admin, 'GET', '/api/admin/community-reports')).json();
    expect(reports.reports.find((r: { post: { id: string } }) => r.post.id === postId)).toMatchObject({
      reason: 'Es spam',
      topicTitle: 'Vendo cuentas baratas',
      reportCount: 1,
    });
    const hideAs = (cookie: string) =>
      call(t, cookie, 'POST', `/api/admin/community/posts/${postId}/hide`, { reason: 'Spam comercial' });
    expect((await hideAs(beto.cookie)).status).toBe(404);
    expect((await hideAs(admin)).status).toBe(204);
    const seen = await (await call(t, null, 'GET', `/api/community/topics/${topic.id}`)).json();
    expect(seen.posts[0]).toMatchObject({ body: null, hiddenReason: 'Spam comercial' });
    const after = await (await call(t, admin, 'GET', '/api/admin/community-reports')).json();
    expect(after.reports.some((r: { post: { id: string } }) => r.post.id === postId)).toBe(false);
    const log = await (await call(t, admin, 'GET', '/api/admin/overview')).json();
    expect(JSON.stringify(log)).toContain('hide_community_post');
  });

  it('posting is rate limited per person', async () => {
    const fast = await newPerson(t, 'fast');
    // The allowance is per clock minute: the burst starts at the top of one, and the clock stands still meanwhile.
    clock.set(new Date(Math.ceil(clock.now().getTime() / MINUTE) * MINUTE));
    const topic = await newTopic(fast.cookie);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push(
        (await call(t, fast.cookie, 'POST', `/api/community/topics/${topic.id}/posts`, { body: `mensaje ${i}` }))
          .status,
      );
    }
    // The topic was the first of 8 allowed in the minute.
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.at(-1)).toBe(429);
    // A minute later the person may post again.
    clock.advance(MINUTE);
    const later = await call(t, fast.cookie, 'POST', `/api/community/topics/${topic.id}/posts`, { body: 'ya puedo' });
    expect(later.status).toBe(201);
  });
});

describe('groups and events', () => {
  let olga: { cookie: string; id: string };
  beforeAll(async () => {
    olga = await newPerson(t, 'olga');
  });
  it('local groups by city: create, find by city, join and leave', async () => {
    const created = await call(t, ana.cookie, 'POST', '/api/community/groups', {
      name: 'Rentas Puebla Centro',
      city: 'Puebla',
      description: 'Vecinos que se prestan herramientas.',
    });
    expect(created.status).toBe(201);
    const group = await created.json();
    expect(group).toMatchObject({ memberCount: 1, isMember: true });
    const found = await (await call(t, beto.cookie, 'GET', '/api/community/groups?city=pueb')).json();
    expect(found.groups.map((g: { id: string }) => g.id)).toContain(group.id);
    const joined = await (await call(t, beto.cookie, 'PUT', `/api/community/groups/${group.id}/membership`)).json();
    expect(joined).toMatchObject({ memberCount: 2, isMember: true });
    const left = await (await call(t, beto.cookie, 'DELETE', `/api/community/groups/${group.id}/membership`)).json();
    expect(left).toMatchObject({ memberCount: 1, isMember: false });
  });

  const future = (days: number) => new Date(clock.now().getTime() + days * 86_400_000).toISOString();

  it('capacity holds: the last seat goes to one person, the attendee list shows who comes', async () => {
    const res = await call(t, olga.cookie, 'POST', '/api/community/events', {
      title: 'Taller de fotos para anuncios',
      startsAt: future(10),
      place: 'Biblioteca Central, Puebla',
      city: 'Puebla',
      capacity: 1,
    });
    expect(res.status).toBe(201);
    const event = await res.json();
    const carla = await newPerson(t, 'carla');
    const first = await call(t, beto.cookie, 'PUT', `/api/community/events/${event.id}/attendance`);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      attendeeCount: 1,
      attending: true,
      attendees: [{ id: beto.id, fullName: 'Beto Díaz' }],
    });
    const full = await call(t, carla.cookie, 'PUT', `/api/community/events/${event.id}/attendance`);
    expect(full.status).toBe(409);
    expect((await full.json()).error.message).toBe('El evento está lleno: ya no quedan lugares.');
    await call(t, beto.cookie, 'DELETE', `/api/community/events/${event.id}/attendance`);
    expect((await call(t, carla.cookie, 'PUT', `/api/community/events/${event.id}/attendance`)).status).toBe(200);
  });

  it('refuses a capacity under 1, a past date and an event with neither place nor link', async () => {
    const base = { title: 'Reunión', startsAt: future(3), place: 'Parque', capacity: 10 };
    const zero = await call(t, olga.cookie, 'POST', '/api/community/events', { ...base, capacity: 0 });
    expect(zero.status).toBe(400);
    const past = await call(t, olga.cookie, 'POST', '/api/community/events', { ...base, startsAt: future(-1) });
    expect((await past.json()).error.message).toBe('La fecha del evento debe ser futura.');
    const nowhere = await call(t, olga.cookie, 'POST', '/api/community/events', { ...base, place: undefined });
    expect(nowhere.status).toBe(400);
    expect((await nowhere.json()).error.message).toBe('Indica un lugar o un enlace (https) para el evento en línea.');
  });

  it('the organiser moves the event through schema.org statuses; nobody else can (404)', async () => {
    const event = await (
      await call(t, olga.cookie, 'POST', '/api/community/events', {
        title: 'Trueque de herramientas',
        startsAt: future(5),
        place: 'Mercado de Sonora',
        capacity: 30,
      })
    ).json();
    const path = `/api/community/events/${event.id}`;
    expect((await call(t, beto.cookie, 'PATCH', path, { status: 'cancelled' })).status).toBe(404);
    const noDate = await call(t, olga.cookie, 'PATCH', path, { status: 'rescheduled' });
    expect((await noDate.json()).error.message).toBe('Indica la nueva fecha del evento.');
    const moved = await (
      await call(t, olga.cookie, 'PATCH', path, { status: 'rescheduled', startsAt: future(12) })
    ).json();
    expect(moved).toMatchObject({ status: 'rescheduled', previousStartsAt: event.startsAt });
    const noLink = await call(t, olga.cookie, 'PATCH', path, { status: 'movedOnline' });
    expect(noLink.status).toBe(400);
    const online = await (
      await call(t, olga.cookie, 'PATCH', path, {
        status: 'movedOnline',
        onlineUrl: 'https://meet.example.org/trueque',
      })
    ).json();
    expect(online).toMatchObject({ status: 'movedOnline', onlineUrl: 'https://meet.example.org/trueque' });
    await call(t, olga.cookie, 'PATCH', path, { status: 'cancelled' });
    const late = await call(t, beto.cookie, 'PUT', `${path}/attendance`);
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toBe('Este evento fue cancelado: ya no admite asistentes.');
  });
});

describe('sample community', () => {
  it('is alive on first start: the four sample categories have topics, marked as samples, with a pinned welcome', async () => {
    const overview = await (await call(t, null, 'GET', '/api/community')).json();
    for (const key of ['renting-tips', 'owners', 'local-events', 'mutual-aid']) {
      const stats = overview.categories.find((c: { key: string }) => c.key === key);
      expect(stats.topicCount, key).toBeGreaterThan(0);
    }
    const general = await (await call(t, null, 'GET', '/api/community/topics?category=general')).json();
    const welcome = general.topics.find((x: { pinned: boolean }) => x.pinned);
    expect(welcome).toMatchObject({ sample: true, closed: true, author: { fullName: 'Carlos Mendoza' } });
    const groups = await (await call(t, null, 'GET', '/api/community/groups?city=Guadalajara')).json();
    expect(groups.groups[0]).toMatchObject({ name: 'Guadalajara comparte', sample: true });
  });
});
