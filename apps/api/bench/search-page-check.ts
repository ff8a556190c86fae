/**
 * Identical-results check for search.repository.ts changes: over a generated catalogue (100 000 by default,
 * BENCH_SEARCH_LISTINGS), records pages 1 and 2 (ids in order) and the stat cards of every query of
 * search.bench.ts, and compares them with a recorded file. Kept on disk (PGlite in BENCH_CHECK_DIR) so the
 * catalogue is generated once.
 *   npx tsx bench/search-page-check.ts record /tmp/before.json
 *   npx tsx bench/search-page-check.ts compare /tmp/before.json
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { textIndexFor } from '../src/modules/search/search-text-index';
import { insertGeneratedListings } from './generate-listings';
import { QUERIES } from './search.bench';

const LISTINGS = Number(process.env.BENCH_SEARCH_LISTINGS ?? 100_000);
const DIR = process.env.BENCH_CHECK_DIR ?? '/tmp/vira-search-check';
const [mode, file] = process.argv.slice(2);
if ((mode !== 'record' && mode !== 'compare') || !file) throw new Error('usage: record|compare <file.json>');

const started = await bootstrap(
  loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_SAMPLE_DATA: 'false', DATA_DIR: DIR }),
);
try {
  const db = started.deps.database.db;
  const [{ n }] = (
    (await db.execute(sql`select count(*)::int as n from listings`)) as unknown as { rows: { n: number }[] }
  ).rows as [{ n: number }];
  if (n === 0) await insertGeneratedListings(db, LISTINGS, { images: false });
  else if (n !== LISTINGS) throw new Error(`${DIR} holds ${n} listings, not ${LISTINGS}`);
  // As an API that has been up a while: the text index loaded (before that, searches take main's SQL path).
  if (process.env.BENCH_CHECK_SQL_ONLY !== '1') await textIndexFor(db).load();
  const pages: Record<string, unknown> = {};
  for (const { name, query } of QUERIES) {
    // A query that names its page gives that page and the next.
    const first = Number(/(?:^|&)page=(\d+)/.exec(query)?.[1] ?? 1);
    const rest = query.replace(/(?:^|&)page=\d+/, '');
    for (const page of [first, first + 1]) {
      const res = await started.app.request(`http://localhost/api/search?${rest}&page=${page}`);
      if (res.status !== 200) throw new Error(`${query} answered ${res.status}`);
      const body = (await res.json()) as { items: { id: number }[]; total: number; stats: unknown };
      pages[`${name} p${page}`] = { ids: body.items.map((i) => i.id), total: body.total, stats: body.stats };
    }
  }
  if (mode === 'record') {
    fs.writeFileSync(file, JSON.stringify(pages, null, 1));
    console.log(`recorded ${Object.keys(pages).length} pages to ${file}`);
  } else {
    const before = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    let differ = 0;
    for (const [key, value] of Object.entries(pages)) {
      if (JSON.stringify(value) !== JSON.stringify(before[key])) {
        differ++;
        console.log(`DIFFERENT: ${key}\n before ${JSON.stringify(before[key])}\n after  ${JSON.stringify(value)}`);
      }
    }
    console.log(
      differ === 0 ? `identical: ${Object.keys(pages).length} pages (ids, totals, cards)` : `${differ} pages differ`,
    );
    if (differ) process.exitCode = 1;
  }
} finally {
  await started.close();
}
