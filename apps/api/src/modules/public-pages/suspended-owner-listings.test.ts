import { eq, sql } from 'drizzle-orm';
import { listingPath } from '@vira/domain/listing-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { insertListing } from '../../../test/listing-fixtures';
import { call } from '../../../test/renting-helpers';
import { signIn } from '../../../test/auth-helpers';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';
import { createPublicPagesApp } from '../../../test/public-pages-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createPublicPagesApp();
});
afterAll(async () => {
  await t.close();
});

const TITLE = 'Esmeriladora de dueña suspendida';

/** Where a visitor or a crawler could meet a listing: its page, the sitemap, its category's page, search and map. */
async function whereSeen(id: number) {
  const page = await t.request(listingPath(id, TITLE));
  const sitemap = await (await t.request('/sitemaps/listings-1.xml')).text();
  const category = await (await t.request('/categories/tools')).text();
  const found = (await (await t.request('/api/search?q=esmeriladora')).json()) as { items: { id: number }[] };
  const preview = await t.request(`/og/listings/${id}/es.jpg`);
  const near = (await (await t.request('/api/map/nearby?lat=19.35&lng=-99.16&radiusKm=1&limit=200')).json()) as {
    items: { id: number }[];
  };
  return {
    page: page.status,
    inSitemap: sitemap.includes(`/listings/${id}-`),
    onCategoryPage: category.includes(`data-listing-id="${id}"`),
    inSearch: found.items.some((item) => item.id === id),
    onMap: near.items.some((item) => item.id === id),
    preview: preview.status,
  };
}

describe("a suspended owner's listings", () => {
  it('are no public page, leave the sitemap, the category page, search and the map, and come back when the owner is restored', async () => {
    const db = t.deps.database.db;
    const id = await insertListing(db, 'owner-to-suspend', TITLE);
    expect(await whereSeen(id)).toEqual({
      page: 200,
      inSitemap: true,
      onCategoryPage: true,
      inSearch: true,
      onMap: true,
      preview: 200,
    });

    // As an admin does it: the admin's own route.
    const admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
    const suspend = await call(t, admin, 'POST', '/api/admin/users/owner-to-suspend/suspend', { reason: 'Fraude' });
    expect(suspend.status).toBe(204);
    // The map's points reload in the background on the catalogue's change notice: asked again until they have.
    await expect
      .poll(() => whereSeen(id), { timeout: 10_000 })
      .toEqual({
        page: 404,
        inSitemap: false,
        onCategoryPage: false,
        inSearch: false,
        onMap: false,
        preview: 404,
      });

    await call(t, admin, 'POST', '/api/admin/users/owner-to-suspend/restore', { reason: 'Aclarado' });
    await expect
      .poll(() => whereSeen(id), { timeout: 10_000 })
      .toMatchObject({ page: 200, inSitemap: true, onMap: true });
  });

  it('stay unlisted when written while the owner is suspended', async () => {
    const db = t.deps.database.db;
    await insertListing(db, 'owner-suspended-first', 'Primera');
    await db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.userId, 'owner-suspended-first'));
    const id = await insertListing(db, 'owner-suspended-first', TITLE);
    expect((await t.request(listingPath(id, TITLE))).status).toBe(404);
  });

  it('keep every partial index over `listed` (migration 0034 made `listed` again and rebuilt them)', async () => {
    const { rows } = (await t.deps.database.db.execute(
      sql`select indexname from pg_indexes where tablename = 'listings' and indexdef like '% listed)%' order by 1`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(rows.map((r) => r.indexname)).toEqual([
      'listings_service_category_idx',
      'listings_service_fri_hours_idx',
      'listings_service_hourly_idx',
      'listings_service_mon_hours_idx',
      'listings_service_rating_idx',
      'listings_service_sat_hours_idx',
      'listings_service_sun_hours_idx',
      'listings_service_thu_hours_idx',
      'listings_service_tue_hours_idx',
      'listings_service_wed_hours_idx',
    ]);
  });
});
