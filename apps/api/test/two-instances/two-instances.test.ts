import http from 'node:http';
import type net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../auth-helpers';
import { publishedListing } from '../owner-helpers';
import { paidRental } from '../rental-helpers';
import { call, newPerson, STARTED_A_DAY_AGO } from '../renting-helpers';
import { freePort, overHttp, ownDatabase, startServer, stopSpawnedServers } from '../spawned-server';
import { openLive } from '../sse-client';
import type { TestApp } from '../test-app';

/**
 * Two real API processes on one PostgreSQL database behind a round-robin proxy, as behind any load balancer:
 * request n goes to instance n mod 2. Whatever a person does must behave as with one instance. Collected only
 * when DATABASE_URL is set (vitest.config.ts): on the embedded database there is one process by design.
 */
interface RoundRobin {
  port: number;
  /** Which instance (0 or 1) answered each request, in order. */
  served: number[];
  /** The instance the next request goes to. */
  readonly next: number;
  close(): Promise<void>;
}

/** Streams both ways (live events stay open), so it pipes rather than buffers. */
async function roundRobinProxy(backends: number[], port: number): Promise<RoundRobin> {
  const served: number[] = [];
  let counter = 0;
  const server = http.createServer((req, res) => {
    const which = counter++ % backends.length;
    served.push(which);
    const upstream = http.request(
      { host: '127.0.0.1', port: backends[which], method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  const sockets = new Set<net.Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    served,
    get next() {
      return counter % backends.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

const SIGN_IN_WINDOW_MS = 15 * 60_000;
let proxy: RoundRobin;
let t: TestApp;
let databaseUrl: string;

beforeAll(async () => {
  const database = await ownDatabase();
  databaseUrl = database.DATABASE_URL!;
  const [a, b, front] = await Promise.all([freePort(), freePort(), freePort()]);
  // Both believe they are served at the proxy's address, as behind a load balancer; they start together, so
  // their migrations also meet (decision 003: an advisory lock).
  const shared = { ...database, PUBLIC_URL: `http://localhost:${front}`, JOBS_POLL_SECONDS: '1' };
  // Both clocks start at the top of a 15-minute window, so this file (well under 15 minutes) counts every sign-in
  // attempt in one window: nobody waits for a window to turn.
  const clockStart = new Date(Math.ceil(Date.now() / SIGN_IN_WINDOW_MS) * SIGN_IN_WINDOW_MS);
  await Promise.all([startServer(shared, a, { clockStart }), startServer(shared, b, { clockStart })]);
  proxy = await roundRobinProxy([a, b], front);
  t = overHttp(front);
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await stopSpawnedServers();
});

/** Automatic receipts due and not yet marked done, on the instances' shared database. */
async function dueReceiptJobsLeft(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind = 'rental.auto_receipt' and done_at is null and run_at <= now()`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** Makes the next request go to `instance` (the proxy alternates strictly; health checks change nothing). */
async function nextGoesTo(instance: number): Promise<void> {
  if (proxy.next !== instance) await t.request('/api/health');
}

/** One GET to each instance, in order, with the same cookie. */
async function onBoth(path: string, cookie?: string): Promise<Response[]> {
  await nextGoesTo(0);
  const headers = cookie ? { cookie } : undefined;
  return [await t.request(path, { headers }), await t.request(path, { headers })];
}

describe('two API instances on one PostgreSQL database, through a round-robin proxy', () => {
  it('a session made on one instance is valid on the other', async () => {
    await nextGoesTo(0);
    const madeOn = proxy.served.length;
    const person = await newPerson(t, 'session');
    expect(new Set(proxy.served.slice(madeOn))).toEqual(new Set([0, 1]));
    const sessions = await onBoth('/api/auth/get-session', person.cookie);
    for (const res of sessions) {
      expect(res.status).toBe(200);
      expect(((await res.json()) as { user: { id: string } }).user.id).toBe(person.id);
    }
  });

  it('the sign-in budget runs out across both instances together', async () => {
    const email = `budget-${Date.now()}@example.com`;
    await signUpAndVerify(t, { email, password: 'secreto123', fullName: 'Persona Budget' });
    // Fixed 15-minute windows: both servers' clocks started at the top of one (beforeAll).
    const signIn = (password: string) => call(t, null, 'POST', '/api/auth/sign-in/email', { email, password });
    const first = proxy.served.length;
    for (let i = 0; i < 10; i++) expect((await signIn('equivocada')).status).toBe(401);
    // Five on each: neither instance alone has seen ten.
    expect(proxy.served.slice(first).filter((w) => w === 0)).toHaveLength(5);
    for (const instance of [0, 1]) {
      await nextGoesTo(instance);
      const refused = await signIn('secreto123');
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.message).toBe('Demasiados intentos. Espera unos minutos e intenta de nuevo.');
    }
  });

  it('a listing changed through one instance is seen at once by search, map and detail on the other', async () => {
    const owner = await newPerson(t, 'owner');
    const id = await publishedListing(t, owner.cookie, { title: 'Kayak turquesa' });
    const nearby = `/api/map/nearby?lat=19.35&lng=-99.16&radiusKm=5`;
    // Both instances have loaded their map index and search statistics with the listing as first published.
    for (const res of await onBoth(nearby)) {
      expect(((await res.json()) as { items: { id: number; title: string }[] }).items).toContainEqual(
        expect.objectContaining({ id, title: 'Kayak turquesa' }),
      );
    }
    await onBoth('/api/search?q=kayak');

    await nextGoesTo(0);
    const renamed = await call(t, owner.cookie, 'PATCH', `/api/listings/${id}`, { title: 'Canoa amarilla' });
    expect(renamed.status).toBe(200);
    // The map index reloads on NOTIFY; its own check comes only after 5 minutes, so 10 s proves the NOTIFY path.
    await expect
      .poll(
        async () =>
          Promise.all(
            (await onBoth(nearby)).map(
              async (res) =>
                ((await res.json()) as { items: { id: number; title: string }[] }).items.find((i) => i.id === id)
                  ?.title,
            ),
          ),
        { timeout: 10_000, interval: 100 },
      )
      .toEqual(['Canoa amarilla', 'Canoa amarilla']);
    for (const res of await onBoth('/api/search?q=canoa')) {
      const body = (await res.json()) as { items: { id: number }[]; total: number };
      expect(body.items.map((i) => i.id)).toContain(id);
    }
    for (const res of await onBoth(`/api/listings/${id}`)) {
      expect(((await res.json()) as { title: string }).title).toBe('Canoa amarilla');
    }

    await nextGoesTo(1);
    expect((await call(t, owner.cookie, 'POST', `/api/listings/${id}/pause`)).status).toBe(200);
    await expect
      .poll(
        async () =>
          Promise.all(
            (await onBoth(nearby)).map(async (res) =>
              ((await res.json()) as { items: { id: number }[] }).items.some((i) => i.id === id),
            ),
          ),
        { timeout: 10_000, interval: 100 },
      )
      .toEqual([false, false]);
  });

  it('a message sent through one instance reaches a live stream held by the other', async () => {
    const owner = await newPerson(t, 'owner-live');
    const renter = await newPerson(t, 'renter-live');
    const listingId = await publishedListing(t, owner.cookie, { title: 'Proyector HD' });
    await nextGoesTo(1);
    const stream = await openLive((p, init) => t.request(p, init), owner.cookie);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      const conv = await (await call(t, renter.cookie, 'POST', '/api/conversations', { listingId })).json();
      await nextGoesTo(0);
      const sent = await call(t, renter.cookie, 'POST', `/api/conversations/${conv.id}/messages`, {
        body: 'Hola desde la otra instancia',
      });
      expect(sent.status).toBe(201);
      const message = await stream.waitFor((e) => e.event === 'message');
      expect(message.data).toMatchObject({ body: 'Hola desde la otra instancia', conversationId: conv.id });
      const notification = await stream.waitFor((e) => e.event === 'notification');
      expect(notification.data).toMatchObject({ type: 'message', title: expect.stringContaining('Nuevo mensaje') });
    } finally {
      await stream.close();
    }
  });

  it('a due timed step runs once although both instances poll for it', async () => {
    const owner = await newPerson(t, 'owner-jobs');
    const renter = await newPerson(t, 'renter-jobs');
    const orderIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const listingId = await publishedListing(t, owner.cookie, {
        title: `Bicicleta número ${i + 1}`,
        timeZone: STARTED_A_DAY_AGO.timeZone,
      });
      // Started over a day ago: the automatic receipt is due now, on both instances' next poll.
      const { startDate, endDate } = STARTED_A_DAY_AGO;
      orderIds.push((await paidRental(t, renter, listingId, startDate(), endDate())).orderId);
    }
    const receipts = () =>
      Promise.all(
        orderIds.map(async (orderId) => {
          const b = (await (await call(t, renter.cookie, 'GET', `/api/orders/${orderId}/tracking`)).json()).bookings[0];
          const events = (b.timeline as { event: string; actor: string }[]).filter(
            (e) => e.event === 'renter_confirmed_receipt',
          );
          return { status: b.status as string, actors: events.map((e) => e.actor) };
        }),
      );
    await expect
      .poll(async () => (await receipts()).every((r) => r.status === 'handed_over'), { timeout: 30_000, interval: 250 })
      .toBe(true);
    // Once every due receipt job is marked done no poll can claim it again: then still one receipt each.
    await expect.poll(dueReceiptJobsLeft, { timeout: 30_000, interval: 250 }).toBe(0);
    expect(await receipts()).toEqual(orderIds.map(() => ({ status: 'handed_over', actors: ['system'] })));
  });
});
