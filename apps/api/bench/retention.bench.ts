/**
 * What the house keeps (issue 37 item 7): a simulated month of a busy marketplace's traffic in the three tables
 * that only grow unless pruned — live events (every notice, message and receipt sent to an open tab), finished
 * jobs (every e-mail, WhatsApp, invoice and timer) and listing removals — written day by day with each day's
 * timestamps, with the daily retention jobs run at their hour on one database and never on the other. Prints
 * rows and on-disk size (table + indexes) of each table on both after the month, and the load average.
 * Run with `npm run bench -w apps/api -- retention` or alone: `npx tsx bench/retention.bench.ts`.
 * BENCH_DAYS (default 31) and BENCH_SCALE (default 1 = 20,000 live events, 10,000 jobs, 300 removals a day).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { bootstrap, type Started } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { jobRetention, runDueJobs, scheduleRecurringJobs } from '../src/modules/jobs';
import { liveRetention } from '../src/modules/live';
import { removalsRetention } from '../src/modules/search';

const DAYS = Number(process.env.BENCH_DAYS ?? 31);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const PER_DAY = { liveEvents: 20_000 * SCALE, finishedJobs: 10_000 * SCALE, removals: 300 * SCALE };
const TABLES = ['live_events', 'jobs', 'listing_removals'] as const;
const DAY = 86_400_000;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function writeDay(started: Started, day: Date, n: number): Promise<void> {
  const { db } = started.deps.database;
  const at = day.toISOString();
  // A notice as the live stream carries it: a few hundred bytes of JSON.
  await db.execute(sql`
    insert into live_events (user_id, kind, payload, created_at)
    select 'bench-user-' || (g % 500), 'notification',
      jsonb_build_object('id', g, 'type', 'booking', 'title', 'Reserva confirmada', 'description',
        repeat('Tu reserva del artículo está confirmada. ', 4), 'read', false, 'createdAt', ${at}::text),
      ${at}::timestamptz + make_interval(secs => (g % 86000))
    from generate_series(1, ${PER_DAY.liveEvents}::int) g`);
  await db.execute(sql`
    insert into jobs (kind, payload, run_at, done_at, dedupe_key)
    select 'bench.mail', jsonb_build_object('to', 'person' || g || '@example.com', 'template', 'booking_confirmed'),
      ${at}::timestamptz + make_interval(secs => (g % 86000)), ${at}::timestamptz + make_interval(secs => (g % 86000) + 2),
      'bench-' || ${n}::int || '-' || g
    from generate_series(1, ${PER_DAY.finishedJobs}::int) g`);
  await db.execute(sql`
    insert into listing_removals (listing_id, removed_at)
    select 10000000 + ${n}::int * 100000 + g, ${at}::timestamptz + make_interval(secs => g)
    from generate_series(1, ${PER_DAY.removals}::int) g`);
}

async function sizes(started: Started): Promise<Record<string, { rows: number; mb: number }>> {
  const out: Record<string, { rows: number; mb: number }> = {};
  for (const table of TABLES) {
    const result = (await started.deps.database.db.execute(
      sql.raw(`select count(*)::int as rows, pg_total_relation_size('${table}')::bigint as bytes from ${table}`),
    )) as unknown as { rows: { rows: number; bytes: string }[] };
    const row = result.rows[0]!;
    out[table] = { rows: row.rows, mb: Math.round((Number(row.bytes) / 1_048_576) * 10) / 10 };
  }
  return out;
}

async function main() {
  const env = () => loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' });
  const pruned = await bootstrap(env());
  const kept = await bootstrap(env());
  const loadBefore = load();
  const first = new Date(Math.floor((Date.now() - (DAYS + 1) * DAY) / DAY) * DAY);
  const started = performance.now();
  let pruneMs = 0;
  try {
    for (let n = 0; n < DAYS; n++) {
      const day = new Date(first.getTime() + n * DAY);
      await writeDay(pruned, day, n);
      await writeDay(kept, day, n);
      // The day's slots of the three daily retention jobs, run at their hour as the runner would.
      const t0 = performance.now();
      await scheduleRecurringJobs(pruned.deps, [jobRetention, liveRetention, removalsRetention], day);
      await runDueJobs(pruned.deps, new Date(day.getTime() + DAY - 1));
      pruneMs += performance.now() - t0;
    }
    const [a, b] = [await sizes(pruned), await sizes(kept)];
    console.log(
      `\nRetention after a simulated month: ${DAYS} days of ${PER_DAY.liveEvents.toLocaleString('en')} live events, ` +
        `${PER_DAY.finishedJobs.toLocaleString('en')} finished jobs and ${PER_DAY.removals} listing removals a day ` +
        `(PGlite, in memory). Kept: live events 2 days, finished jobs 30 days, removals 90 days.`,
    );
    console.table(
      TABLES.map((table) => ({
        table,
        'rows, pruned daily': a[table]!.rows,
        'MB, pruned daily': a[table]!.mb,
        'rows, never pruned': b[table]!.rows,
        'MB, never pruned': b[table]!.mb,
      })),
    );
    console.log(
      `Daily pruning took ${Math.round(pruneMs / DAYS)} ms a day on average; the whole run ${Math.round((performance.now() - started) / 1000)} s. ` +
        `Load before ${loadBefore}, after ${load()} (${os.cpus().length} cores).`,
    );
  } finally {
    await pruned.close();
    await kept.close();
  }
}

await main();
