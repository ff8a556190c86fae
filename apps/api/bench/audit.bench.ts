/**
 * The audit trail (decision 025) at scale: one listing with BENCH_AUDIT_EVENTS events (default 10,000) in its hash
 * chain, on PostgreSQL (BENCH_DATABASE_URL or a throw-away Debian cluster; PGlite when neither exists). Measures
 * what "Verificar integridad" costs (the canonical text read from the database, then SHA-256 and the links in the
 * server), the same through POST /api/audit/listing/{id}/verify and the timeline GET, and what the row trigger
 * adds to a write: BENCH_AUDIT_ROWS listing inserts with the audit triggers and with them switched off.
 * Run with `npm run bench -w apps/api -- audit`, or alone: `npx tsx bench/audit.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { chainRows } from '../src/modules/audit/audit.repository';
import { verifyChain } from '../src/modules/audit/audit.service';
import { benchPostgres } from './pg-cluster';

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 10_000);
const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_REQUESTS ?? 20);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const round = (n: number) => Math.round(n * 100) / 100;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const pgdb = await benchPostgres('vira_bench_audit');
const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false' } as const;
const started = await bootstrap(
  loadEnv(pgdb ? { ...base, DATABASE_URL: pgdb.url } : { ...base, DATA_DIR: 'memory://' }),
);
try {
  const db = started.deps.database.db;
  const engine = pgdb ? 'PostgreSQL' : 'PGlite';
  await db.execute(sql`insert into profiles (user_id, full_name) values ('bench-owner', 'Dueña de prueba')`);
  const listingValues = (count: number) => sql`
    insert into listings (owner_id, type, title, description, category, currency, price_per_day, location, city,
      country, continent, latitude, longitude)
    select 'bench-owner', 'product', 'Artículo ' || i, 'Artículo de prueba', 'otros', 'MXN', 20000,
      'Ciudad de México, México', 'Ciudad de México', 'México', 'América del Norte', 19.4, -99.1
    from generate_series(1, ${count}) as i returning id`;

  // One listing, then EVENTS - 1 price changes: each UPDATE is one event appended by the trigger.
  const [{ id }] = rowsOf<{ id: number }>(await db.execute(listingValues(1))) as [{ id: number }];
  const fill = performance.now();
  await db.execute(
    sql.raw(`do $$ begin for i in 1..${EVENTS - 1} loop
      update listings set price_per_day = 20000 + i where id = ${id}; end loop; end $$`),
  );
  const fillMs = performance.now() - fill;

  const query: number[] = [];
  const hashing: number[] = [];
  const endpoint: number[] = [];
  const timeline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let t0 = performance.now();
    const rows = await chainRows(db, 'listing', String(id));
    query.push(performance.now() - t0);
    t0 = performance.now();
    const result = verifyChain(rows);
    hashing.push(performance.now() - t0);
    if (!result.verified || result.checked !== EVENTS) throw new Error(`chain not verified: ${JSON.stringify(result)}`);
    t0 = performance.now();
    const res = await started.app.request(`http://localhost/api/audit/listing/${id}/verify`, {
      method: 'POST',
      headers: { Origin: started.deps.env.PUBLIC_URL },
    });
    const body = (await res.json()) as { verified: boolean };
    endpoint.push(performance.now() - t0);
    if (res.status !== 200 || !body.verified) throw new Error(`verify answered ${res.status}`);
    t0 = performance.now();
    const page = await started.app.request(`http://localhost/api/audit/listing/${id}`);
    await page.arrayBuffer();
    timeline.push(performance.now() - t0);
  }

  // What the trigger adds to a write: the same inserts with the audit triggers and with them switched off.
  const timedInsert = async (audited: boolean) => {
    const t0 = performance.now();
    await db.transaction(async (tx) => {
      if (!audited) await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(listingValues(ROWS));
    });
    return performance.now() - t0;
  };
  const plain = await timedInsert(false);
  const audited = await timedInsert(true);

  for (const list of [query, hashing, endpoint, timeline]) list.sort((a, b) => a - b);
  console.log(`Audit chain of one listing with ${EVENTS.toLocaleString('en')} events on ${engine}`);
  console.table([
    {
      case: 'chain read (canonical text)',
      runs: RUNS,
      'p50 (ms)': round(percentile(query, 50)),
      'p95 (ms)': round(percentile(query, 95)),
    },
    {
      case: 'SHA-256 + links in the server',
      runs: RUNS,
      'p50 (ms)': round(percentile(hashing, 50)),
      'p95 (ms)': round(percentile(hashing, 95)),
    },
    {
      case: 'POST /api/audit/listing/{id}/verify',
      runs: RUNS,
      'p50 (ms)': round(percentile(endpoint, 50)),
      'p95 (ms)': round(percentile(endpoint, 95)),
    },
    {
      case: 'GET /api/audit/listing/{id} (public)',
      runs: RUNS,
      'p50 (ms)': round(percentile(timeline, 50)),
      'p95 (ms)': round(percentile(timeline, 95)),
    },
  ]);
  console.log('Writes');
  console.table([
    {
      case: `${(EVENTS - 1).toLocaleString('en')} updates of one listing (chained)`,
      'total (ms)': Math.round(fillMs),
      'per write (µs)': Math.round((fillMs * 1000) / (EVENTS - 1)),
    },
    {
      case: `${ROWS.toLocaleString('en')} listing inserts, triggers off`,
      'total (ms)': Math.round(plain),
      'per write (µs)': Math.round((plain * 1000) / ROWS),
    },
    {
      case: `${ROWS.toLocaleString('en')} listing inserts, audited`,
      'total (ms)': Math.round(audited),
      'per write (µs)': Math.round((audited * 1000) / ROWS),
    },
  ]);
} finally {
  await started.close();
  pgdb?.stop();
}
