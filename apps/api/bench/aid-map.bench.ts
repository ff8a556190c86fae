/**
 * The humanitarian map and list over 50 000 generated aid requests (budget: p95 < 50 ms each): the map's box
 * query at country and city size, and the list sorted by urgency with and without a distance filter, and a deep
 * page by keyset cursor (what the web asks) against the same page by offset. Small runs: BENCH_AID_REQUESTS=5000.
 * Run with `npm run bench -w apps/api` (bench/run.ts) or alone: `npx tsx bench/aid-map.bench.ts`.
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';

const REQUESTS = Number(process.env.BENCH_AID_REQUESTS ?? 50_000);
const ROUNDS = 200;

const QUERIES = [
  { name: 'map: Mexico', path: '/api/aid/map?south=14&west=-118&north=33&east=-86' },
  {
    name: 'map: Mexico, critical water',
    path: '/api/aid/map?south=14&west=-118&north=33&east=-86&aidType=water&urgency=critical',
  },
  { name: 'map: CDMX', path: '/api/aid/map?south=19.2&west=-99.4&north=19.6&east=-98.9' },
  { name: 'list: first page', path: '/api/aid/requests?limit=20' },
  { name: 'list: verified, food', path: '/api/aid/requests?limit=20&verified=true&aidType=food' },
  { name: 'list: within 50 km of CDMX', path: '/api/aid/requests?limit=20&lat=19.43&lng=-99.13&radiusKm=50' },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Requests spread over Mexico, 90 % published, with one item each, in a few statements. */
async function insertGeneratedRequests(db: Awaited<ReturnType<typeof bootstrap>>['deps']['database']['db']) {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`insert into aid_requests (author_id, title, description, aid_types, urgency, urgency_rank,
      place_name, region, country, lat, lng, people_affected, contact_preference, needed_until, status, verified_at,
      confirmed_at, created_at)
    select 'bench-' || (g % 500), 'Necesidad generada ' || g, 'Generada para medir', 
      array[(array['food','water','medical','shelter','clothing','transport'])[1 + g % 6]],
      (array['critical','high','medium','low'])[1 + g % 4], g % 4,
      'Lugar ' || g, 'Estado', 'México', 14.5 + random() * 18, -117 + random() * 30, 10 + g % 200, 'chat',
      current_date + 30, case when g % 10 = 0 then 'under_review' else 'published' end, now(),
      now() - (g % 10) * interval '1 day', now() - (g % 5000) * interval '1 minute'
    from generate_series(1, ${REQUESTS}) g`);
  await db.execute(sql`insert into aid_request_items (request_id, position, name, quantity, unit)
    select id, 0, 'Agua', 100, 'L' from aid_requests where author_id like 'bench-%'`);
  await db.execute(sql`analyze aid_requests`);
  await db.execute(sql`analyze aid_request_items`);
}

export async function runAidMapBench(): Promise<void> {
  const started = await bootstrap(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }));
  try {
    const loadStart = performance.now();
    await insertGeneratedRequests(started.deps.database.db);
    console.log(`Generating ${REQUESTS} aid requests: ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);
    // A deep page the way the web asks for it: the cursor after 50 pages of 20, and the same rows by offset.
    let cursor: string | null = null;
    for (let i = 0; i < 50; i++) {
      const page = (await (
        await started.app.request(`http://localhost/api/aid/requests?limit=20${cursor ? `&cursor=${cursor}` : ''}`)
      ).json()) as { nextCursor: string | null };
      cursor = page.nextCursor;
    }
    const queries = [
      ...QUERIES,
      { name: 'list: page 51 by cursor', path: `/api/aid/requests?limit=20&cursor=${cursor}` },
      { name: 'list: page 51 by offset', path: '/api/aid/requests?limit=20&offset=1000' },
    ];
    const rows: Record<string, string | number>[] = [];
    for (const query of queries) {
      const url = `http://localhost${query.path}`;
      const first = await started.app.request(url);
      const body = (await first.json()) as { points?: unknown[]; items?: unknown[]; total?: number };
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const t0 = performance.now();
        const res = await started.app.request(url);
        await res.arrayBuffer();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      rows.push({
        query: query.name,
        answered: body.points?.length ?? body.total ?? 0,
        'p50 (ms)': percentile(times, 50).toFixed(2),
        'p95 (ms)': p95.toFixed(2),
        'p99 (ms)': percentile(times, 99).toFixed(2),
        'budget 50 ms': p95 < 50 ? 'ok' : 'OVER',
      });
    }
    console.log(`\nHumanitarian map and list over ${REQUESTS} generated requests (${ROUNDS} rounds each)`);
    console.table(rows);
  } finally {
    await started.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runAidMapBench();
}
