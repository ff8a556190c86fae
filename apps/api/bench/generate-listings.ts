/**
 * Bulk synthetic listings for benchmarks (search and map at 100 000+ listings). Everything is computed inside
 * PostgreSQL from `generate_series`, with values derived from hashes of the row number, so the same N gives the
 * same rows on every run. The rows themselves take seconds; rebuilding the search indexes afterwards dominates
 * (20 000 listings took about 11 s in all on the shared 2-core machine, 100 000 about a minute or two under load).
 *
 * Spread: cities of the sample catalogue (weighted, so Mexico-heavy) with up to ~20 km of scatter around each,
 * every sample category, titles and descriptions from the sample texts plus word lists, prices in local money,
 * realistic flag mix and ratings 3.0-5.0.
 *
 * Meant for throw-away bench databases: secondary indexes of listings and listing_images are dropped during the
 * insert and rebuilt from their own definitions afterwards.
 */
import { sql } from 'drizzle-orm';
import { CURRENCIES, minorUnitFactor } from '@vira/domain/currencies';
import type { AppDb } from '../src/db/client';
import { SAMPLE_CITIES } from '../src/db/seed/sample-cities';
import { LISTING_TEMPLATES } from '../src/db/seed/sample-listing-texts';

const BATCH = 50_000;
const BENCH_OWNERS = ['bench-owner-1', 'bench-owner-2', 'bench-owner-3'];

const TITLE_SUFFIXES = [
  'en excelente estado',
  'casi nuevo',
  'ideal para fin de semana',
  'con entrega a domicilio',
  'precio por día',
  'uso profesional',
  'listo para usar',
  'con accesorios',
  'revisado y limpio',
  'disponible hoy',
];
const EXTRA_SENTENCES = [
  'Respondo mensajes en menos de una hora.',
  'Puedes recogerlo en una estación de metro cercana.',
  'Descuento en rentas de una semana o más.',
  'Te explico cómo usarlo al entregarlo.',
  'Se entrega limpio y revisado.',
  'Acepto reservas con un día de anticipación.',
  'Factura disponible si la necesitas.',
  'Ideal para proyectos cortos sin tener que comprar.',
];

function literal(value: string | number | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

function valuesList(rows: (string | number | null)[][]): string {
  return rows.map((r) => `(${r.map(literal).join(', ')})`).join(',\n');
}

/** One row per unit of city weight, so picking a row uniformly gives the sample catalogue's geography. */
function cityRows(): (string | number | null)[][] {
  const rows: (string | number | null)[][] = [];
  for (const c of SAMPLE_CITIES) {
    for (let k = 0; k < c.weight; k++) {
      const [zone, postal] = c.zones[k % c.zones.length]!;
      rows.push([
        rows.length,
        c.name,
        c.country,
        c.continent,
        c.currency,
        c.lat,
        c.lng,
        c.priceLevel * CURRENCIES[c.currency].rate,
        minorUnitFactor(c.currency),
        zone,
        postal || null,
      ]);
    }
  }
  return rows;
}

function templateRows(): (string | number | null)[][] {
  const rows: (string | number | null)[][] = [];
  for (const [category, templates] of Object.entries(LISTING_TEMPLATES)) {
    for (const t of templates) {
      rows.push([
        rows.length,
        category,
        t.title,
        t.description,
        t.usdPerDay,
        t.depositDays,
        t.type ?? 'product',
        t.years?.[0] ?? null,
      ]);
    }
  }
  return rows;
}

/**
 * Inserts `count` synthetic listings (and one generated image each unless `images` is false) after whatever is
 * already there. Returns the first and last new listing id.
 */
export async function insertGeneratedListings(
  db: AppDb,
  count: number,
  options: { images?: boolean } = {},
): Promise<{ firstId: number; lastId: number }> {
  const cities = cityRows();
  const templates = templateRows();
  const suffixes = `array[${TITLE_SUFFIXES.map(literal).join(', ')}]`;
  const sentences = `array[${EXTRA_SENTENCES.map(literal).join(', ')}]`;

  await db.execute(
    sql.raw(
      // A person's rating is read from their reviews, not stored (decision 037).
      `insert into profiles (user_id, full_name, is_vira, verification_status) values ${BENCH_OWNERS.map(
        (id, i) => `(${literal(id)}, ${literal(`Vira de prueba ${i + 1}`)}, true, 'verified')`,
      ).join(', ')} on conflict do nothing`,
    ),
  );
  const before = await firstRow<{ max: number | null }>(db, 'select max(id)::int as max from listings');
  // Building the search indexes once over all rows is several times faster than updating them row by row, so
  // secondary indexes are dropped for the bulk insert and recreated from their own definitions afterwards.
  const indexes = await allRows<{ name: string; def: string }>(
    db,
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename in ('listings', 'listing_images')
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  // GIN indexes (full text, trigrams) build much faster with more sort memory than the default.
  await db.execute(sql.raw(`set maintenance_work_mem = '256MB'`));
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index.name}"`));

  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1);
    // Generated rows are not anyone's act: they skip the audit trail's per-row triggers (listings has no other
    // trigger), which would otherwise triple the time of a million-row fill.
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      await tx.execute(
        sql.raw(`
with cities(idx, name, country, continent, currency, lat, lng, local_rate, factor, zone, postal) as (values ${valuesList(cities)}),
templates(idx, category, title, description, usd, deposit_days, type, year_from) as (values ${valuesList(templates)}),
s as (
  select g,
    (hashtext('city' || g)::bigint + 2147483648) as hc,
    (hashtext('tpl' || g)::bigint + 2147483648) as ht,
    (hashtext('lat' || g)::bigint + 2147483648) as hlat,
    (hashtext('lng' || g)::bigint + 2147483648) as hlng,
    (hashtext('misc' || g)::bigint + 2147483648) as hm,
    (hashtext('flag' || g)::bigint + 2147483648) as hf
  from generate_series(${start}, ${end}) g
),
r as (
  select s.*, c.*, t.idx as t_idx, t.category, t.title, t.description, t.usd, t.deposit_days, t.type, t.year_from,
    greatest(1, round(t.usd * c.local_rate * (0.7 + (s.hm % 60) / 100.0)))::bigint as price_major
  from s
  join cities c on c.idx = s.hc % ${cities.length}
  join templates t on t.idx = s.ht % ${templates.length}
)
insert into listings (owner_id, type, title, description, category, currency, price_per_day, insurance_cost_per_day,
  deposit, delivery_cost, location, city, country, continent, postal_code, latitude, longitude, rating, review_count,
  condition, model_year, available, has_insurance, instant_booking, home_delivery, public_pickup, created_at, updated_at)
select
  (array[${BENCH_OWNERS.map(literal).join(', ')}])[1 + g % 3],
  type,
  title || ' ' || (${suffixes})[1 + (hm / 7) % ${TITLE_SUFFIXES.length}],
  description || ' ' || (${sentences})[1 + (hm / 11) % ${EXTRA_SENTENCES.length}],
  category,
  currency,
  (price_major * factor)::int,
  case when hf % 10 < 6 then (greatest(1, round(price_major * 0.12)) * factor)::int else 0 end,
  (price_major * deposit_days * factor)::int,
  case when (hf / 10) % 10 < 4 then (greatest(1, round(8 * local_rate)) * factor)::int else 0 end,
  zone || ', ' || name || ', ' || country,
  name, country, continent, postal,
  least(89.9, greatest(-89.9, lat + ((hlat % 40001) / 100000.0 - 0.2))),
  least(179.9, greatest(-179.9, lng + ((hlng % 40001) / 100000.0 - 0.2) / cos(radians(lat)))),
  (30 + (hm / 13) % 21) / 10.0,
  ((hm / 17) % 200)::int,
  (array['new', 'like_new', 'excellent', 'good', 'fair'])[1 + (hm / 19) % 5],
  case when year_from is null then null else year_from + ((hm / 23) % 5)::int end,
  (hf / 100) % 100 < 92,
  hf % 10 < 6,
  (hf / 1000) % 100 < 45,
  (hf / 10) % 10 < 4,
  (hf / 100000) % 100 < 55,
  timestamptz '2026-10-01 12:00:00+00' - ((hm / 29) % 548) * interval '1 day' - ((hm / 31) % 86400) * interval '1 second',
  timestamptz '2026-10-01 12:00:00+00' - ((hm / 29) % 548) * interval '1 day' - ((hm / 31) % 86400) * interval '1 second'
from r
order by g`),
      );
    });
  }

  const after = await firstRow<{ max: number | null }>(db, 'select max(id)::int as max from listings');
  const firstId = (before.max ?? 0) + 1;
  const lastId = after.max ?? 0;
  if (options.images !== false) {
    await db.execute(
      sql.raw(`insert into listing_images (listing_id, position, storage_key, alt)
        select id, 0, 'generated:listing/' || id || '/1', title from listings where id between ${firstId} and ${lastId}`),
    );
  }
  for (const index of indexes) await db.execute(sql.raw(index.def));
  await db.execute(sql.raw('reset maintenance_work_mem'));
  await db.execute(sql.raw('analyze listings'));
  await db.execute(sql.raw('analyze listing_images'));
  return { firstId, lastId };
}

async function allRows<T>(db: AppDb, query: string): Promise<T[]> {
  const result = await db.execute(sql.raw(query));
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function firstRow<T>(db: AppDb, query: string): Promise<T> {
  return (await allRows<T>(db, query))[0]!;
}
