/**
 * The durable job runner (decision 010 / 020): 10,000 jobs already due, run by one and by two runners polling the
 * same database at once. Prints jobs per second and the delay from each job's due time to its run (p50/p95/max),
 * and checks that every job ran exactly once, on the embedded database (two runners in one process take turns on
 * its one connection; on PostgreSQL they are separate connections, where `SKIP LOCKED` splits the work).
 * Run with `npm run bench -w apps/api -- jobs` or alone: `npx tsx bench/jobs.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { z } from 'zod';
import { defineJob, registerJobKinds, runDueJobs } from '../src/modules/jobs';

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const started = await bootstrap(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }));
  const { db } = started.deps.database;
  const delays: number[] = [];
  const seen = new Map<number, number>();
  registerJobKinds([
    defineJob('bench.noop', z.object({ n: z.number(), due: z.number() }), async (_deps, { n, due }) => {
      seen.set(n, (seen.get(n) ?? 0) + 1);
      delays.push(Date.now() - due);
    }),
  ]);
  const rows: Record<string, string | number>[] = [];
  try {
    for (const runners of [1, 2]) {
      seen.clear();
      delays.length = 0;
      const due = Date.now();
      await db.execute(sql`
        insert into jobs (kind, run_at, payload)
        select 'bench.noop', to_timestamp(${due}::bigint / 1000.0), jsonb_build_object('n', g, 'due', ${due}::bigint)
        from generate_series(1, ${JOBS}::int) g`);
      const t0 = performance.now();
      await Promise.all(Array.from({ length: runners }, () => runDueJobs(started.deps)));
      const seconds = (performance.now() - t0) / 1000;
      const sorted = [...delays].sort((a, b) => a - b);
      rows.push({
        runners,
        jobs: JOBS,
        'jobs/s': round(JOBS / seconds, 0),
        'delay p50 ms': percentile(sorted, 50),
        'delay p95 ms': percentile(sorted, 95),
        'delay max ms': sorted.at(-1) ?? 0,
        'ran exactly once': [...seen.values()].every((c) => c === 1) && seen.size === JOBS ? 'yes' : 'NO',
      });
      await db.execute(sql`delete from jobs where kind = 'bench.noop'`);
    }
    console.log(`\nDurable jobs: ${JOBS} due at once (${started.deps.database.kind})`);
    console.table(rows);
  } finally {
    await started.close();
  }
}

await main();
