/**
 * Throughput and latency of GET /api/listings/{id} over HTTP (autocannon, 10 connections, 10 s) next to the same
 * SQL issued straight through the driver in one process for 10 s, on PGlite and then on PostgreSQL
 * (BENCH_DATABASE_URL or a throw-away Debian cluster). Budget (docs/product-rules.md "Quality bars and budgets"): the API reaches at least half
 * of the driver's throughput. The PostgreSQL part then starts two API processes on the same database and compares
 * one instance's throughput with both together (two load generators at once).
 * Run with `npm run bench -w apps/api` (bench/run.ts) or alone: `npx tsx bench/listing-detail.bench.ts`.
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { benchPostgres } from './pg-cluster';
import { runTwoInstances } from './two-instances';

const LISTING_ID = 12;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const ROUNDS = 5;

interface Figures {
  'requests/s': number;
  'p50 (ms)': number;
  'p97.5 (ms)': number;
  'p99 (ms)': number;
  requests: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

type Statement = { query: string; params: unknown[] };

/**
 * Records exactly the SQL one request runs by watching the driver during a single in-process request, and
 * answers a function that issues those statements again, one after another, straight through the driver.
 */
async function recordStatements(
  database: Awaited<ReturnType<typeof bootstrap>>['deps']['database'],
  request: () => Response | Promise<Response>,
): Promise<{ count: number; replay(): Promise<void>; release(): void }> {
  const recorded: Statement[] = [];
  const { pglite, pool } = database;
  if (pglite) {
    const original = pglite.query.bind(pglite);
    pglite.query = (async (query: string, params?: unknown[], options?: unknown) => {
      recorded.push({ query, params: params ?? [] });
      return original(query, params, options as never);
    }) as typeof pglite.query;
    const probe = await request();
    pglite.query = original as typeof pglite.query;
    if (probe.status !== 200) throw new Error(`the probe answered ${probe.status}`);
    return {
      count: recorded.length,
      replay: async () => {
        for (const { query, params } of recorded) await pglite.query(query, params);
      },
      release: () => undefined,
    };
  }
  if (!pool) throw new Error('no database driver to measure');
  const original = pool.query.bind(pool);
  pool.query = ((config: string | { text: string; values?: unknown[] }, values?: unknown[]) => {
    if (typeof config === 'string') recorded.push({ query: config, params: values ?? [] });
    else recorded.push({ query: config.text, params: values ?? config.values ?? [] });
    return (original as (...a: unknown[]) => unknown)(config, values);
  }) as typeof pool.query;
  const probe = await request();
  pool.query = original;
  if (probe.status !== 200) throw new Error(`the probe answered ${probe.status}`);
  if (recorded.length === 0) throw new Error('no SQL statement was seen during the probe');
  const client = await pool.connect();
  return {
    count: recorded.length,
    replay: async () => {
      for (const { query, params } of recorded) await client.query(query, params);
    },
    release: () => client.release(),
  };
}

export async function runListingDetailBench(target: { label: string; databaseUrl?: string }): Promise<void> {
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' } as const;
  const started = await bootstrap(
    loadEnv(target.databaseUrl ? { ...base, DATABASE_URL: target.databaseUrl } : { ...base, DATA_DIR: 'memory://' }),
  );
  const server = serve({ fetch: started.app.fetch, hostname: '127.0.0.1', port: 0 });
  try {
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/listings/${LISTING_ID}`;

    const driver = await recordStatements(started.deps.database, () => started.app.request(url));

    // Warm both paths (JIT, PGlite plan caches) before measuring. The load generator runs in a worker thread,
    // so it does not steal the server's event loop.
    await autocannon({ url, connections: CONNECTIONS, duration: 1, workers: 1 });
    // API and driver take turns in short rounds, so a change in machine load hits both sides alike.
    const roundSeconds = DURATION_S / ROUNDS;
    const apiRounds: autocannon.Result[] = [];
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const result = await autocannon({ url, connections: CONNECTIONS, duration: roundSeconds, workers: 1 });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`API answered ${result.non2xx} non-2xx and ${result.errors} errors`);
      }
      apiRounds.push(result);
      const deadline = performance.now() + roundSeconds * 1000;
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await driver.replay();
        times.push(performance.now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    driver.release();

    const apiTotal = apiRounds.reduce((sum, r) => sum + r.requests.total, 0);
    const apiSeconds = apiRounds.reduce((sum, r) => sum + r.duration, 0);
    const median = (pick: (r: autocannon.Result) => number) =>
      percentile(
        apiRounds.map(pick).sort((a, b) => a - b),
        50,
      );
    const apiFigures: Figures = {
      'requests/s': round(apiTotal / apiSeconds, 0),
      'p50 (ms)': median((r) => r.latency.p50),
      'p97.5 (ms)': median((r) => r.latency.p97_5),
      'p99 (ms)': median((r) => r.latency.p99),
      requests: apiTotal,
    };
    const driverFigures: Figures = {
      'requests/s': round(times.length / DURATION_S, 0),
      'p50 (ms)': round(percentile(times, 50), 3),
      'p97.5 (ms)': round(percentile(times, 97.5), 3),
      'p99 (ms)': round(percentile(times, 99), 3),
      requests: times.length,
    };
    const ratio = apiFigures['requests/s'] / driverFigures['requests/s'];
    console.log(
      `\nGET /api/listings/${LISTING_ID}: HTTP with autocannon (${CONNECTIONS} connections, ${DURATION_S} s) vs the same ` +
        `${driver.count} SQL statement(s) straight through ${target.label} in one process (sequential, ${DURATION_S} s), ` +
        `taking turns in ${ROUNDS} rounds; API latencies are the median of the rounds`,
    );
    // Both sides share the machine with whatever else runs; the load says how much to trust the figures.
    console.log(`Load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPU(s)`);
    console.table({ 'API over HTTP': apiFigures, [`driver (${target.label})`]: driverFigures });
    console.table([
      {
        'API / driver throughput': `${round(ratio * 100, 1)} %`,
        budget: '>= 50 %',
        result: ratio >= 0.5 ? 'ok' : 'OVER BUDGET',
      },
    ]);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await started.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runListingDetailBench({ label: 'PGlite' });
  const pgdb = await benchPostgres('vira_bench_detail');
  if (!pgdb)
    console.log('PostgreSQL 15 is not installed and BENCH_DATABASE_URL is unset: the PostgreSQL part is left out.');
  else {
    try {
      await runListingDetailBench({ label: 'PostgreSQL', databaseUrl: pgdb.url });
      await runTwoInstances(pgdb.url);
    } finally {
      pgdb.stop();
    }
  }
}
