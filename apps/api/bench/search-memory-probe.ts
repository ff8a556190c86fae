/**
 * A measurement, not product code (decision 032): what the search's stat cards would cost if each API instance
 * kept the catalogue's filter columns in memory (typed arrays, interned strings) and the lexemes of every
 * listing's search document as posting lists, instead of a pass over the matches in PostgreSQL. It prints the
 * load time, the resident memory added, and the time to compute the figures for filter sets of the search
 * bench's mix, with the figures themselves so they can be checked against the API's.
 *
 * Run by search.bench.ts on its PostgreSQL database after the mix when BENCH_SEARCH_MEMORY_PROBE=1 (the listings
 * are already generated there), or alone on a filled database:
 * `BENCH_DATABASE_URL=postgres://... node --expose-gc --import tsx bench/search-memory-probe.ts`.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const BATCH = 50_000;

interface Figures {
  total: number;
  instant: number;
  verifiedOwners: number;
  averageRating: number | null;
  locations: number;
}

function interner() {
  const index = new Map<string, number>();
  const values: string[] = [];
  return {
    values,
    id(value: string): number {
      let i = index.get(value);
      if (i === undefined) index.set(value, (i = values.push(value) - 1));
      return i;
    },
  };
}

function memoryMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().rss / 1e6;
}

export async function probeInMemoryStats(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ count }] = (await client.query('select count(*)::int as count from listings')).rows as [{ count: number }];
    const rssBefore = memoryMb();
    const started = performance.now();
    const category = new Uint16Array(count);
    const flags = new Uint8Array(count); // 1 instant, 2 insurance, 4 home delivery, 8 public pickup
    const shownRating = new Float64Array(count);
    const rating = new Float64Array(count);
    const priceUsd = new Float64Array(count);
    const latitude = new Float64Array(count);
    const longitude = new Float64Array(count);
    const place = new Uint32Array(count);
    const owner = new Uint32Array(count);
    const location = new Uint32Array(count);
    const categories = interner();
    const places = interner();
    const owners = interner();
    const locations = interner();
    const verified: boolean[] = [];
    const growing = new Map<string, number[]>();
    let n = 0;
    let lastId = 0;
    for (;;) {
      const { rows } = await client.query({
        rowMode: 'array',
        text: `select l.id, l.category, l.instant_booking, l.has_insurance, l.home_delivery, l.public_pickup,
            round(l.rating::numeric, 1)::float8, l.rating::float8, vira_price_usd(l.price_per_day, l.currency),
            l.latitude, l.longitude, l.city || '|' || l.country, l.owner_id,
            coalesce(p.verification_status = 'verified', false), l.search_location,
            array_to_string(tsvector_to_array(l.search_document), ' ')
          from listings l left join profiles p on p.user_id = l.owner_id
          where l.listed and l.price_per_day > 0 and l.id > $1 order by l.id limit ${BATCH}`,
        values: [lastId],
      });
      if (rows.length === 0 || n >= count) break;
      for (const row of rows as unknown[][]) {
        category[n] = categories.id(row[1] as string);
        flags[n] = (row[2] ? 1 : 0) | (row[3] ? 2 : 0) | (row[4] ? 4 : 0) | (row[5] ? 8 : 0);
        shownRating[n] = (row[6] as number | null) ?? Number.NaN;
        rating[n] = (row[7] as number | null) ?? Number.NaN;
        priceUsd[n] = row[8] as number;
        latitude[n] = row[9] as number;
        longitude[n] = row[10] as number;
        place[n] = places.id(row[11] as string);
        owner[n] = owners.id(row[12] as string);
        verified[owner[n]!] = row[13] as boolean;
        location[n] = locations.id(row[14] as string);
        for (const lexeme of (row[15] as string).split(' ')) {
          let list = growing.get(lexeme);
          if (!list) growing.set(lexeme, (list = []));
          list.push(n);
        }
        n++;
        lastId = row[0] as number;
      }
    }
    const postings = new Map<string, Int32Array>();
    for (const [lexeme, list] of growing) postings.set(lexeme, Int32Array.from(list));
    growing.clear();
    const loadSeconds = (performance.now() - started) / 1000;
    const addedMb = memoryMb() - rssBefore;

    function figures(match: (i: number) => boolean, subset?: Int32Array): Figures {
      let total = 0;
      let instant = 0;
      let rated = 0;
      let sum = 0;
      let placeCount = 0;
      let ownerCount = 0;
      const seenPlace = new Uint8Array(places.values.length);
      const seenOwner = new Uint8Array(owners.values.length);
      const length = subset ? subset.length : n;
      for (let k = 0; k < length; k++) {
        const i = subset ? subset[k]! : k;
        if (!match(i)) continue;
        total++;
        instant += flags[i]! & 1;
        const r = rating[i]!;
        if (r === r) {
          rated++;
          sum += r;
        }
        const p = place[i]!;
        if (seenPlace[p] === 0) {
          seenPlace[p] = 1;
          placeCount++;
        }
        const o = owner[i]!;
        if (seenOwner[o] === 0 && verified[o]) {
          seenOwner[o] = 1;
          ownerCount++;
        }
      }
      return {
        total,
        instant,
        verifiedOwners: ownerCount,
        averageRating: rated ? Math.round((sum / rated) * 10) / 10 : null,
        locations: placeCount,
      };
    }
    const intersect = (a: Int32Array, b: Int32Array) => {
      const out: number[] = [];
      for (let i = 0, j = 0; i < a.length && j < b.length;) {
        if (a[i]! < b[j]!) i++;
        else if (a[i]! > b[j]!) j++;
        else {
          out.push(a[i]!);
          i++;
          j++;
        }
      }
      return Int32Array.from(out);
    };
    const haversineKm = (lat1: number, lng1: number, lat2: number, lng2: number) => {
      const rad = Math.PI / 180;
      const a =
        Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
        Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
      return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
    };
    const tools = categories.id('herramientas');
    const inMexico = Uint8Array.from(locations.values, (l) => (l.includes('mexico') ? 1 : 0));
    const none = new Int32Array(0);
    const cases: [string, () => Figures][] = [
      ['no filters', () => figures(() => true)],
      ['text: camara (lexeme cam)', () => figures(() => true, postings.get('cam') ?? none)],
      [
        'text: two words',
        () => figures(() => true, intersect(postings.get('taladr') ?? none, postings.get('percutor') ?? none)),
      ],
      ['location: mexico', () => figures((i) => inMexico[location[i]!] === 1)],
      ['category + chips', () => figures((i) => category[i] === tools && (flags[i]! & 3) === 3)],
      ['all chips + rating', () => figures((i) => flags[i] === 15 && shownRating[i]! >= 4.5)],
      ['price range (MXN)', () => figures((i) => priceUsd[i]! >= 1000 / 17 && priceUsd[i]! <= 5000 / 17)],
      [
        'within 10 km',
        // A latitude band first (0.1° is 11 km), as the SQL's earth box does.
        () =>
          figures(
            (i) =>
              Math.abs(latitude[i]! - 19.4326) < 0.1 &&
              haversineKm(19.4326, -99.1332, latitude[i]!, longitude[i]!) <= 10,
          ),
      ],
    ];
    const table: Record<string, string | number>[] = [];
    for (const [name, run] of cases) {
      const times: number[] = [];
      let result = run();
      for (let k = 0; k < 9; k++) {
        const t = performance.now();
        result = run();
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      table.push({
        'filter set': name,
        'median (ms)': times[4]!.toFixed(1),
        'max (ms)': times[8]!.toFixed(1),
        figures: JSON.stringify(result),
      });
    }
    console.log(
      `\nIn-memory probe over ${n} listings: loaded in ${loadSeconds.toFixed(1)} s, ${postings.size} lexemes, ` +
        `resident memory +${addedMb.toFixed(0)} MB (load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
    console.table(table);
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('Set BENCH_DATABASE_URL to a database with generated listings.');
  await probeInMemoryStats(url);
}
