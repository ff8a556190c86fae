/**
 * The page query of every search.bench.ts query, old repository against the current one, alternated request by
 * request in ONE process over the same catalogue (the page-check's PGlite in BENCH_CHECK_DIR), so a busy machine
 * slows both alike. The old repository is a copy of search.repository.ts from before the change:
 *   OLD_REPOSITORY=/tmp/old/apps/api/src/modules/search/search.repository.ts npx tsx bench/search-text-ab.ts
 * Stat cards and images are left out: they are the same code on both sides. Wall time (p50, p95) and the process's
 * CPU time (p50; PGlite runs in this process, so it counts the database's work too and less of the machine's load).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { textIndexFor } from '../src/modules/search/search-text-index';
import * as current from '../src/modules/search/search.repository';
import { toFilters } from '../src/modules/search/search.service';
import { searchQuerySchema } from '@vira/domain/search';
import { QUERIES } from './search.bench';

const DIR = process.env.BENCH_CHECK_DIR ?? '/tmp/vira-search-check';
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);
const old = (await import(process.env.OLD_REPOSITORY!)) as typeof current;

const started = await bootstrap(
  loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false', DATA_DIR: DIR }),
);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
try {
  const db = started.deps.database.db;
  const loadAt = os.loadavg()[0]!;
  const t0 = performance.now();
  const heap0 = process.memoryUsage();
  await textIndexFor(db).load();
  const heap1 = process.memoryUsage();
  console.log(
    `index: ${textIndexFor(db).size} listings loaded in ${(performance.now() - t0).toFixed(0)} ms (load ${loadAt.toFixed(1)}); ` +
      `heap +${((heap1.heapUsed - heap0.heapUsed) / 1e6).toFixed(0)} MB, array buffers +${((heap1.arrayBuffers - heap0.arrayBuffers) / 1e6).toFixed(0)} MB, rss +${((heap1.rss - heap0.rss) / 1e6).toFixed(0)} MB`,
  );
  const table: Record<string, string | number>[] = [];
  const all = { old: [] as number[], new: [] as number[] };
  for (const { name, query } of QUERIES) {
    const parsed = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const filters = toFilters(parsed);
    const pageSize = parsed.pageSize ?? 20;
    const args = [filters, parsed.sort ?? 'relevance', pageSize, ((parsed.page ?? 1) - 1) * pageSize] as const;
    const times = { old: [] as number[], new: [] as number[] };
    const cpu = { old: [] as number[], new: [] as number[] };
    // One warm-up each, then alternate which side goes first.
    await old.searchListings(db, ...args);
    await current.searchListings(db, ...args);
    for (let i = 0; i < ROUNDS; i++) {
      for (const side of i % 2 ? (['new', 'old'] as const) : (['old', 'new'] as const)) {
        const start = performance.now();
        const cpuStart = process.cpuUsage();
        await (side === 'old' ? old : current).searchListings(db, ...args);
        const used = process.cpuUsage(cpuStart);
        times[side].push(performance.now() - start);
        cpu[side].push((used.user + used.system) / 1000);
      }
    }
    all.old.push(...times.old);
    all.new.push(...times.new);
    times.old.sort((a, b) => a - b);
    times.new.sort((a, b) => a - b);
    cpu.old.sort((a, b) => a - b);
    cpu.new.sort((a, b) => a - b);
    table.push({
      query: name,
      'old p50': percentile(times.old, 50).toFixed(1),
      'new p50': percentile(times.new, 50).toFixed(1),
      'old p95': percentile(times.old, 95).toFixed(1),
      'new p95': percentile(times.new, 95).toFixed(1),
      'old CPU p50': percentile(cpu.old, 50).toFixed(1),
      'new CPU p50': percentile(cpu.new, 50).toFixed(1),
    });
  }
  all.old.sort((a, b) => a - b);
  all.new.sort((a, b) => a - b);
  table.push({
    query: 'whole mix (page query only)',
    'old p50': percentile(all.old, 50).toFixed(1),
    'new p50': percentile(all.new, 50).toFixed(1),
    'old p95': percentile(all.old, 95).toFixed(1),
    'new p95': percentile(all.new, 95).toFixed(1),
  });
  console.log(
    `page query, ms, ${ROUNDS} rounds alternated; load average ${loadAt.toFixed(1)} -> ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.table(table);
} finally {
  await started.close();
}
