import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyCatalogueChange, onCatalogueChange } from '../listings';
import { bootstrap, type Started } from '../../bootstrap';
import { insertListing } from '../../../test/listing-fixtures';
import { call, newPerson } from '../../../test/renting-helpers';
import { openLive } from '../../../test/sse-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEnv } from '../../../test/test-env';

// On PostgreSQL too: live events cross instances through LISTEN/NOTIFY.

/**
 * Instance A takes the writes, instance B holds the reader's live stream. On PostgreSQL (DATABASE_URL, as in
 * .ci/run) B is a second app with its own connection pool and LISTEN connection on the same database, so the
 * event can only reach B through NOTIFY. On the embedded PGlite there is one process by design, so B is A.
 */
let a: TestApp;
let b: Started;
const twoInstances = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  a = await createTestApp();
  b = twoInstances
    ? await bootstrap(testEnv({ DATABASE_URL: a.deps.env.DATABASE_URL!, SEED_SAMPLE_DATA: 'false' }))
    : a;
});
afterAll(async () => {
  if (twoInstances) await b.close();
  await a.close();
});

const viaB = (path: string, init: RequestInit) => Promise.resolve(b.app.request(`http://localhost:3000${path}`, init));

describe(`live events ${twoInstances ? 'across two API instances on PostgreSQL' : 'on the embedded database'}`, () => {
  it('a message posted through instance A reaches a stream held by instance B, and so does its notification', async () => {
    const owner = await newPerson(a, 'owner-b');
    const renter = await newPerson(a, 'renter-a');
    const listingId = await insertListing(a.deps.database.db, owner.id, 'Proyector HD');
    const stream = await openLive(viaB, owner.cookie);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      const conv = await (await call(a, renter.cookie, 'POST', '/api/conversations', { listingId })).json();
      const sent = await call(a, renter.cookie, 'POST', `/api/conversations/${conv.id}/messages`, {
        body: 'Hola desde A',
      });
      expect(sent.status).toBe(201);
      const message = await stream.waitFor((e) => e.event === 'message');
      expect(message.data).toMatchObject({ body: 'Hola desde A', conversationId: conv.id });
      const notification = await stream.waitFor((e) => e.event === 'notification');
      expect(notification.data).toMatchObject({ type: 'message', title: expect.stringContaining('Nuevo mensaje') });
      // A session made on A is valid on B.
      const list = await viaB('/api/conversations', { headers: { cookie: owner.cookie } });
      expect(list.status).toBe(200);
    } finally {
      await stream.close();
    }
  });
});

describe('events announced together', () => {
  it('reach a stream on the other instance all of them, in the order they were published', async () => {
    const reader = await newPerson(a, 'reader-burst');
    const stream = await openLive(viaB, reader.cookie);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      // One commit announces them all at once, as a message and its notice are: each is loaded separately, and a
      // stream skips anything older than what it last sent, so a load finishing early must not overtake.
      await a.deps.database.db.transaction(async (tx) => {
        for (let i = 0; i < 12; i++)
          await a.deps.live.publish(reader.id, 'conversation', { conversationId: `burst-${i}` }, tx);
      });
      await stream.waitFor(
        (e) => e.event === 'conversation' && (e.data as { conversationId: string }).conversationId === 'burst-11',
      );
      expect(
        stream.events
          .filter((e) => e.event === 'conversation')
          .map((e) => (e.data as { conversationId: string }).conversationId),
      ).toEqual(Array.from({ length: 12 }, (_, i) => `burst-${i}`));
    } finally {
      await stream.close();
    }
  });
});

describe('catalogue changes', () => {
  it('a listing change on instance A refreshes the caches of instance B at once', async () => {
    let heardOnB = 0;
    onCatalogueChange(b.deps.database.db, () => (heardOnB += 1));
    notifyCatalogueChange(a.deps.database.db);
    const deadline = Date.now() + 5000;
    while (heardOnB === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(heardOnB).toBeGreaterThanOrEqual(1);
  });
});
