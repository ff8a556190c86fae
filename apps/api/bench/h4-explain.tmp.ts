import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { insertGeneratedListings } from './generate-listings';
const started = await bootstrap(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }));
const pg = started.deps.database.pglite!;
await insertGeneratedListings(started.deps.database.db, Number(process.env.N ?? 20000), { images: false });
await pg.exec('analyze');
const where1 = `earth_box(ll_to_earth(19.4326::float8, -99.1332::float8), 10100::float8) @> ll_to_earth(l.latitude, l.longitude) and vira_haversine_km(19.4326::float8, -99.1332::float8, l.latitude, l.longitude) <= 10`;
const where2 = `(l.search_document @@ to_tsquery('spanish', 'camara:*') or l.search_title like '%camara%' or l.search_location like '%camara%')`;
for (const q of [
  `explain analyze select l.id from listings l join profiles p on p.user_id = l.owner_id where ${where1} order by vira_haversine_km(19.4326::float8, -99.1332::float8, l.latitude, l.longitude), l.id limit 24`,
  `explain analyze select l.id from listings l join profiles p on p.user_id = l.owner_id where ${where2} order by (l.search_title like '%camara%') desc, ts_rank(l.search_document, to_tsquery('spanish', 'camara:*')) desc, l.id limit 24`,
  `explain analyze select l.id from listings l join profiles p on p.user_id = l.owner_id where true order by vira_price_usd(l.price_per_day, l.currency), l.id limit 24`,
]) console.log((await pg.query<any>(q)).rows.map((r) => r['QUERY PLAN']).join('\n'), '\n');
await started.close();
