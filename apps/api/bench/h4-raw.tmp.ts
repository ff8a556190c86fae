import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
const pg = await PGlite.create();
await pg.exec(`create table t as select g as id, (g % 3 = 0) as instant, (g % 300)::text as city, 'México' as country, 4.5::real as rating, repeat('x', 400) as pad from generate_series(1,100000) g; analyze t;`);
for (const q of ['select count(*) from t', 'select count(*) filter (where instant), avg(rating) from t', 'select city, country, count(*) from t group by 1,2', 'select count(distinct (city,country)) from t']) {
  const ts = [];
  for (let i = 0; i < 5; i++) { const s = performance.now(); await pg.query(q); ts.push(performance.now() - s); }
  console.log(q, ts.map((x) => x.toFixed(1)).join(' '));
}
