import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { listingSlug } from '@vira/domain/listing-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { insertListing } from '../../../test/listing-fixtures';
import { createPublicPagesApp } from '../../../test/public-pages-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
let twelve: { title: string; description: string; owner: { fullName: string } };
let address: string;

beforeAll(async () => {
  t = await createPublicPagesApp();
  twelve = (await (await t.request('/api/listings/12')).json()) as typeof twelve;
  address = `/listings/12-${encodeURIComponent(listingSlug(twelve.title))}`;
});
afterAll(async () => {
  await t.close();
});

/** The JSON-LD objects of a page, as a crawler reads them. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('a listing page, as a crawler or a link preview reads it (no JavaScript)', () => {
  it('is HTML with what a person sees first: title, price, description, owner, rating, availability', async () => {
    const res = await t.request(address);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/<html lang="es" dir="ltr">/);
    expect(html).toContain(`<h1 class="text-2xl font-bold text-slate-900 sm:text-3xl">${twelve.title}</h1>`);
    expect(html).toMatch(/data-testid="listing-price"[^>]*>.*\/día/s);
    expect(html).toContain('data-testid="listing-description"');
    expect(html).toContain(twelve.owner.fullName);
    expect(html).toContain('data-testid="listing-rating"');
    expect(html).toContain('data-testid="listing-availability"');
    // The cover is the page's largest picture, asked for first, in the width the layout needs.
    const cover = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
    expect(cover).toMatch(/srcset="[^"]*\?w=480 480w/i);
    expect(cover).toMatch(/sizes="\(min-width: 768px\) 50vw, 100vw"/);
    // The browser's app takes over from the same data.
    expect(html).toContain('<script id="vira-state" type="application/json">');
  });

  it('has a localized head: title, description, canonical, nine hreflang and x-default, Open Graph, Twitter card', async () => {
    const html = head(await (await t.request(`/en${address}`)).text());
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain(`<title>${twelve.title} · Vira</title>`);
    expect(html).toMatch(/<meta name="description" content="Rent [^"]+ a day on Vira\./);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/en${address}" />`);
    expect(html.match(/<link rel="alternate" hreflang="/g)).toHaveLength(10);
    expect(html).toContain(`hreflang="x-default" href="http://localhost:3000${address}"`);
    expect(html).toContain(`hreflang="ar" href="http://localhost:3000/ar${address}"`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/en${address}" />`);
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/og/listings/12/en.jpg" />');
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
    expect(html.match(/og:locale:alternate/g)).toHaveLength(8);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // One title and one description: the app's generic ones are gone.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("is in the browser's language without one in the address, and says it varies by it", async () => {
    const res = await t.request(address, { headers: { 'Accept-Language': 'ar,en;q=0.5' } });
    expect(res.headers.get('vary')).toContain('Accept-Language');
    const html = await res.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('<meta property="og:locale" content="ar_AR" />');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${address}" />`);
  });

  it('describes the listing in schema.org: Product, daily Offer, rating, reviews, breadcrumbs', async () => {
    const data = structuredData(await (await t.request(address)).text());
    const product = data.find((d) => d['@type'] === 'Product') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the JSON-LD as parsed
    expect(product.name).toBe(twelve.title);
    expect(product.offers['@type']).toBe('Offer');
    expect(product.offers.priceSpecification).toMatchObject({ '@type': 'UnitPriceSpecification', unitCode: 'DAY' });
    expect(product.offers.priceCurrency).toMatch(/^[A-Z]{3}$/);
    expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    if (product.aggregateRating) expect(product.aggregateRating.ratingValue).toBeGreaterThan(0);
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the JSON-LD as parsed
    expect(crumbs.itemListElement).toHaveLength(3);
  });

  it('leads with the hourly price of a service priced only by the hour, as the dialog does', async () => {
    const [service] = await t.deps.database.db
      .select({ id: listings.id, title: listings.title, hour: listings.pricePerHour })
      .from(listings)
      .where(and(eq(listings.type, 'service'), eq(listings.pricePerDay, 0), eq(listings.currency, 'MXN')))
      .orderBy(listings.id)
      .limit(1);
    const res = await t.request(`/listings/${service!.id}-${encodeURIComponent(listingSlug(service!.title))}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const hour = (service!.hour! / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const price = /data-testid="listing-price"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(price).toContain('data-testid="listing-price-hour"');
    expect(price).toContain(hour);
    expect(price).toContain('/hora');
    expect(price).not.toContain('/día');
    // The head and schema.org say it per hour too, never "0 al día".
    expect(head(html)).toMatch(new RegExp(`por [^"]*${hour.replace('.', '\\.')}[^"]* la hora`));
    const thing = structuredData(html).find((d) => d['@type'] === 'Service') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the JSON-LD as parsed
    expect(thing.offers.priceSpecification).toMatchObject({ unitCode: 'HUR', price: service!.hour! / 100 });
  });
});

describe('addresses that moved, and addresses that name nothing', () => {
  it('moves an old or missing slug, and a shared ?listing= link, to the listing address with 301', async () => {
    for (const from of ['/listings/12', '/listings/12-old-title', '/?listing=12', '/search?listing=12']) {
      const res = await t.request(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(address);
    }
    const en = await t.request('/en/listings/12-old');
    expect(en.headers.get('location')).toBe(`/en${address}`);
  });

  it('keeps the dialog over a screen when the address carries more than the listing', async () => {
    const res = await t.request('/search?listing=12&tab=reserve');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it.each([
    '/listings/999999',
    '/listings/2147483648-too-big',
    '/listings/99999999999999999999',
    '/listings/abc',
    '/listings/-1',
    '/xx/listings/12-a',
    '/listings/..%2F..%2Fetc',
    '/listings/12%00',
    '/listings%00',
    '/no-such-page',
    '/search/deeper/still',
  ])('answers %s with the not-found page and 404, never a 500', async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('404');
  });

  it('answers a deleted listing with 410 and a draft, paused or hidden one with 404', async () => {
    const gone = await insertListing(t.deps.database.db, 'owner-pages-1', 'Se borrará');
    await t.deps.database.db.delete(listings).where(eq(listings.id, gone));
    expect((await t.request(`/listings/${gone}-se-borrara`)).status).toBe(410);
    for (const change of [{ status: 'draft' as const }, { status: 'paused' as const }, { hiddenAt: new Date() }]) {
      const id = await insertListing(t.deps.database.db, 'owner-pages-2', 'No publicado');
      await t.deps.database.db.update(listings).set(change).where(eq(listings.id, id));
      expect((await t.request(`/listings/${id}-no-publicado`)).status).toBe(404);
      expect((await t.request(`/?listing=${id}`)).status).toBe(200);
    }
  });

  it("leaves the app's own screens to the app", async () => {
    for (const path of ['/search', '/login', '/profile/edit']) {
      expect((await t.request(path)).status, path).toBe(200);
    }
  });
});

describe('text from people', () => {
  it('is escaped in the body, in meta tags and inside JSON-LD: a title with </script> ends nothing', async () => {
    const title = '</script><script>alert(1)</script> "Taladro" & <b>más</b>';
    const id = await insertListing(t.deps.database.db, 'owner-pages-3', title);
    const res = await t.request(`/listings/${id}-${encodeURIComponent(listingSlug(title))}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Taladro&quot; &amp;');
    const product = structuredData(html).find((d) => d['@type'] === 'Product')!;
    expect(product.name).toBe(title);
    // The state the app hydrates from reads back as the same title.
    const state = /<script id="vira-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.stringify(JSON.parse(state))).toContain(JSON.stringify(title).slice(1, -1));
  });
});

describe('caching', () => {
  it('sends validators and CDN caching, answers 304 to the same version and changes with the listing', async () => {
    const id = await insertListing(t.deps.database.db, 'owner-pages-4', 'Escalera');
    const res = await t.request(`/listings/${id}-escalera`);
    expect(res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(res.headers.get('last-modified')).toBeTruthy();
    const again = await t.request(`/listings/${id}-escalera`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    await t.deps.database.db
      .update(listings)
      .set({ description: 'Ahora de aluminio.', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(listings.id, id));
    const changed = await t.request(`/listings/${id}-escalera`, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('Ahora de aluminio.');
  });
});

describe("the link preview's picture", () => {
  it('is a 1200×630 JPEG made from the cover, and nothing for a listing that is not public', async () => {
    const res = await t.request('/og/listings/12/en.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(
      (await t.request('/og/listings/12/en.jpg', { headers: { 'If-None-Match': res.headers.get('etag')! } })).status,
    ).toBe(304);
    for (const path of ['/og/listings/999999/en.jpg', '/og/listings/12/xx.jpg', '/og/listings/abc/en.jpg']) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });
});
