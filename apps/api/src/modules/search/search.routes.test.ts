import type { ApiErrorBody } from '@vira/domain/api-error';
import { convertMinor, CURRENCIES, CURRENCY_CODES, type CurrencyCode } from '@vira/domain/currencies';
import { listingCategoriesFor } from '@vira/domain/category-taxonomy';
import { haversineKm } from '@vira/domain/geography';
import { comparableDayPrice } from '@vira/domain/pricing';
import type {
  ListingCard,
  LocationsResponse,
  PostalResponse,
  SearchResponse,
  SuggestionsResponse,
} from '@vira/domain/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { fold } from './search.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get<T>(path: string): Promise<T> {
  const res = await t.request(path);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/** Every listing matching `params`, walking all pages. */
async function all(params: string): Promise<{ items: ListingCard[]; first: SearchResponse }> {
  const first = await get<SearchResponse>(`/api/search?${params}&pageSize=48`);
  const items = [...first.items];
  for (let page = 2; page <= first.totalPages; page++) {
    items.push(...(await get<SearchResponse>(`/api/search?${params}&pageSize=48&page=${page}`)).items);
  }
  return { items, first };
}

/** The price a card is compared on: per day, or eight hours of a service priced only by the hour. */
const usd = (l: ListingCard) =>
  convertMinor(comparableDayPrice(l.pricePerDay, l.pricePerHour), l.currency as CurrencyCode, 'USD');

describe('GET /api/search', () => {
  it('pages through the whole catalogue with counts that match the items', async () => {
    const { items, first } = await all('');
    expect(first.total).toBeGreaterThan(200);
    expect(items).toHaveLength(first.total);
    expect(new Set(items.map((i) => i.id)).size).toBe(first.total);
    expect(items.map((i) => i.id)).not.toContain(200);
    expect(first.stats.total).toBe(first.total);
    expect(first.stats.instant).toBe(items.filter((i) => i.instantBooking).length);
    // Verified owners are people, counted once however many listings they have.
    const owners = (await t.deps.database.db.execute(
      sql`select count(distinct l.owner_id)::int as n from listings l join profiles p on p.user_id = l.owner_id
          where p.verification_status = 'verified'`,
    )) as unknown as { rows: { n: number }[] };
    expect(first.stats.verifiedOwners).toBe(owners.rows[0]!.n);
    expect(first.stats.verifiedOwners).toBeLessThan(items.filter((i) => i.ownerVerified).length);
    expect(first.stats.locations).toBe(new Set(items.map((i) => `${i.city}|${i.country}`)).size);
    // Listings without reviews have no rating ("new") and do not pull the average down.
    const rated = items.filter((i) => i.rating !== null).map((i) => i.rating!);
    expect(rated.length).toBeLessThan(items.length);
    const average = rated.reduce((s, r) => s + r, 0) / rated.length;
    expect(first.stats.averageRating).toBeCloseTo(average, 1);
    expect(first.totalPages).toBe(Math.ceil(first.total / 48));
  });

  it('finds accented words without the accent: camara finds Cámara', async () => {
    const { items } = await all('q=camara');
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((i) => i.title.includes('cámara') || i.title.includes('Cámara'))).toBe(true);
    const withAccent = await get<SearchResponse>('/api/search?q=C%C3%81MARA');
    expect(withAccent.total).toBe(items.length);
  });

  it('matches partial words in titles (trigram) and whole words in descriptions', async () => {
    const partial = await all('q=ideoconfer');
    expect(partial.items.length).toBeGreaterThan(0);
    for (const item of partial.items) expect(fold(item.title)).toContain('ideoconfer');
  });

  it('orders text by relevance on every page: title matches first, then full-text rank, then id', async () => {
    // The page is taken from title matches alone when they fill it (decision 032, session 9): pages that straddle
    // the last title match, and text found only in titles, must still follow this one order.
    for (const q of ['camara', 'bicicl', 'ideoconfer']) {
      const like = `%${q}%`;
      const expected = (await t.deps.database.db.execute(
        sql`select l.id, (l.search_title like ${like}) as titled from listings l join profiles p on p.user_id = l.owner_id
            where l.listed
              and (l.search_document @@ to_tsquery('spanish', ${q}) or l.search_title like ${like}
                   or l.search_location like ${like})
            order by (l.search_title like ${like}) desc,
              ts_rank(l.search_document, to_tsquery('spanish', ${q})) desc, l.id asc`,
      )) as unknown as { rows: { id: number; titled: boolean }[] };
      const titled = expected.rows.filter((r) => r.titled).length;
      expect(titled, q).toBeGreaterThan(0);
      if (q === 'camara') expect(expected.rows.length, 'camara also in descriptions').toBeGreaterThan(titled);
      // A page size that is no divisor of the title matches, so one page holds both kinds.
      const pageSize = [5, 7, 11].find((n) => titled % n !== 0)!;
      const ids: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.rows.length / pageSize); page++) {
        const res = await get<SearchResponse>(`/api/search?q=${q}&pageSize=${pageSize}&page=${page}`);
        ids.push(...res.items.map((i) => i.id));
      }
      expect(ids, q).toEqual(expected.rows.map((r) => r.id));
    }
  });

  it('returns only listings satisfying every chip filter at once', async () => {
    const { items, first } = await all('instant=true&insurance=true&minRating=4.5&homeDelivery=1&publicPickup=true');
    expect(first.total).toBe(items.length);
    for (const item of items) {
      expect(item.instantBooking && item.hasInsurance && item.homeDelivery && item.publicPickup).toBe(true);
      expect(item.rating).toBeGreaterThanOrEqual(4.5);
    }
    const unfiltered = await get<SearchResponse>('/api/search');
    expect(first.total).toBeLessThan(unfiltered.total);
  });

  it('each chip narrows the results and false means no restriction', async () => {
    const base = (await get<SearchResponse>('/api/search')).total;
    for (const [param, field] of [
      ['instant', 'instantBooking'],
      ['insurance', 'hasInsurance'],
      ['homeDelivery', 'homeDelivery'],
      ['publicPickup', 'publicPickup'],
    ] as const) {
      const { items } = await all(`${param}=true`);
      expect(items.length, param).toBeGreaterThan(0);
      expect(items.length, param).toBeLessThan(base);
      expect(
        items.every((i) => i[field]),
        param,
      ).toBe(true);
      expect((await get<SearchResponse>(`/api/search?${param}=false`)).total).toBe(base);
    }
  });

  it('filters by location, category, type and postal code', async () => {
    const mexico = await all('location=mexico');
    expect(mexico.items.length).toBeGreaterThan(50);
    for (const item of mexico.items) expect(fold(item.location)).toContain('mexico');

    // A sample catalogue key is an alias of its taxonomy category: the same results, listings carrying the id.
    const cameras = await all('category=fotografia&q=camara');
    expect(cameras.items.length).toBeGreaterThan(0);
    for (const item of cameras.items) expect(item.category).toBe('audiovisual');
    expect((await all('category=audiovisual&q=camara')).items.length).toBe(cameras.items.length);

    const construction = await all('category=construction');
    expect(construction.items.length).toBeGreaterThan(0);
    for (const item of construction.items) expect(listingCategoriesFor('construction')).toContain(item.category);

    const services = await all('type=service');
    for (const item of services.items) expect(item.type).toBe('service');
    // A service priced only by the hour is in the catalogue too, its card carrying the hourly price it shows.
    for (const item of services.items) expect(item.pricePerDay > 0 || (item.pricePerHour ?? 0) > 0).toBe(true);
    expect(services.items.some((i) => i.pricePerDay === 0 && (i.pricePerHour ?? 0) > 0)).toBe(true);

    const postal = await all('postal=06');
    expect(postal.items.length).toBeGreaterThan(0);
    const ids = postal.items.map((i) => i.id);
    const rows = (await t.deps.database.db.execute(
      // What the catalogue lists: every listed listing, hourly-only services included.
      sql`select id from listings where postal_code like '06%' and listed order by id`,
    )) as unknown as { rows: { id: number }[] };
    expect(ids.sort((a, b) => a - b)).toEqual(rows.rows.map((r) => r.id));
  });

  it('filters by price converted from any listing currency into the bound currency', async () => {
    const { items } = await all('priceMin=1000&priceMax=3000&priceCurrency=MXN');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const mxn = usd(item) * CURRENCIES.MXN.rate;
      expect(mxn).toBeGreaterThanOrEqual(1000 - 0.5);
      expect(mxn).toBeLessThanOrEqual(3000 + 0.5);
    }
    const cheap = await all('priceMax=1000');
    for (const item of cheap.items) expect(usd(item)).toBeLessThanOrEqual(1000.01);
  });

  it('filters by maximum distance from a point and sorts by distance', async () => {
    const point = { lat: 19.4326, lng: -99.1332 };
    const { items } = await all(`maxDistanceKm=25&lat=${point.lat}&lng=${point.lng}&sort=distance`);
    expect(items.length).toBeGreaterThan(0);
    let previous = 0;
    for (const item of items) {
      const km = haversineKm(point, { lat: item.latitude, lng: item.longitude });
      expect(km).toBeLessThanOrEqual(25);
      expect(item.distanceKm).toBeCloseTo(km, 0);
      expect(km).toBeGreaterThanOrEqual(previous - 0.01);
      previous = km;
    }
  });

  it('keeps every sort order', async () => {
    const low = (await all('sort=price-low')).items.map(usd);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await all('sort=price-high')).items.map(usd);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const rating = (await all('sort=rating')).items.map((i) => i.rating ?? -1);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    const newest = (await all('sort=newest')).items.map((i) => i.id);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const relevance = (await all('sort=relevance')).items.map((i) => i.id);
    expect(relevance).toEqual([...relevance].sort((a, b) => a - b));
  });

  it('hides listings already booked on the chosen dates', async () => {
    const listing = (await t.deps.database.db.execute(
      sql`select id, owner_id from listings order by id limit 1`,
    )) as unknown as { rows: { id: number; owner_id: string }[] };
    const { id, owner_id: ownerId } = listing.rows[0]!;
    await t.deps.database.db
      .execute(sql`insert into bookings (listing_id, renter_id, owner_id, start_date, end_date, status,
        holds, instant_booking, currency, days, item_cost, insurance_cost, delivery_cost, deposit, total, commission,
        owner_earnings)
      values (${id}, 'renter-test', ${ownerId}, '2030-03-10', '2030-03-15', 'paid', true, true, 'MXN', 5, 1000, 0, 0,
        0, 1000, 300, 700)`);
    const overlapping = await all('startDate=2030-03-14&endDate=2030-03-20');
    expect(overlapping.items.map((i) => i.id)).not.toContain(id);
    // The return day is free for the next renter.
    const after = await all('startDate=2030-03-15&endDate=2030-03-18');
    expect(after.items.map((i) => i.id)).toContain(id);
    expect(after.first.total).toBe(overlapping.first.total + 1);
  });

  it.each([
    ['minRating=3', 'minRating'],
    ['maxDistanceKm=7&lat=19&lng=-99', 'maxDistanceKm'],
    // Named as the filters panel labels them, not by the API's name.
    ['priceMin=12.5', 'Precio mínimo'],
    ['priceMax=-5', 'Precio máximo'],
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['pageSize=500', 'pageSize'],
    ['instant=maybe', 'instant'],
    ['lat=95&lng=0', 'lat'],
    ['startDate=2030-02-30&endDate=2030-03-01', 'startDate'],
    ['priceCurrency=XXX', 'priceCurrency'],
  ])('answers 400 with a Spanish message for %s', async (params, field) => {
    const res = await t.request(`/api/search?${params}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toContain(`«${field}»`);
    expect(body.error.message).toMatch(/no es válido/);
  });

  it.each([
    ['lat=19', 'search_point_incomplete', 'latitud'],
    ['maxDistanceKm=5', 'search_point_required', 'punto de partida'],
    ['sort=distance', 'search_point_required', 'punto de partida'],
    ['priceMin=5000&priceMax=1000', 'price_range_inverted', 'precio mínimo'],
    ['startDate=2030-01-01', 'dates_incomplete', 'fecha'],
    ['startDate=2030-01-05&endDate=2030-01-01', 'dates_inverted', 'devolución'],
    ['category=submarinos', 'unknown_category', 'submarinos'],
  ])('answers 400 for the combination %s', async (params, code, words) => {
    const res = await t.request(`/api/search?${params}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.error.code).toBe(code);
    expect(body.error.message).toContain(words);
  });

  it.each(['tv', 'ab', 'x', '1', '!!', '!!!', '¿?', '   '])(
    'answers any text, even short or bare punctuation: q=%s',
    async (q) => {
      for (const sort of ['relevance', 'rating', 'price-low']) {
        const res = await t.request(`/api/search?q=${encodeURIComponent(q)}&sort=${sort}`);
        expect(res.status, `${q} ${sort}: ${await res.clone().text()}`).toBe(200);
      }
    },
  );

  it('answers in English when asked', async () => {
    const res = await t.request('/api/search?sort=distance', { headers: { 'Accept-Language': 'en' } });
    expect(((await res.json()) as ApiErrorBody).error.message).toContain('starting point');
  });
});

describe('GET /api/search/suggestions', () => {
  it('refuses fewer than 2 characters', async () => {
    expect((await t.request('/api/search/suggestions?q=c')).status).toBe(400);
  });

  it('offers at most 6 distinct titles, matching the title or a long description word', async () => {
    for (const q of ['ca', 'camara', 'bici', 'equipo']) {
      const { items } = await get<SuggestionsResponse>(`/api/search/suggestions?q=${q}`);
      expect(items.length).toBeLessThanOrEqual(6);
      expect(new Set(items.map((i) => i.title)).size).toBe(items.length);
      for (const item of items) {
        const listing = (await t.deps.database.db.execute(
          sql`select description from listings where id = ${item.id}`,
        )) as unknown as { rows: { description: string }[] };
        const words = fold(listing.rows[0]!.description).split(/[^\p{L}\p{N}]+/u);
        const ok = fold(item.title).includes(q) || words.some((w) => w.length > 4 && w.includes(q));
        expect(ok, `${q} -> ${item.title}`).toBe(true);
      }
    }
    expect((await get<SuggestionsResponse>('/api/search/suggestions?q=ca')).items).toHaveLength(6);
    expect((await get<SuggestionsResponse>('/api/search/suggestions?q=zzqx')).items).toEqual([]);
  });
});

describe('GET /api/search/locations', () => {
  it('lists popular cities and countries when empty', async () => {
    const body = await get<LocationsResponse>('/api/search/locations');
    expect(body.popular).toBe(true);
    expect(body.cities.length).toBeGreaterThan(0);
    expect(body.cities.length).toBeLessThanOrEqual(15);
    expect(body.countries.length).toBeLessThanOrEqual(15);
    expect(body.cities[0]!.count).toBeGreaterThanOrEqual(body.cities.at(-1)!.count);
  });

  it('groups matching cities (10), countries and locations (15), accent-insensitively', async () => {
    const body = await get<LocationsResponse>('/api/search/locations?q=mexico');
    expect(body.popular).toBe(false);
    expect(body.cities.length).toBeGreaterThan(0);
    expect(body.cities.length).toBeLessThanOrEqual(10);
    expect(body.locations.length).toBeLessThanOrEqual(15);
    expect(body.countries.map((c) => c.country)).toContain('México');
    for (const place of body.locations) expect(fold(place.label)).toContain('mexico');
    expect((await get<LocationsResponse>('/api/search/locations?q=zzqx')).cities).toEqual([]);
  });

  it('reads all digits as the start of a postal code: 067 finds 06700', async () => {
    const body = await get<LocationsResponse>('/api/search/locations?q=067');
    expect(body.locations.map((p) => p.postalCode)).toContain('06700');
    for (const place of body.locations) expect(place.postalCode!.startsWith('067')).toBe(true);
  });
});

describe('GET /api/search/postal', () => {
  it('finds postal codes by their first digits, at most 20', async () => {
    const body = await get<PostalResponse>('/api/search/postal?q=06');
    expect(body.mode).toBe('postal');
    expect(body.matches.length).toBeGreaterThan(0);
    expect(body.matches.length).toBeLessThanOrEqual(20);
    for (const place of body.matches) expect(place.postalCode!.startsWith('06')).toBe(true);
  });

  it('offers nearby codes grouped by country when none matches: 3 per country, 15 in all', async () => {
    const body = await get<PostalResponse>('/api/search/postal?q=99999999');
    expect(body.matches).toEqual([]);
    expect(body.nearby.length).toBeGreaterThan(0);
    expect(body.nearby.flatMap((g) => g.places).length).toBeLessThanOrEqual(15);
    for (const group of body.nearby) {
      expect(group.places.length).toBeLessThanOrEqual(3);
      for (const place of group.places) expect(place.country).toBe(group.country);
    }
  });

  it('offers the places of the postal code’s own format first: 99999 starts with Mexico, not Lagos', async () => {
    const body = await get<PostalResponse>('/api/search/postal?q=99999');
    expect(body.matches).toEqual([]);
    expect(body.nearby[0]!.country).toBe('México');
    expect(body.nearby[0]!.places.map((p) => p.city)).toContain('Mérida');
    const countries = body.nearby.map((g) => g.country);
    if (countries.includes('Nigeria')) expect(countries.indexOf('Nigeria')).toBeGreaterThan(0);
  });

  it('treats text as a place search and refuses 1 character', async () => {
    const body = await get<PostalResponse>('/api/search/postal?q=roma');
    expect(body.mode).toBe('text');
    expect((await t.request('/api/search/postal?q=1')).status).toBe(400);
  });
});

describe('price conversion in SQL', () => {
  it('uses exactly the rate table of the domain package', async () => {
    const result = (await t.deps.database.db.execute(
      sql`select code, vira_usd_rate(code) as rate from unnest(${sql.raw(
        `array[${CURRENCY_CODES.map((c) => `'${c}'`).join(',')}]`,
      )}::text[]) as code`,
    )) as unknown as { rows: { code: CurrencyCode; rate: number }[] };
    expect(result.rows).toHaveLength(CURRENCY_CODES.length);
    for (const row of result.rows) expect(row.rate, row.code).toBe(CURRENCIES[row.code].rate);
  });
});
