/**
 * Tender search with 50,000 OCDS releases: p50/p95 of GET /api/tenders (no filter, text, text + filters, amount
 * and deadline ranges, a deep page), issued in-process against the app on an in-memory PGlite database. The
 * releases go in through the admin import itself (packages of 5,000), so the fill also times the import and
 * the merge of award releases into their records.
 * Run with `npm run bench -w apps/api` (bench/run.ts) or alone: `npx tsx bench/tenders.bench.ts`;
 * `BENCH_RELEASES=2000` for a quick check.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { buildSampleTenderPackage } from '../src/db/seed/build-sample-tenders';
import { importPackage } from '../src/modules/tenders/tenders.service';

const RELEASES = Number(process.env.BENCH_RELEASES ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CHUNK = 5_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const round = (n: number) => Math.round(n * 100) / 100;

const started = await bootstrap(
  loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', SEED_SAMPLE_DATA: 'false' }),
);
try {
  const db = started.deps.database.db;
  // About one process in four has an award release as well: ask for enough processes to reach RELEASES.
  const all = buildSampleTenderPackage(new Date(), Math.ceil(RELEASES / 1.3)).releases.slice(0, RELEASES);
  const fill = performance.now();
  for (let i = 0; i < all.length; i += CHUNK) {
    await importPackage(
      started.deps,
      JSON.stringify({ ...buildSampleTenderPackage(new Date(), 0), releases: all.slice(i, i + CHUNK) }),
      { sample: true },
    );
  }
  const fillMs = performance.now() - fill;
  await db.execute(sql`analyze tenders`);
  const [counted] = (
    (await db.execute(sql`select count(*)::int as n from tenders`)) as unknown as { rows: { n: number }[] }
  ).rows;
  console.log(
    `imported ${all.length} releases into ${counted?.n} records in ${Math.round(fillMs)} ms ` +
      `(${Math.round(all.length / (fillMs / 1000))} releases/s)`,
  );

  const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const cases: Record<string, string> = {
    'no filter, page 1': '/api/tenders',
    'text "solar"': '/api/tenders?q=solar',
    'text + method + state': '/api/tenders?q=luminarias&method=open&state=Jalisco',
    'category + amount range': '/api/tenders?category=security&minAmount=500000000&maxAmount=2000000000',
    'deadline in the next 30 days': `/api/tenders?deadlineFrom=${today}&deadlineTo=${soon}`,
    'buyer text': '/api/tenders?buyer=salud',
    'no filter, page 50': '/api/tenders?page=50',
  };
  const rows: Record<string, string | number>[] = [];
  const everything: number[] = [];
  for (const [name, path] of Object.entries(cases)) {
    for (let i = 0; i < 10; i++) await started.app.request(`http://localhost${path}`);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const res = await started.app.request(`http://localhost${path}`);
      const body = (await res.json()) as { total: number };
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      total = body.total;
    }
    everything.push(...times);
    times.sort((a, b) => a - b);
    rows.push({
      case: name,
      matches: total,
      requests: REQUESTS,
      'p50 (ms)': round(percentile(times, 50)),
      'p95 (ms)': round(percentile(times, 95)),
    });
  }
  everything.sort((a, b) => a - b);
  rows.push({
    case: 'whole mix',
    matches: '',
    requests: everything.length,
    'p50 (ms)': round(percentile(everything, 50)),
    'p95 (ms)': round(percentile(everything, 95)),
  });
  console.log(`Tender search with ${all.length.toLocaleString('en')} OCDS releases (in-process, PGlite)`);
  console.table(rows);
} finally {
  await started.close();
}
