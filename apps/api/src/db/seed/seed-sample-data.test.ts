import { listingSchema, FEATURED_LISTING_IDS } from '@vira/domain/listing';
import { CONTINENTS } from '@vira/domain/geography';
import { CATALOGUE_TO_TAXONOMY, findCategory } from '@vira/domain/category-taxonomy';
import { CURRENCY_CODES } from '@vira/domain/currencies';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedSampleData } from './seed-sample-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.deps.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function counts() {
  const [c] = await rows<{ listings: number; images: number; profiles: number }>(
    sql`select (select count(*)::int from listings) as listings, (select count(*)::int from listing_images) as images,
      (select count(*)::int from profiles) as profiles`,
  );
  return c!;
}

describe('sample catalogue', () => {
  // The sample services of seed-sample-services.ts (with weekly hours) come after this catalogue; these facts are
  // the catalogue's.
  it('has 270 listings with ids 1 to 271 and no id 200', async () => {
    const ids = (await rows<{ id: number }>(sql`select id from listings where weekly_hours is null order by id`)).map(
      (r) => r.id,
    );
    expect(ids).toHaveLength(270);
    expect(ids[0]).toBe(1);
    expect(ids.at(-1)).toBe(271);
    expect(ids).not.toContain(200);
  });

  it('uses every category, about 60 cities and every continent, Mexico-heavy, in local currencies', async () => {
    const [facts] = await rows<{
      categories: string[];
      cities: number;
      continents: string[];
      mexico: number;
      currencies: string[];
    }>(
      sql`select array_agg(distinct category) as categories, count(distinct city)::int as cities,
        array_agg(distinct continent) as continents, count(*) filter (where country = 'México')::int as mexico,
        array_agg(distinct currency) as currencies from listings where weekly_hours is null`,
    );
    // One vocabulary: every listing carries a taxonomy category, and every category the sample keys stand for is used.
    for (const category of facts!.categories) expect(['products', 'services']).toContain(findCategory(category)?.type);
    const aliased = Object.values(CATALOGUE_TO_TAXONOMY).filter((id) => id !== null);
    expect(facts!.categories).toEqual(expect.arrayContaining(aliased));
    expect(facts!.cities).toBeGreaterThanOrEqual(55);
    for (const continent of CONTINENTS.filter((c) => c !== 'Global')) expect(facts!.continents).toContain(continent);
    expect(facts!.mexico).toBeGreaterThanOrEqual(100);
    for (const currency of facts!.currencies) expect(CURRENCY_CODES).toContain(currency);
    const [mx] = await rows<{ bad: number }>(
      sql`select count(*)::int as bad from listings where country = 'México' and currency <> 'MXN'`,
    );
    expect(mx!.bad).toBe(0);
    const [loc] = await rows<{ bad: number }>(
      sql`select count(*)::int as bad from listings where location not like '%, ' || country`,
    );
    expect(loc!.bad).toBe(0);
  });

  it('gives every listing 1 to 4 images and the featured ones at least 3', async () => {
    const perListing = await rows<{ id: number; n: number }>(
      sql`select l.id, count(i.id)::int as n from listings l left join listing_images i on i.listing_id = l.id group by l.id`,
    );
    for (const { n } of perListing) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(4);
    }
    for (const id of FEATURED_LISTING_IDS) expect(perListing.find((r) => r.id === id)!.n).toBeGreaterThanOrEqual(3);
  });

  it('is owned by the three verified sample owners with matching listing totals', async () => {
    const owners = await rows<{ user_id: string; owned: number; is_vira: boolean; verification_status: string }>(
      sql`select p.user_id, p.is_vira, p.verification_status, count(l.id)::int as owned
        from profiles p join listings l on l.owner_id = p.user_id
        where p.user_id in (select owner_id from listings where weekly_hours is null)
        group by p.user_id order by p.user_id`,
    );
    expect(owners.map((o) => o.user_id)).toEqual(['example1', 'example2', 'example3']);
    for (const o of owners) {
      const profile = (await (await t.request(`/api/profiles/${o.user_id}`)).json()) as { totalListings: number };
      expect(profile.totalListings).toBe(o.owned);
      expect(o.is_vira).toBe(true);
      expect(o.verification_status).toBe('verified');
    }
  });

  it('has one sample owner with a verified identity, so the shield shows on their profile and listings', async () => {
    const profile = (await (await t.request('/api/profiles/example1')).json()) as { identityVerified: boolean };
    expect(profile.identityVerified).toBe(true);
    const [own] = await rows<{ id: number }>(sql`select id from listings where owner_id = 'example1' order by id limit 1`);
    const listing = (await (await t.request(`/api/listings/${own!.id}`)).json()) as {
      owner: { identityVerified: boolean };
    };
    expect(listing.owner.identityVerified).toBe(true);
    const others = (await (await t.request('/api/profiles/example2')).json()) as { identityVerified: boolean };
    expect(others.identityVerified).toBe(false);
  });

  it('gives every listing its own title', async () => {
    const titles = (await rows<{ title: string }>(sql`select title from listings`)).map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('shows listings without reviews as new: null rating, 0 reviews', async () => {
    const [c] = await rows<{ unreviewed: number; zero: number; mismatched: number }>(
      sql`select count(*) filter (where review_count = 0)::int as unreviewed,
          count(*) filter (where rating = 0)::int as zero,
          count(*) filter (where (review_count = 0) <> (rating is null))::int as mismatched
        from listings`,
    );
    expect(c!.unreviewed).toBeGreaterThan(0);
    expect(c!.zero).toBe(0);
    expect(c!.mismatched).toBe(0);
    const [id] = await rows<{ id: number }>(sql`select id from listings where review_count = 0 order by id limit 1`);
    const listing = (await (await t.request(`/api/listings/${id!.id}`)).json()) as {
      rating: unknown;
      reviewCount: number;
    };
    expect(listing).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('rates each sample owner with the average of their listings’ reviews, as a member for years', async () => {
    const owners = await rows<{ user_id: string; average: number; created_at: string }>(
      sql`select p.user_id, avg(r.rating)::float8 as average, p.created_at::text
        from profiles p join listings l on l.owner_id = p.user_id join reviews r on r.listing_id = l.id
        group by p.user_id order by p.user_id`,
    );
    expect(owners).toHaveLength(3);
    for (const o of owners) {
      expect(new Date(o.created_at).getUTCFullYear()).toBeLessThanOrEqual(2021);
      // The profile's figure is read from those same reviews (decision 035).
      const profile = (await (await t.request(`/api/profiles/${o.user_id}`)).json()) as { rating: number };
      expect(profile.rating).toBeCloseTo(o.average, 1);
    }
    const profile = (await (await t.request('/api/profiles/example1')).json()) as { memberSince: string };
    expect(new Date(profile.memberSince).getUTCFullYear()).toBe(2019);
  });

  it('continues listing ids after the seeded ones (271 items, then the sample services) for newly published items', async () => {
    const [last] = await rows<{ id: number }>(sql`select max(id)::int as id from listings`);
    expect(last!.id).toBeGreaterThanOrEqual(271);
    const [next] = await rows<{ id: number }>(sql`select nextval(pg_get_serial_sequence('listings', 'id'))::int as id`);
    expect(next!.id).toBeGreaterThan(last!.id);
  });

  it('does not seed twice', async () => {
    const before = await counts();
    await seedSampleData(t.deps);
    expect(await counts()).toEqual(before);
  });

  it('serves a featured listing in full through GET /api/listings/12', async () => {
    const res = await t.request('/api/listings/12');
    expect(res.status).toBe(200);
    const listing = listingSchema.parse(await res.json());
    expect(listing.id).toBe(12);
    expect(listing.images.length).toBeGreaterThanOrEqual(3);
    expect(listing.owner.isVira).toBe(true);
    expect(listing.location.endsWith(listing.country)).toBe(true);
  });
});

describe('sample completed rentals', () => {
  it('stand behind most sample reviews, so they carry “Renta verificada”, and feed the impact figures', async () => {
    const [c] = await rows<{ rentals: number; verified: number; reviews: number; bad: number; holding: number }>(sql`
      select
        (select count(*)::int from bookings where status = 'completed' and renter_id like 'sample-reviewer-%') as rentals,
        (select count(*)::int from reviews r where exists (
           select 1 from bookings b where b.listing_id = r.listing_id and b.renter_id = r.reviewer_id
             and b.status = 'completed')) as verified,
        (select count(*)::int from reviews) as reviews,
        (select count(*)::int from bookings b join reviews r on r.listing_id = b.listing_id and r.reviewer_id = b.renter_id
           where b.end_date >= r.created_at::date or b.owner_earnings + b.commission <> b.item_cost) as bad,
        (select count(*)::int from bookings where renter_id like 'sample-reviewer-%' and holds) as holding`);
    expect(c!.rentals).toBeGreaterThan(100);
    // Most reviews are verified, not all: a low rating or a quarter of the others stay unverified.
    expect(c!.verified).toBeGreaterThan(c!.reviews / 3);
    expect(c!.verified).toBeLessThan(c!.reviews);
    // Every rental ended before its review, its earnings are the rental minus the commission, and none holds dates.
    expect(c!.bad).toBe(0);
    expect(c!.holding).toBe(0);

    const listingId = (
      await rows<{ id: number }>(sql`
        select r.listing_id as id from reviews r join bookings b
          on b.listing_id = r.listing_id and b.renter_id = r.reviewer_id and b.status = 'completed'
        order by r.listing_id limit 1`)
    )[0]!.id;
    const panel = (await (await t.request(`/api/listings/${listingId}/reviews`)).json()) as {
      items: { verifiedRental: boolean }[];
    };
    expect(panel.items.some((r) => r.verifiedRental)).toBe(true);
  });
});
