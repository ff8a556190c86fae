import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { liveRetention } from '../live';
import { removalsRetention } from '../search';
import { scheduleRecurringJobs } from './recurring-jobs';
import { jobRetention } from './job-retention';
import { runDueJobs } from './job-runner';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const count = async (query: ReturnType<typeof sql>) =>
  ((await t.deps.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('what the house keeps, and for how long', () => {
  it('prunes old live events, finished jobs and listing removals once a day, keeping recent ones', async () => {
    const db = t.deps.database.db;
    const person = await newPerson(t, 'lively');
    const days = (n: number) => sql`now() - make_interval(days => ${n})`;
    await db.execute(sql`insert into live_events (user_id, kind, payload, created_at) values
      (${person.id}, 'notification', '{}', ${days(5)}), (${person.id}, 'notification', '{}', ${days(0)})`);
    await db.execute(sql`insert into jobs (kind, payload, run_at, done_at, dedupe_key) values
      ('old.kind', '{}', ${days(45)}, ${days(45)}, 'old-finished'), ('old.kind', '{}', ${days(2)}, ${days(2)}, 'recent-finished'),
      ('old.kind', '{}', ${days(45)}, null, 'never-finished')`);
    await db.execute(
      sql`insert into listing_removals (listing_id, removed_at) values (900001, ${days(120)}), (900002, ${days(1)})`,
    );

    await scheduleRecurringJobs(t.deps, [jobRetention, liveRetention, removalsRetention]);
    // Twice, as two instances would: each day's pruning is scheduled and run once.
    await scheduleRecurringJobs(t.deps, [jobRetention, liveRetention, removalsRetention]);
    await runDueJobs(t.deps, new Date(Date.now() + 25 * 3_600_000));

    expect(await count(sql`select count(*)::int as n from live_events where user_id = ${person.id}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from jobs where dedupe_key in ('old-finished')`)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from jobs where dedupe_key in ('recent-finished', 'never-finished')`),
    ).toBe(2);
    expect(await count(sql`select count(*)::int as n from listing_removals where listing_id in (900001, 900002)`)).toBe(
      1,
    );
    // The room of what was pruned is reusable: the embedded database has no autovacuum to do it.
    expect(
      await count(sql`select count(*)::int as n from pg_stat_user_tables
        where relname in ('live_events', 'jobs', 'listing_removals') and last_vacuum is not null`),
    ).toBe(3);
    // Each scheduled its next day.
    expect(
      await count(sql`select count(*)::int as n from jobs where kind in ('jobs.prune', 'live.prune', 'search.prune-removals')
        and done_at is null`),
    ).toBe(3);
  });
});
