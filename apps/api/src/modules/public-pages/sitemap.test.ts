import { eq } from 'drizzle-orm';
import { listingSlug } from '@vira/domain/listing-address';
import { aidRequestPath, profilePath, tenderPath } from '@vira/domain/public-addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aidRequests } from '../../db/schema/aid';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { tenders } from '../../db/schema/tenders';
import { insertListing, insertProfile } from '../../../test/listing-fixtures';
import { createPublicPagesApp } from '../../../test/public-pages-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createPublicPagesApp();
});
afterAll(async () => {
  await t.close();
});

describe('robots.txt', () => {
  it('lets crawlers read public pages, not the API, checkout or account screens, and names the sitemap', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const closed of ['/api/', '/checkout', '/cart', '/profile/settings', '/invoices', '/chats']) {
      expect(text).toContain(`Disallow: ${closed}\n`);
    }
    // A public profile (/profile/<id>) stays open: only the person's own /profile is closed.
    expect(text).toContain('Disallow: /profile$\n');
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('sitemaps', () => {
  it('is an index of the screens and of pages of listed listings, each with its newest change', async () => {
    const res = await t.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain('<loc>http://localhost:3000/sitemaps/pages.xml</loc>');
    expect(xml).toMatch(
      /<loc>http:\/\/localhost:3000\/sitemaps\/listings-1\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/,
    );
  });

  it('lists each listed listing once, with lastmod and its nine languages and x-default; nothing unlisted', async () => {
    const db = t.deps.database.db;
    const draft = await insertListing(db, 'owner-sitemap-1', 'Borrador secreto');
    await db.update(listings).set({ status: 'draft' }).where(eq(listings.id, draft));
    const hidden = await insertListing(db, 'owner-sitemap-1', 'Oculto secreto');
    await db.update(listings).set({ hiddenAt: new Date() }).where(eq(listings.id, hidden));
    const live = await insertListing(db, 'owner-sitemap-1', 'Sierra & <circular>');
    const xml = await (await t.request('/sitemaps/listings-1.xml')).text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const twelve = (await (await t.request('/api/listings/12')).json()) as { title: string };
    const address = `http://localhost:3000/listings/12-${encodeURIComponent(listingSlug(twelve.title))}`;
    const entry = xml.split('\n').find((line) => line.includes(`<loc>${address}</loc>`))!;
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(entry.match(/<xhtml:link rel="alternate" hreflang="/g)).toHaveLength(10);
    expect(entry).toContain(`hreflang="sw" href="http://localhost:3000/sw/listings/12-`);
    expect(entry).toContain(`hreflang="x-default" href="${address}"`);
    expect(xml).toContain(`/listings/${live}-sierra-circular</loc>`);
    expect(xml).not.toContain('secreto');
    const listed = await db.$count(listings, eq(listings.listed, true));
    expect(xml.match(/<url>/g)).toHaveLength(listed);
  });

  it('answers pages past the last, and names that are no sitemap, without a 500', async () => {
    const empty = await (await t.request('/sitemaps/listings-999.xml')).text();
    expect(empty).not.toContain('<url>');
    expect((await t.request('/sitemaps/listings-0.xml')).status).toBe(404);
    expect((await t.request('/sitemaps/nothing.xml')).status).toBe(404);
  });

  it('lists the public screens', async () => {
    const xml = await (await t.request('/sitemaps/pages.xml')).text();
    for (const path of ['/', '/search', '/services', '/humanitarian']) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    // The sections the server renders, in each language.
    for (const path of ['/services', '/humanitarian']) {
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="http://localhost:3000/ar${path}"/>`);
    }
  });

  it('names the sitemaps of categories, profiles, aid requests and tenders, each page with its newest change', async () => {
    const xml = await (await t.request('/sitemap.xml')).text();
    expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/sitemaps\/categories\.xml<\/loc><lastmod>\d{4}-/);
    for (const name of ['profiles', 'aid-requests', 'tenders']) {
      expect(xml).toMatch(new RegExp(`<loc>http://localhost:3000/sitemaps/${name}-1\\.xml</loc><lastmod>\\d{4}-`));
    }
  });

  /** The `<url>` line of an address in a sitemap, or undefined. */
  const entryOf = (xml: string, address: string) =>
    xml.split('\n').find((line) => line.includes(`<loc>http://localhost:3000${address}</loc>`));

  it('lists people with a listed listing, never someone suspended or with drafts only', async () => {
    const db = t.deps.database.db;
    await insertListing(db, 'sitemap-suspended', 'Cosa de suspendida');
    await db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.userId, 'sitemap-suspended'));
    const draft = await insertListing(db, 'sitemap-drafts-only', 'Solo borrador');
    await db.update(listings).set({ status: 'draft' }).where(eq(listings.id, draft));
    await insertProfile(db, 'sitemap-nothing', 'Sin anuncios');
    const xml = await (await t.request('/sitemaps/profiles-1.xml')).text();
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const carlos = entryOf(xml, profilePath('example1', 'Carlos Mendoza'))!;
    expect(carlos).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(carlos.match(/<xhtml:link rel="alternate" hreflang="/g)).toHaveLength(10);
    expect(carlos).toContain('hreflang="ar" href="http://localhost:3000/ar/profile/example1/carlos-mendoza"');
    for (const hidden of ['sitemap-suspended', 'sitemap-drafts-only', 'sitemap-nothing'])
      expect(xml).not.toContain(hidden);
  });

  it('lists published aid requests only, and every tender', async () => {
    const db = t.deps.database.db;
    const aid = await (await t.request('/sitemaps/aid-requests-1.xml')).text();
    const requests = await db.select().from(aidRequests);
    for (const r of requests) {
      const entry = entryOf(aid, aidRequestPath(r.id, r.title));
      if (r.status === 'published') expect(entry, r.title).toMatch(/<lastmod>.*hreflang="x-default"/);
      else expect(aid).not.toContain(r.id);
    }
    expect(requests.some((r) => r.status !== 'published')).toBe(true);
    const tenderXml = await (await t.request('/sitemaps/tenders-1.xml')).text();
    const all = await db.select({ ocid: tenders.ocid, title: tenders.title }).from(tenders);
    expect(tenderXml.match(/<url>/g)).toHaveLength(all.length);
    expect(entryOf(tenderXml, tenderPath(all[0]!.ocid, all[0]!.title))).toContain('hreflang="zh"');
    expect((await t.request('/sitemaps/tenders-99.xml')).status).toBe(200);
    expect(await (await t.request('/sitemaps/tenders-99.xml')).text()).not.toContain('<url>');
    expect((await t.request('/sitemaps/profiles-0.xml')).status).toBe(404);
  });

  it('lists the categories that hold listed listings, with their languages', async () => {
    const xml = await (await t.request('/sitemaps/categories.xml')).text();
    const tools = entryOf(xml, '/categories/tools')!;
    expect(tools).toMatch(/<lastmod>\d{4}-/);
    expect(tools).toContain('hreflang="hi" href="http://localhost:3000/hi/categories/tools"');
    // A category of another kind (humanitarian) has no listings and no page.
    expect(xml).not.toContain('/categories/emergency-aid');
  });
});
