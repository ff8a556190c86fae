import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxFor, signIn } from '../../../test/auth-helpers';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';
import { insertListing } from '../../../test/listing-fixtures';
import { call, newPerson } from '../../../test/renting-helpers';
import { inProcess, openLive } from '../../../test/sse-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runDueJobs } from '../jobs';

let t: TestApp;
let owner: { cookie: string; id: string };
let renter: { cookie: string; id: string };
let stranger: { cookie: string; id: string };
let listingId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newPerson(t, 'owner');
  renter = await newPerson(t, 'renter');
  stranger = await newPerson(t, 'stranger');
  listingId = await insertListing(t.deps.database.db, owner.id, 'Cámara para la boda');
});
afterAll(() => t.close());

async function openThread(cookie = renter.cookie): Promise<string> {
  const res = await call(t, cookie, 'POST', '/api/conversations', { listingId });
  expect(res.status).toBe(200);
  return (await res.json()).id as string;
}

describe('conversations', () => {
  it('one conversation per renter, owner and listing, listed for both sides', async () => {
    const first = await openThread();
    expect(await openThread()).toBe(first);
    const sent = await call(t, renter.cookie, 'POST', `/api/conversations/${first}/messages`, {
      body: '  ¿Sigue disponible?  ',
    });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ body: '¿Sigue disponible?', status: 'sent', senderId: renter.id });

    const ownerList = await (await call(t, owner.cookie, 'GET', '/api/conversations')).json();
    const mine = ownerList.conversations.find((c: { id: string }) => c.id === first);
    expect(mine).toMatchObject({
      listing: { id: listingId, title: 'Cámara para la boda' },
      other: { id: renter.id },
      unreadCount: 1,
      lastMessage: { body: '¿Sigue disponible?' },
    });
  });

  it('refuses empty, blank, over-long and NUL messages with a sentence in the person’s language', async () => {
    const id = await openThread();
    for (const body of ['', '   \n  ']) {
      const res = await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe('Escribe un mensaje antes de enviarlo.');
    }
    const long = await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'a'.repeat(2001) });
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toContain('2000');
    const nul = await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'hola\u0000' });
    expect(nul.status).toBe(400);
  });

  it('an owner cannot open a conversation with themselves', async () => {
    const res = await call(t, owner.cookie, 'POST', '/api/conversations', { listingId });
    expect(res.status).toBe(400);
  });

  it('is invisible to guests (401) and to other people (404) on every endpoint', async () => {
    const id = await openThread();
    const msg = await (
      await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'hola' })
    ).json();
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/conversations/${id}`],
      ['GET', `/api/conversations/${id}/messages`],
      ['POST', `/api/conversations/${id}/messages`, { body: 'intruso' }],
      ['POST', `/api/conversations/${id}/read`],
      ['POST', `/api/conversations/${id}/delivered`],
      ['PUT', `/api/conversations/${id}/block`],
      ['POST', `/api/messages/${msg.id}/report`, { category: 'spam' }],
    ];
    for (const [method, path, body] of attempts) {
      expect((await call(t, null, method, path, body)).status, `${method} ${path} as guest`).toBe(401);
      expect((await call(t, stranger.cookie, method, path, body)).status, `${method} ${path} as stranger`).toBe(404);
    }
    // The sender cannot report their own message.
    expect((await call(t, renter.cookie, 'POST', `/api/messages/${msg.id}/report`, { category: 'spam' })).status).toBe(
      404,
    );
    // A report says why: one of the choices (words alone are not enough, an unknown choice is refused).
    expect((await call(t, owner.cookie, 'POST', `/api/messages/${msg.id}/report`, { reason: 'spam' })).status).toBe(
      400,
    );
    expect((await call(t, owner.cookie, 'POST', `/api/messages/${msg.id}/report`, { category: 'rude' })).status).toBe(
      400,
    );
    expect((await call(t, owner.cookie, 'POST', `/api/messages/${msg.id}/report`, { category: 'spam' })).status).toBe(
      204,
    );
  });
});

describe('live delivery and receipts', () => {
  it('a message reaches the owner live; reading it turns the sender’s tick to read live', async () => {
    const id = await openThread();
    const ownerLive = await openLive(inProcess(t), owner.cookie);
    const renterLive = await openLive(inProcess(t), renter.cookie);
    try {
      await ownerLive.waitFor((e) => e.event === 'ready');
      await renterLive.waitFor((e) => e.event === 'ready');
      const sent = await (
        await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body: '¿A qué hora?' })
      ).json();
      const arrived = await ownerLive.waitFor(
        (e) => e.event === 'message' && (e.data as { id: string }).id === sent.id,
      );
      expect(arrived.data).toMatchObject({ body: '¿A qué hora?', conversationId: id });

      expect((await call(t, owner.cookie, 'POST', `/api/conversations/${id}/delivered`)).status).toBe(204);
      await renterLive.waitFor((e) => e.event === 'receipt' && (e.data as { status: string }).status === 'delivered');
      expect((await call(t, owner.cookie, 'POST', `/api/conversations/${id}/read`)).status).toBe(204);
      await renterLive.waitFor((e) => e.event === 'receipt' && (e.data as { status: string }).status === 'read');
      const page = await (await call(t, renter.cookie, 'GET', `/api/conversations/${id}/messages`)).json();
      expect(page.messages.at(-1)).toMatchObject({ id: sent.id, status: 'read' });
    } finally {
      await ownerLive.close();
      await renterLive.close();
    }
  });

  it('a client that reconnects with Last-Event-ID gets exactly what it missed', async () => {
    const id = await openThread();
    const live = await openLive(inProcess(t), owner.cookie);
    await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'uno' });
    const first = await live.waitFor((e) => e.event === 'message' && (e.data as { body: string }).body === 'uno');
    await live.close();
    await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'dos' });
    await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'tres' });
    const resumed = await openLive(inProcess(t), owner.cookie, first.id);
    try {
      await resumed.waitFor((e) => e.event === 'message' && (e.data as { body: string }).body === 'tres');
      const bodies = resumed.events.filter((e) => e.event === 'message').map((e) => (e.data as { body: string }).body);
      expect(bodies).toEqual(['dos', 'tres']);
    } finally {
      await resumed.close();
    }
  });

  it('the stream needs a session', async () => {
    expect((await t.request('/api/live')).status).toBe(401);
  });
});

describe('automatic reply, blocking and limits', () => {
  it('the owner’s automatic reply is sent once, when the renter writes first', async () => {
    const autoOwner = await newPerson(t, 'auto-owner');
    const autoListing = await insertListing(t.deps.database.db, autoOwner.id, 'Bicicleta de ruta');
    const saved = await call(t, autoOwner.cookie, 'PUT', '/api/notification-settings', {
      autoReply: '¡Hola! Te respondo en unos minutos.',
      email: { bookings: true, messages: true, account: true },
      whatsapp: { bookings: true },
    });
    expect(saved.status).toBe(200);
    const conv = await (await call(t, renter.cookie, 'POST', '/api/conversations', { listingId: autoListing })).json();
    await call(t, renter.cookie, 'POST', `/api/conversations/${conv.id}/messages`, { body: 'Hola' });
    await call(t, renter.cookie, 'POST', `/api/conversations/${conv.id}/messages`, { body: '¿Sigue disponible?' });
    const page = await (await call(t, renter.cookie, 'GET', `/api/conversations/${conv.id}/messages`)).json();
    const automatic = page.messages.filter((m: { automatic: boolean }) => m.automatic);
    expect(automatic).toHaveLength(1);
    expect(automatic[0]).toMatchObject({ senderId: autoOwner.id, body: '¡Hola! Te respondo en unos minutos.' });
  });

  it('blocking stops messages both ways with a clear 403, and is reversible', async () => {
    const id = await openThread();
    const blocked = await call(t, owner.cookie, 'PUT', `/api/conversations/${id}/block`);
    expect(await blocked.json()).toMatchObject({ blockedByMe: true });
    const fromRenter = await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'hola?' });
    expect(fromRenter.status).toBe(403);
    expect((await fromRenter.json()).error.message).toContain('bloque');
    expect((await call(t, owner.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'x' })).status).toBe(403);
    const renterView = await (await call(t, renter.cookie, 'GET', `/api/conversations/${id}`)).json();
    expect(renterView.blockedMe).toBe(true);
    await call(t, owner.cookie, 'DELETE', `/api/conversations/${id}/block`);
    expect((await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'hola' })).status).toBe(
      201,
    );
  });

  it('more than 30 messages a minute get a 429', async () => {
    const sender = await newPerson(t, 'chatty');
    const conv = await (await call(t, sender.cookie, 'POST', '/api/conversations', { listingId })).json();
    // The limit counts per clock minute: the 31 messages are sent within one (a slow machine could cross a
    // minute boundary and start a fresh window half-way).
    const minute = Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: minute + 1_000 });
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 31; i += 1)
        statuses.push(
          (await call(t, sender.cookie, 'POST', `/api/conversations/${conv.id}/messages`, { body: `m${i}` })).status,
        );
    } finally {
      vi.useRealTimers();
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('message notifications', () => {
  it('notifies the recipient in the bell, and by e-mail only if still unread 10 minutes later', async () => {
    const person = await newPerson(t, 'notified-owner');
    const listing = await insertListing(t.deps.database.db, person.id, 'Tienda de campaña');
    const conv = await (await call(t, renter.cookie, 'POST', '/api/conversations', { listingId: listing })).json();
    await call(t, renter.cookie, 'POST', `/api/conversations/${conv.id}/messages`, {
      body: 'Me interesa para el sábado',
    });
    const bell = await (await call(t, person.cookie, 'GET', '/api/notifications')).json();
    expect(bell.unreadCount).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      type: 'message',
      read: false,
      description: '«Tienda de campaña»: Me interesa para el sábado',
      data: { conversation_id: conv.id },
    });
    const email = await (await call(t, null, 'GET', '/api/dev/outbox')).json();
    const before = email.messages.length;
    await runDueJobs(t.deps, new Date(Date.now() + 11 * 60_000));
    const mails = (await outboxFor(t, (await emailOf(person.cookie)).toLowerCase())).filter((m) =>
      m.subject?.includes('Nuevo mensaje'),
    );
    expect(mails).toHaveLength(1);
    expect(before).toBeGreaterThan(0);

    expect((await call(t, person.cookie, 'POST', '/api/notifications/read-all')).status).toBe(204);
    expect((await (await call(t, person.cookie, 'GET', '/api/notifications')).json()).unreadCount).toBe(0);
  });

  it('no notification while the conversation is on the recipient’s screen', async () => {
    const id = await openThread();
    await call(t, owner.cookie, 'POST', `/api/conversations/${id}/read`);
    const before = (await (await call(t, owner.cookie, 'GET', '/api/notifications')).json()).notifications.length;
    await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'estoy en la puerta' });
    const after = (await (await call(t, owner.cookie, 'GET', '/api/notifications')).json()).notifications.length;
    expect(after).toBe(before);
  });

  it('someone else’s notification cannot be marked read', async () => {
    const mine = await (await call(t, owner.cookie, 'GET', '/api/notifications')).json();
    const id = mine.notifications[0].id as string;
    expect((await call(t, stranger.cookie, 'POST', `/api/notifications/${id}/read`)).status).toBe(404);
    expect((await call(t, null, 'POST', `/api/notifications/${id}/read`)).status).toBe(401);
    expect((await call(t, owner.cookie, 'POST', `/api/notifications/${id}/read`)).status).toBe(204);
  });
});

async function emailOf(cookie: string): Promise<string> {
  const session = await (await t.request('/api/auth/get-session', { headers: { cookie } })).json();
  return (session as { user: { email: string } }).user.email;
}

describe('reports reach the admins', () => {
  it('an admin sees the reported message with what was said around it; nobody else sees the list', async () => {
    const id = await openThread();
    await call(t, renter.cookie, 'POST', `/api/conversations/${id}/messages`, { body: 'mensaje ofensivo' });
    const page = await (await call(t, owner.cookie, 'GET', `/api/conversations/${id}/messages`)).json();
    const offending = page.messages.find((m: { body: string }) => m.body === 'mensaje ofensivo');
    expect(
      (
        await call(t, owner.cookie, 'POST', `/api/messages/${offending.id}/report`, {
          category: 'harassment',
          reason: '  insultos  ',
        })
      ).status,
    ).toBe(204);
    const admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
    const list = await (await call(t, admin, 'GET', '/api/admin/message-reports')).json();
    const report = list.reports.find((r: { message: { id: string } }) => r.message.id === offending.id);
    expect(report).toMatchObject({
      category: 'harassment',
      reason: 'insultos',
      reporterId: owner.id,
      listingTitle: 'Cámara para la boda',
    });
    expect(report.context.map((m: { body: string }) => m.body)).toContain('mensaje ofensivo');
    expect((await call(t, owner.cookie, 'GET', '/api/admin/message-reports')).status).toBe(404);
    expect((await call(t, null, 'GET', '/api/admin/message-reports')).status).toBe(404);

    // Closing a report: admins only, with a reason; it leaves the open list and enters the admin log.
    const close = (cookie: string | null, body: unknown) =>
      call(t, cookie, 'POST', `/api/admin/message-reports/${report.id}/resolve`, body);
    expect((await close(owner.cookie, { reason: 'revisado' })).status).toBe(404);
    expect((await close(admin, { reason: '' })).status).toBe(400);
    expect((await close(admin, { reason: 'Advertencia enviada al usuario' })).status).toBe(204);
    expect((await close(admin, { reason: 'otra vez' })).status).toBe(404);
    const after = await (await call(t, admin, 'GET', '/api/admin/message-reports')).json();
    expect(after.reports.some((r: { id: string }) => r.id === report.id)).toBe(false);
    const log = await (await call(t, admin, 'GET', '/api/admin/overview')).json();
    expect(log.actions[0]).toMatchObject({ action: 'resolve_report', reason: 'Advertencia enviada al usuario' });
  });
});
