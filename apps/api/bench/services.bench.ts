/**
 * The services page's search (GET /api/services) over 100 000 generated services (budget: p95 < 50 ms): broad,
 * by category, by text, around a place with a radius, and at a date and hours (weekly hours and taken hours).
 * Run with `npm run bench -w apps/api` (bench/run.ts) or alone: `npx tsx bench/services.bench.ts`;
 * `BENCH_SERVICES=1000` for a quick check. "first" is the request that also counts the working services per category
 * (kept 30 s per filter set, decision 029); at a date the taken ones are subtracted fresh in every round.
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';

const SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_SERVICES_ROUNDS ?? 200);

/** A Monday a few weeks ahead, so the hours query meets weekly hours and some taken hours. */
function nextMonday(): string {
  const d = new Date(Date.now() + 21 * 86_400_000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const DAY = nextMonday();

const QUERIES = [
  { name: 'all, first page', path: '/api/services' },
  { name: 'category chef', path: '/api/services?category=chef' },
  { name: 'text "chofer"', path: '/api/services?q=chofer' },
  { name: 'within 25 km of CDMX', path: '/api/services?lat=19.43&lng=-99.13&radiusKm=25' },
  {
    name: 'within 100 km of GDL, electrician',
    path: '/api/services?lat=20.66&lng=-103.35&radiusKm=100&category=electrician',
  },
  {
    name: '50 km of CDMX, max 400/h',
    path: '/api/services?lat=19.43&lng=-99.13&radiusKm=50&maxPricePerHour=400&priceCurrency=MXN',
  },
  { name: 'Monday 10-12, anywhere', path: `/api/services?date=${DAY}&startHour=10&endHour=12` },
  { name: 'Monday, any hour, chef', path: `/api/services?date=${DAY}&category=chef` },
  {
    name: '25 km of CDMX, Monday 10-12',
    path: `/api/services?lat=19.43&lng=-99.13&radiusKm=25&date=${DAY}&startHour=10&endHour=12`,
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

type Db = Awaited<ReturnType<typeof bootstrap>>['deps']['database']['db'];

/** Services over Mexico (a third around CDMX and Guadalajara), 34 categories, weekdays 8-20, some booked hours. */
// Exported for a one-off EXPLAIN of the same data; the bench itself runs below.
export async function insertGeneratedServices(db: Db) {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`insert into profiles (user_id, full_name)
    select 'bench-svc-' || g, 'Proveedor ' || g from generate_series(0, 499) g on conflict do nothing`);
  await db.execute(sql`insert into listings (owner_id, type, title, description, category, currency, price_per_day,
      price_per_hour, min_hours, service_radius_km, weekly_hours, time_zone, location, city, country, continent,
      latitude, longitude, status, published_at)
    select 'bench-svc-' || (g % 500), 'service',
      (array['Chef a domicilio','Chofer privado','Electricista','Guardia de seguridad','Fotógrafo','Niñera'])[1 + g % 6] || ' ' || g,
      'Servicio generado para medir', (array['photographer','engineer','architect','audiovisual_production','dj',
      'security_guard','bodyguard','chef','lawyer','carpenter','electrician','construction_worker','waiter',
      'machinery_operator','truck_driver','bartender','hostess','house_cleaner','maintenance','accountant',
      'event_staff','customs_agent','gardener','agronomist','driver','psychologist','psychiatrist','nanny',
      'babysitter','k9_rescue','funeral_services','surgeon','emergency_doctor','anesthesiologist'])[1 + g % 34],
      'MXN', (800 + g % 40 * 100) * 100, (150 + g % 30 * 25) * 100, 1 + g % 4, 10 + g % 50,
      '{"mon":{"start":8,"end":20},"tue":{"start":8,"end":20},"wed":{"start":8,"end":20},"thu":{"start":8,"end":20},"fri":{"start":8,"end":20}}'::jsonb,
      'America/Mexico_City', 'Lugar ' || g, 'Ciudad ' || (g % 300), 'México', 'América del Norte',
      case g % 3 when 0 then 19.43 + (random() - 0.5) * 0.6 when 1 then 20.66 + (random() - 0.5) * 0.6 else 14.5 + random() * 18 end,
      case g % 3 when 0 then -99.13 + (random() - 0.5) * 0.6 when 1 then -103.35 + (random() - 0.5) * 0.6 else -117 + random() * 30 end,
      'live', now()
    from generate_series(1, ${SERVICES}) g`);
  // Every twentieth service is booked 10:00-12:00 that Monday.
  await db.execute(sql`insert into bookings (listing_id, renter_id, owner_id, start_date, end_date, start_hour, end_hour,
      held_hours, status, holds, instant_booking, currency, days, item_cost, insurance_cost, delivery_cost, deposit,
      total, commission, owner_earnings)
    select id, 'bench-renter', owner_id, ${DAY}::date, ${DAY}::date, '10:00', '12:00',
      tstzrange((${DAY}::date + interval '10 hours') at time zone 'America/Mexico_City',
                (${DAY}::date + interval '12 hours') at time zone 'America/Mexico_City', '[)'),
      'paid', true, true, 'MXN', 1, 1000, 0, 0, 0, 1000, 300, 700
    from listings where owner_id like 'bench-svc-%' and id % 20 = 0`);
  await db.execute(sql`analyze listings`);
  await db.execute(sql`analyze bookings`);
}

export async function runServicesBench(): Promise<void> {
  const started = await bootstrap(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }));
  try {
    const loadStart = performance.now();
    await insertGeneratedServices(started.deps.database.db);
    console.log(`Generating ${SERVICES} services: ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);
    const rows: Record<string, string | number>[] = [];
    for (const query of QUERIES) {
      const url = `http://localhost${query.path}`;
      // The first request also fills the counts the service keeps for 30 s (working services per category):
      // shown apart, since the rounds below measure what the next people with the same filters wait.
      const firstStart = performance.now();
      const first = await started.app.request(url);
      if (first.status !== 200) throw new Error(`${query.path} answered ${first.status}: ${await first.text()}`);
      const body = (await first.json()) as { total: number };
      const firstMs = performance.now() - firstStart;
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const t0 = performance.now();
        const res = await started.app.request(url);
        await res.arrayBuffer();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      rows.push({
        query: query.name,
        total: body.total,
        'p50 (ms)': percentile(times, 50).toFixed(2),
        'p95 (ms)': p95.toFixed(2),
        'p99 (ms)': percentile(times, 99).toFixed(2),
        'first (ms)': firstMs.toFixed(0),
        'budget 50 ms': p95 < 50 ? 'ok' : 'OVER',
      });
    }
    console.log(`\nGET /api/services over ${SERVICES} generated services (${ROUNDS} rounds each)`);
    console.table(rows);
  } finally {
    await started.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runServicesBench();
}
