/**
 * Load time and memory of the in-memory text index (decision 032, session 11) over the page check's catalogue
 * (PGlite on disk in BENCH_CHECK_DIR; generate it first with search-page-check.ts). Run with a GC exposed so the
 * figures are what stays, not garbage:
 *   node --expose-gc --import tsx bench/search-text-memory.ts
 */
import os from 'node:os';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { textIndexFor } from '../src/modules/search/search-text-index';

const DIR = process.env.BENCH_CHECK_DIR ?? '/tmp/vira-search-check';
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

function memory() {
  gc!();
  gc!();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, arrayBuffers: m.arrayBuffers, rss: m.rss };
}
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

const started = await bootstrap(
  loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false', DATA_DIR: DIR }),
);
try {
  // A search first, so the database's own caches and the SQL path are warm on both sides of the figures.
  await started.app.request('http://localhost/api/search?q=camara');
  const before = memory();
  const index = textIndexFor(started.deps.database.db);
  await index.load();
  const after = memory();
  console.log(
    `text index: ${index.lastLoad!.listings} listings loaded in ${index.lastLoad!.ms.toFixed(0)} ms ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  console.table({
    before: { heapMB: mb(before.heap), arrayBuffersMB: mb(before.arrayBuffers), rssMB: mb(before.rss) },
    after: { heapMB: mb(after.heap), arrayBuffersMB: mb(after.arrayBuffers), rssMB: mb(after.rss) },
    extra: {
      heapMB: mb(after.heap - before.heap),
      arrayBuffersMB: mb(after.arrayBuffers - before.arrayBuffers),
      rssMB: mb(after.rss - before.rss),
    },
  });
} finally {
  await started.close();
}
