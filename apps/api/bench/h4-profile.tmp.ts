import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { insertGeneratedListings } from './generate-listings';
import { searchQuerySchema } from '@vira/domain/search';
import { toFilters } from '../src/modules/search/search.service';
import * as repo from '../src/modules/search/search.repository';

const N = Number(process.env.N ?? 100_000);
const started = await bootstrap(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }));
const db = started.deps.database.db;
const pg = started.deps.database.pglite!;
const t0 = performance.now();
await insertGeneratedListings(db, N, { images: false });
console.log('gen', ((performance.now() - t0) / 1000).toFixed(1), 's');
await pg.exec('analyze');
const qs = (process.env.QS ?? 'x=1|q=camara|q=bicicl|location=mexico|sort=price-low|sort=rating|sort=newest&page=5|maxDistanceKm=10&lat=19.4326&lng=-99.1332&sort=distance|q=camara&maxDistanceKm=25&lat=19.4326&lng=-99.1332|startDate=2030-03-10&endDate=2030-03-15|q=equipo&sort=price-low').split('|');
for (const q of qs) {
  const query = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
  const f = toFilters(query);
  const time = async (fn: () => Promise<unknown>) => {
    await fn();
    const ts: number[] = [];
    for (let i = 0; i < 5; i++) { const s = performance.now(); await fn(); ts.push(performance.now() - s); }
    ts.sort((a, b) => a - b);
    return ts[2]!.toFixed(1);
  };
  const page = await time(() => repo.searchListings(db, f, query.sort ?? 'relevance', 24, ((query.page ?? 1) - 1) * 24));
  const stats = await time(() => repo.searchStats(db, f));
  console.log(q.padEnd(60), 'page', page, 'stats', stats);
}
if (process.env.EXPLAIN) {
  const q = process.env.EXPLAIN;
  console.log((await pg.query(q)).rows.map((r: any) => r['QUERY PLAN']).join('\n'));
}
await started.close();
