import { eq } from 'drizzle-orm';
import { listingSlug } from '@vira/domain/listing-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { insertListing } from '../../../test/listing-fixtures';
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
  });
});
