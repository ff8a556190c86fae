import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { enqueueJob } from './enqueue-job';
import { defineJob } from './job-kind';
import { registerJobKinds } from './job-registry';
import { runDueJobs } from './job-runner';
import { claimDueJobs } from './jobs.repository';

// On PostgreSQL too: jobs are claimed with SKIP LOCKED by competing runners.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const runs = new Map<string, number>();
const countJob = defineJob('test.count', z.object({ key: z.string() }), async (_deps, { key }) => {
  runs.set(key, (runs.get(key) ?? 0) + 1);
});
let failures = 0;
const flakyJob = defineJob('test.flaky', z.object({}), async () => {
  failures += 1;
  if (failures < 3) throw new Error('provider unreachable');
});
registerJobKinds([countJob, flakyJob]);

const at = (ms: number) => new Date(Date.now() + ms);
const enqueue = (key: string, dedupeKey?: string) =>
  enqueueJob(t.deps.database.db, countJob, { key }, { runAt: at(-1000), dedupeKey });

describe('the durable job runner', () => {
  it('runs a due job once even when two runners poll at the same moment', async () => {
    await enqueue('race');
    await Promise.all([runDueJobs(t.deps), runDueJobs(t.deps), runDueJobs(t.deps)]);
    expect(runs.get('race')).toBe(1);
  });

  it('a job claimed by an instance that died is run once after its lease, and never before', async () => {
    await enqueue('crash');
    // Instance A claims it (a 120-second lease) and is killed before running it.
    const claimed = await claimDueJobs(t.deps.database.db, new Date(), 50, 120);
    expect(claimed.map((j) => j.payload.key)).toContain('crash');
    await runDueJobs(t.deps, at(60_000));
    expect(runs.get('crash')).toBeUndefined();
    // After a restart, once the lease ran out, the new instance runs it exactly once.
    await runDueJobs(t.deps, at(121_000));
    await runDueJobs(t.deps, at(240_000));
    expect(runs.get('crash')).toBe(1);
  });

  it('a dedupe key schedules one job however often it is asked', async () => {
    for (let i = 0; i < 3; i++) await enqueue('dedupe', 'same-key');
    await runDueJobs(t.deps);
    expect(runs.get('dedupe')).toBe(1);
  });

  it('retries a failing job with a growing delay until it succeeds', async () => {
    await enqueueJob(t.deps.database.db, flakyJob, {}, { runAt: at(-1000) });
    await runDueJobs(t.deps);
    expect(failures).toBe(1);
    const [row] = (
      (await t.deps.database.db.execute(
        sql`select run_at, attempts, last_error, done_at from jobs where kind = 'test.flaky'`,
      )) as unknown as { rows: { run_at: string; attempts: number; last_error: string; done_at: string | null }[] }
    ).rows;
    expect(row).toMatchObject({ attempts: 1, last_error: 'provider unreachable', done_at: null });
    expect(new Date(row!.run_at).getTime()).toBeGreaterThan(Date.now() + 50_000);
    await runDueJobs(t.deps, at(2 * 3600_000));
    await runDueJobs(t.deps, at(4 * 3600_000));
    expect(failures).toBe(3);
    await runDueJobs(t.deps, at(8 * 3600_000));
    expect(failures).toBe(3);
  });
});
