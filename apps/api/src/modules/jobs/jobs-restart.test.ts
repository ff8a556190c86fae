import { afterAll, describe, expect, it } from 'vitest';
import { publishedListing } from '../../../test/owner-helpers';
import { paidRental } from '../../../test/rental-helpers';
import { call, newPerson, STARTED_A_DAY_AGO } from '../../../test/renting-helpers';
import { freePort, overHttp, ownDatabase, startServer, stopSpawnedServers } from '../../../test/spawned-server';
import type { TestApp } from '../../../test/test-app';

// On PostgreSQL too: a job survives a restart of the process that held it.

afterAll(stopSpawnedServers);

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
    server = await startServer({ ...database, JOBS_POLL_SECONDS: '1', JOBS_LEASE_SECONDS: '5' }, port);
    await expect
      .poll(async () => (await receipts(t, renter.cookie, orderIds)).filter((r) => r.receipts > 0).length, {
        timeout: 60_000,
        interval: 100,
      })
      .toBeGreaterThan(0);
    await server.kill();

    // Third life: what the killed one claimed is taken over once its lease runs out, and nothing runs twice.
    server = await startServer({ ...database, JOBS_POLL_SECONDS: '1', JOBS_LEASE_SECONDS: '5' }, port);
    await expect
      .poll(async () => (await receipts(t, renter.cookie, orderIds)).every((r) => r.status === 'handed_over'), {
        timeout: 90_000,
        interval: 500,
      })
      .toBe(true);
    // Past another lease and a few more polls: still one receipt each, all by the system.
    await new Promise((r) => setTimeout(r, 7_000));
    const final = await receipts(t, renter.cookie, orderIds);
    expect(final).toEqual(orderIds.map(() => ({ status: 'handed_over', receipts: 1, actors: ['system'] })));
    await server.kill();
  });
});
