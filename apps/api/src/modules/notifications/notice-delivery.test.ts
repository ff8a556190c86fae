import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../../test/auth-helpers';
import { insertListing } from '../../../test/listing-fixtures';
import { call, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runDueJobs } from '../jobs';
import { notify } from './notifications.service';

// A notice's e-mail leaves in a durable job queued in the transaction of the change that causes it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.deps.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function emailOf(cookie: string): Promise<string> {
  const session = await (await t.request('/api/auth/get-session', { headers: { cookie } })).json();
  return (session as { user: { email: string } }).user.email.toLowerCase();
}

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('a notice and its e-mail', () => {
  it('a mail provider that fails never fails the action; the e-mail is retried and sent once it works', async () => {
    const owner = await newPerson(t, 'down-owner');
    const fan = await newPerson(t, 'down-fan');
    const listingId = await insertListing(t.deps.database.db, owner.id, 'Bicicleta de montaña');
    const mailer = t.deps.adapters.mailer;
    let refused = 0;
    t.deps.adapters.mailer = {
      kind: mailer.kind,
      send: async () => {
        refused += 1;
        throw new Error('SMTP server unreachable');
      },
    };
    try {
      const res = await call(t, fan.cookie, 'PUT', `/api/favorites/${listingId}`);
      expect(res.status).toBe(200);
      const bell = await (await call(t, owner.cookie, 'GET', '/api/notifications')).json();
      expect(bell.notifications[0]).toMatchObject({ type: 'favorite', title: expect.any(String) });
      await runDueJobs(t.deps);
      expect(refused).toBe(1);
      const [job] = await rows<{ attempts: number; last_error: string; done_at: string | null }>(
        sql`select attempts, last_error, done_at from jobs where kind = 'notifications.email'
            and payload->>'notificationId' = ${bell.notifications[0].id}`,
      );
      expect(job).toEqual({ attempts: 1, last_error: 'SMTP server unreachable', done_at: null });
    } finally {
      t.deps.adapters.mailer = mailer;
    }
    const to = await emailOf(owner.cookie);
    const notices = async () =>
      (await outboxFor(t, to)).filter((m) => m.links?.some((link) => link.endsWith(`/?listing=${listingId}`)));
    expect(await notices()).toEqual([]);
    // The provider is back: the retry, after its delay, sends it; running the jobs again sends nothing more.
    await runDueJobs(t.deps, later(5));
    await runDueJobs(t.deps, later(10));
    expect(await notices()).toHaveLength(1);
  });

  it('a notice whose transaction rolls back leaves no notification, no job and no live event', async () => {
    const person = await newPerson(t, 'rolled-back');
    const db = t.deps.database.db;
    await expect(
      db.transaction(async (tx) => {
        await notify(
          t.deps,
          { userId: person.id, type: 'vira_approval', template: 'vira_approved', params: { reason: '—' }, path: '/' },
          tx,
        );
        throw new Error('the change failed after the notice');
      }),
    ).rejects.toThrow('the change failed after the notice');
    expect(await rows(sql`select id from notifications where user_id = ${person.id}`)).toEqual([]);
    expect(await rows(sql`select id from live_events where user_id = ${person.id}`)).toEqual([]);
    expect(await rows(sql`select id from jobs where kind = 'notifications.email' and payload->>'path' = '/'`)).toEqual(
      [],
    );
    // The same notice committed: all three are there.
    await notify(t.deps, {
      userId: person.id,
      type: 'vira_approval',
      template: 'vira_approved',
      params: { reason: '—' },
      path: '/',
    });
    const [notice] = await rows<{ id: string }>(sql`select id from notifications where user_id = ${person.id}`);
    expect(await rows(sql`select id from live_events where user_id = ${person.id}`)).toHaveLength(1);
    expect(
      await rows(
        sql`select id from jobs where kind = 'notifications.email' and payload->>'notificationId' = ${notice!.id}`,
      ),
    ).toHaveLength(1);
  });
});
