import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../bootstrap';
import type { AppDb } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { bookingEvents } from '../../db/schema/rental-lifecycle';
import { runDueJobs } from './job-runner';
import { createTestClock } from '../../../test/test-clock';
import { testEnv } from '../../../test/test-env';
import { publishedListing } from '../../../test/owner-helpers';
import { paidRental } from '../../../test/rental-helpers';
import { call, newPerson, STARTED_A_DAY_AGO } from '../../../test/renting-helpers';
import { freePort, overHttp, ownDatabase, startServer, stopSpawnedServers } from '../../../test/spawned-server';
import type { TestApp } from '../../../test/test-app';

// On PostgreSQL too: a job survives a restart of the process that held it.

afterAll(stopSpawnedServers);

const LEASE_MS = 5000;

/** The same as the tracking page's, read from the database: the third life has no server to ask. */
async function receiptsIn(db: AppDb, orderIds: string[]) {
  const rows = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(inArray(bookings.orderId, orderIds))
    .orderBy(bookings.createdAt);
  const events = await db
    .select({ bookingId: bookingEvents.bookingId, actor: bookingEvents.actor })
    .from(bookingEvents)
    .where(
      and(
        inArray(
          bookingEvents.bookingId,
          rows.map((r) => r.id),
        ),
        eq(bookingEvents.event, 'renter_confirmed_receipt'),
      ),
    );
  return rows.map((r) => {
    const actors = events.filter((e) => e.bookingId === r.id).map((e) => e.actor);
    return { status: r.status, receipts: actors.length, actors };
  });
}

async function receipts(t: TestApp, cookie: string, orderIds: string[]) {
  return Promise.all(
    orderIds.map(async (orderId) => {
      const b = (await (await call(t, cookie, 'GET', `/api/orders/${orderId}/tracking`)).json()).bookings[0];
      const events = (b.timeline as { event: string; actor: string }[]).filter(
        (e) => e.event === 'renter_confirmed_receipt',
      );
      return { status: b.status as string, receipts: events.length, actors: events.map((e) => e.actor) };
    }),
  );
}

/**
 * The real server in its own process, killed with SIGKILL (no shutdown, no cleanup) while automatic steps are
 * due and while they run, then started again on the same database: every step runs, and runs once.
 */
describe('timed steps survive the server being killed', () => {
  it('runs every due automatic receipt exactly once across kills and restarts', { timeout: 300_000 }, async () => {
    const database = await ownDatabase();
    const port = await freePort();
    const t = overHttp(port);

    // First life: jobs never polled, so the steps fall due with nobody running them.
    let server = await startServer({ ...database, JOBS_POLL_SECONDS: '3600' }, port);
    const owner = await newPerson(t, 'owner');
    const renter = await newPerson(t);
    const orderIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const listingId = await publishedListing(t, owner.cookie, {
        title: `Kayak número ${i + 1}`,
        timeZone: STARTED_A_DAY_AGO.timeZone,
      });
      const { startDate, endDate } = STARTED_A_DAY_AGO;
      orderIds.push((await paidRental(t, renter, listingId, startDate(), endDate())).orderId);
    }
    expect((await receipts(t, renter.cookie, orderIds)).every((r) => r.status === 'paid')).toBe(true);
    await server.kill();

    // Second life: killed as soon as the first step has run, while the rest of its batch is claimed or running.
    server = await startServer(
      { ...database, JOBS_POLL_SECONDS: '1', JOBS_LEASE_SECONDS: String(LEASE_MS / 1000) },
      port,
    );
    await expect
      .poll(async () => (await receipts(t, renter.cookie, orderIds)).filter((r) => r.receipts > 0).length, {
        timeout: 60_000,
        interval: 100,
      })
      .toBeGreaterThan(0);
    await server.kill();

    // Third life, in this process on the same database, with a clock it moves instead of waiting: what the killed
    // one claimed is taken over once its lease has run out, and nothing runs twice however long the runner goes on.
    const clock = createTestClock();
    const third = await bootstrap(testEnv({ ...database, SEED_SAMPLE_DATA: 'false' }), { clock });
    try {
      clock.advance(LEASE_MS + 1000);
      await runDueJobs(third.deps);
      expect((await receiptsIn(third.deps.database.db, orderIds)).every((r) => r.status === 'handed_over')).toBe(true);
      // Past many more leases, retries and polls: still one receipt each, all by the system.
      clock.advance(60 * 60_000);
      await runDueJobs(third.deps);
      expect(await receiptsIn(third.deps.database.db, orderIds)).toEqual(
        orderIds.map(() => ({ status: 'handed_over', receipts: 1, actors: ['system'] })),
      );
    } finally {
      await third.close();
    }
  });
});
