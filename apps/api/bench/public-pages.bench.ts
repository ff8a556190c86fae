/**
 * Public pages (decision 044), on PGlite:
 * 1. A listing page rendered on the server, over HTTP at 10 connections, against `GET /api/listings/{id}` in the
 *    same run (rounds taking turns): requests/s, p50 and p95, and the ratio (goal: the page at least half the JSON
 *    endpoint's throughput). Then one render without the page cache, in process, one after another.
 * 2. The sitemaps at 100 000 listings on PGlite and 1 000 000 on PostgreSQL (a throw-away cluster, or
 *    BENCH_DATABASE_URL): the index and every sitemap it names (listings, categories, profiles, aid requests,
 *    tenders, screens) read to the end, with the time and the process's memory growth (streamed, so it should not
 *    grow with the listings).
 * Needs the built web app and its server bundle (`npm run bench` builds first). Alone: `npx tsx bench/public-pages.bench.ts`.
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { insertGeneratedListings } from './generate-listings';
import { benchPostgres } from './pg-cluster';

const CONNECTIONS = 10;
const ROUND_S = Number(process.env.BENCH_ROUND_S ?? 2);
const ROUNDS = 5;
const SITEMAP_LISTINGS = Number(process.env.BENCH_SITEMAP_LISTINGS ?? 100_000);
const SITEMAP_PG_LISTINGS = Number(process.env.BENCH_SITEMAP_PG_LISTINGS ?? 1_000_000);
/** `pglite` or `postgres` runs only that sitemap measure (and not the page's). */
const ONLY = process.env.BENCH_SITEMAP_ONLY;

/** A load generator in a thread of its own: `connections` loops of fetch, each latency kept, for `seconds`. */
function load(url: string, seconds: number): Promise<{ latencies: number[]; failures: number }> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { url, connections, seconds } = workerData;
    const latencies = []; let failures = 0;
    const end = performance.now() + seconds * 1000;
    const loop = async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await fetch(url, { headers: { 'accept-language': 'es-MX' } });
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
        latencies.push(performance.now() - t0);
      }
    };
    Promise.all(Array.from({ length: connections }, loop)).then(() => parentPort.postMessage({ latencies, failures }));
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { url, connections: CONNECTIONS, seconds } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const r = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const loadAverage = () => os.loadavg()[0]!.toFixed(1);

async function pageAgainstJson(): Promise<void> {
  const started = await bootstrap(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }));
  const server = serve({ fetch: started.app.fetch, hostname: '127.0.0.1', port: 0 });
  try {
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const moved = await fetch(`${origin}/?listing=12`, { redirect: 'manual' });
    const address = moved.headers.get('location');
    if (moved.status !== 301 || !address) {
      throw new Error(`/?listing=12 answered ${moved.status}: is the web app built (npm run build)?`);
    }
    const targets = {
      'listing page (SSR)': `${origin}${address}`,
      'GET /api/listings/12': `${origin}/api/listings/12`,
    };
    for (const url of Object.values(targets)) await load(url, 1);
    const runs: Record<string, { latencies: number[]; seconds: number; load: string[] }> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of Object.entries(targets)) {
        const result = await load(url, ROUND_S);
        if (result.failures > 0) throw new Error(`${name}: ${result.failures} answers were not 200`);
        const run = (runs[name] ??= { latencies: [], seconds: 0, load: [] });
        run.latencies.push(...result.latencies);
        run.seconds += ROUND_S;
        run.load.push(loadAverage());
      }
    }
    const rows = Object.fromEntries(
      Object.entries(runs).map(([name, run]) => {
        const sorted = [...run.latencies].sort((a, b) => a - b);
        return [
          name,
          {
            'requests/s': Math.round(sorted.length / run.seconds),
            'p50 (ms)': r(pct(sorted, 50)),
            'p95 (ms)': r(pct(sorted, 95)),
            requests: sorted.length,
            'load average (per round)': run.load.join(' '),
          },
        ];
      }),
    );
    console.log(
      `\nListing page vs JSON: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_S} s each, taking turns ` +
        `(${os.cpus().length} CPU(s))`,
    );
    console.table(rows);
    const page = rows['listing page (SSR)']!['requests/s'];
    const json = rows['GET /api/listings/12']!['requests/s'];
    console.table([
      {
        'page / JSON throughput': `${r((page / json) * 100)} %`,
        goal: '>= 50 %',
        result: page / json >= 0.5 ? 'ok' : 'UNDER GOAL',
      },
    ]);

    // The page cache spares renders of an unchanged listing; a changed one is rendered once per language.
    const { loadPageRenderer } = await import('../src/modules/public-pages/page-renderer');
    const renderer = (await loadPageRenderer(started.deps.env.WEB_SSR_ENTRY))!;
    const listing = (await (await fetch(targets['GET /api/listings/12'])).json()) as never;
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      await renderer.renderPage({ url: address, locale: 'es', listing });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.table([
      {
        'render without the page cache': '40 in a row, in process',
        'p50 (ms)': r(pct(times, 50)),
        'p95 (ms)': r(pct(times, 95)),
        'load average': loadAverage(),
      },
    ]);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await started.close();
  }
}

async function sitemapAtScale(listings: number, databaseUrl?: string): Promise<void> {
  const started = await bootstrap(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: 'memory://' }),
    }),
  );
  try {
    const t0 = performance.now();
    await insertGeneratedListings(started.deps.database.db, listings, { images: false });
    const insertS = (performance.now() - t0) / 1000;
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sample = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);
    const t1 = performance.now();
    const index = await (await started.app.request('http://localhost/sitemap.xml')).text();
    const indexMs = performance.now() - t1;
    const pages = [...index.matchAll(/<loc>[^<]*\/sitemaps\/([\w-]+\.xml)<\/loc>/g)].map((m) => m[1]!);
    let urls = 0;
    let bytes = 0;
    for (const page of pages) {
      const res = await started.app.request(`http://localhost/sitemaps/${page}`);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        bytes += chunk.value.length;
        urls += decoder.decode(chunk.value, { stream: true }).split('<url>').length - 1;
      }
    }
    const totalS = (performance.now() - t1) / 1000;
    clearInterval(sample);
    console.log(
      `\nSitemaps at ${listings.toLocaleString('en')} generated listings on ${databaseUrl ? 'PostgreSQL 15' : 'PGlite'} ` +
        `(inserted in ${r(insertS)} s)`,
    );
    console.table([
      {
        'index (ms)': Math.round(indexMs),
        'listing sitemaps': pages.filter((p) => p.startsWith('listings-')).length,
        'other sitemaps': pages.filter((p) => !p.startsWith('listings-')).length,
        addresses: urls,
        'MB written': r(bytes / 1e6),
        'all read (s)': r(totalS),
        'heap growth, peak (MB)': r((peakHeap - before.heapUsed) / 1e6),
        'RSS growth, peak (MB)': r((peakRss - before.rss) / 1e6),
        'load average': loadAverage(),
      },
    ]);
  } finally {
    await started.close();
  }
}

if (!ONLY) await pageAgainstJson();
if (ONLY !== 'postgres') await sitemapAtScale(SITEMAP_LISTINGS);
if (ONLY !== 'pglite') {
  const pgdb = await benchPostgres('vira_bench_sitemaps');
  if (!pgdb)
    console.log('PostgreSQL 15 is not installed and BENCH_DATABASE_URL is unset: the 1M sitemaps are left out.');
  else {
    try {
      await sitemapAtScale(SITEMAP_PG_LISTINGS, pgdb.url);
    } finally {
      pgdb.stop();
    }
  }
}
