/**
 * Social-impact figures at scale: BENCH_IMPACT_BOOKINGS completed bookings (default 1,000,000) over 5,000
 * listings in every impact group, on PostgreSQL (BENCH_DATABASE_URL or a throw-away Debian cluster; PGlite when
 * neither exists). Measures the hourly recomputation (the job's whole work) and what a page view costs: the
 * snapshot read and GET /api/impact. Page views never aggregate bookings; they read one row, so their cost does
 * not grow with the bookings. The recomputation is one pass per figure over completed bookings, once an hour.
 * Run with `npm run bench -w apps/api -- impact`, or alone: `npx tsx bench/impact.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { currentFigures, refreshFigures } from '../src/modules/impact/impact.service';
import { benchPostgres } from './pg-cluster';

const BOOKINGS = Number(process.env.BENCH_IMPACT_BOOKINGS ?? 1_000_000);
const LISTINGS = 5_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CATEGORIES = ['tecnologia', 'herramientas', 'fotografia', 'deportes', 'eventos', 'construccion', 'otros'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const round = (n: number) => Math.round(n * 100) / 100;

const pgdb = await benchPostgres('vira_bench_impact');
const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false' } as const;
const started = await bootstrap(
  loadEnv(pgdb ? { ...base, DATABASE_URL: pgdb.url } : { ...base, DATA_DIR: 'memory://' }),
);
try {
  const db = started.deps.database.db;
  const fill = performance.now();
  const categories = sql.raw(`array[${CATEGORIES.map((c) => `'${c}'`).join(',')}]`);
  await db.execute(sql`
    insert into profiles (user_id, full_name) select 'bench-owner-' || i, 'Dueño ' || i from generate_series(0, 799) as i`);
  await db.execute(sql`
    insert into listings (owner_id, type, title, description, category, currency, price_per_day, location, city,
      country, continent, latitude, longitude)
    select 'bench-owner-' || (i % 800), 'product', 'Artículo ' || i, 'Artículo de prueba', (${categories})[1 + i % 7],
      'MXN', 20000, 'Ciudad de México, México', 'Ciudad de México', 'México', 'América del Norte', 19.4, -99.1
    from generate_series(1, ${LISTINGS}) as i`);
  await db.execute(sql`
    insert into bookings (listing_id, renter_id, owner_id, start_date, end_date, status, holds, instant_booking,
      currency, days, item_cost, insurance_cost, delivery_cost, deposit, total, commission, owner_earnings,
      completed_at)
    select l.id, 'bench-renter-' || (i % 20000), l.owner_id, date '2020-01-01' + (i % 2000),
      date '2020-01-03' + (i % 2000), case when i % 10 = 0 then 'cancelled' else 'completed' end, false, true,
      'MXN', 2, 40000, 0, 0, 0, 40000, 12000, 28000, now()
    from generate_series(1, ${BOOKINGS}) as i
    join listings l on l.id = (select min(id) from listings) + (i % ${LISTINGS})`);
  await db.execute(sql`analyze bookings`);
  await db.execute(sql`analyze listings`);
  console.log(
    `filled ${BOOKINGS.toLocaleString('en')} bookings (90 % completed) over ${LISTINGS} listings in ` +
      `${Math.round(performance.now() - fill)} ms on ${pgdb ? 'PostgreSQL' : 'PGlite'}`,
  );

  const recompute: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await refreshFigures(db, started.deps.clock.now());
    recompute.push(performance.now() - t0);
  }
  const figures = await currentFigures(db, started.deps.clock.now());
  if (figures.rentalsCompleted < BOOKINGS * 0.9 - 1) throw new Error('figures do not count the bookings');

  const read: number[] = [];
  const http: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    let t0 = performance.now();
    await currentFigures(db, started.deps.clock.now());
    read.push(performance.now() - t0);
    t0 = performance.now();
    const res = await started.app.request('http://localhost/api/impact');
    await res.arrayBuffer();
    http.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`/api/impact answered ${res.status}`);
  }
  read.sort((a, b) => a - b);
  http.sort((a, b) => a - b);
  recompute.sort((a, b) => a - b);
  console.log(`Social-impact figures with ${BOOKINGS.toLocaleString('en')} bookings`);
  console.table([
    {
      case: 'hourly recomputation (job)',
      runs: 3,
      'p50 (ms)': round(percentile(recompute, 50)),
      'max (ms)': round(recompute.at(-1)!),
    },
    {
      case: 'snapshot read',
      runs: REQUESTS,
      'p50 (ms)': round(percentile(read, 50)),
      'p95 (ms)': round(percentile(read, 95)),
    },
    {
      case: 'GET /api/impact',
      runs: REQUESTS,
      'p50 (ms)': round(percentile(http, 50)),
      'p95 (ms)': round(percentile(http, 95)),
    },
  ]);
} finally {
  await started.close();
  pgdb?.stop();
}
