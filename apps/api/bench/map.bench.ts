/**
 * Viewport answer time at world, country and city zoom over 100 000 generated listings (budget < 50 ms each).
 * Run with `npm run bench -w apps/api` (bench/run.ts) or alone: `npx tsx bench/map.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { insertGeneratedListings } from './generate-listings';

const LISTINGS = Number(process.env.BENCH_MAP_LISTINGS ?? 100_000);
const ROUNDS = 200;

const VIEWPORTS = [
  { name: 'world (zoom 2)', query: 'west=-180&south=-85&east=180&north=85&zoom=2' },
  { name: 'country: Mexico (zoom 5)', query: 'west=-118&south=14&east=-86&north=33&zoom=5' },
  { name: 'city: CDMX (zoom 12)', query: 'west=-99.25&south=19.33&east=-99.02&north=19.52&zoom=12' },
  { name: 'world, continent filter', query: 'west=-180&south=-85&east=180&north=85&zoom=2&continent=Europa' },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runMapBench(): Promise<void> {
  const started = await bootstrap(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }));
  try {
    await insertGeneratedListings(started.deps.database.db, LISTINGS);
    const loadStart = performance.now();
    await started.app.request('http://localhost/api/map/continents');
    console.log(
      `Loading ${LISTINGS} listings into the map index: ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
    );
    const rows: Record<string, string | number>[] = [];
    for (const viewport of VIEWPORTS) {
      const path = `http://localhost/api/map/listings?${viewport.query}`;
      const coldStart = performance.now();
      const first = await started.app.request(path);
      const body = (await first.json()) as { total: number; clusters: unknown[]; points: unknown[] };
      const cold = performance.now() - coldStart;
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const t0 = performance.now();
        const res = await started.app.request(path);
        await res.arrayBuffer();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      rows.push({
        viewport: viewport.name,
        'listings in view': body.total,
        features: body.clusters.length + body.points.length,
        'first (ms, builds index)': cold.toFixed(1),
        'p50 (ms)': percentile(times, 50).toFixed(2),
        'p95 (ms)': p95.toFixed(2),
        'p99 (ms)': percentile(times, 99).toFixed(2),
        'budget 50 ms': p95 < 50 ? 'ok' : 'OVER',
      });
    }
    console.log(`\nMap viewport over ${LISTINGS} generated listings (${ROUNDS} rounds each, in-process requests)`);
    console.table(rows);
  } finally {
    await started.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runMapBench();
}
