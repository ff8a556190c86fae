import { eq } from 'drizzle-orm';
import { AID_LIST_PAGE_SIZE } from '@vira/domain/public-addresses';
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

const ORIGIN = 'http://localhost:3000';
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="vira-state"'));
const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

/** What the browser's query cache starts with: the screens must find their first answer there and ask nothing. */
function stateOf(html: string): { key: unknown[]; data: unknown }[] {
  const json = /<script id="vira-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? '[]') as { key: unknown[]; data: unknown }[];
}

function expectFullHead(html: string, canonical: string) {
  const top = head(html);
  expect(top).toContain(`<link rel="canonical" href="${canonical}" />`);
  expect(top.match(/<link rel="alternate" hreflang="/g)).toHaveLength(10);
  expect(top).toContain(
    `<link rel="alternate" hreflang="x-default" href="${ORIGIN}${new URL(canonical).pathname.replace(/^\/[a-z]{2}\//, '/')}" />`,
  );
  expect(top).toContain(`<meta property="og:url" content="${canonical}" />`);
  expect(top).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
  expect(top).toContain('<meta property="og:type" content="website" />');
  expect(top).toMatch(/<meta name="twitter:card" content="summary/);
}

describe('/services without JavaScript', () => {
  it('is the first screen with the first services from the database, cached as the other public pages', async () => {
    const api = (await (await t.request('/api/services')).json()) as { items: { title: string }[]; total: number };
    expect(api.items.length).toBeGreaterThan(0);
    const res = await t.request('/services');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const html = await res.text();
    expect(html).toMatch(/<html lang="es" dir="ltr">/);
    expect(titleOf(html)).toBe('Servicios profesionales · Vira');
    expectFullHead(html, `${ORIGIN}/services`);
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Servicios profesionales<\/h1>/);
    // The filters as they first look, and as many cards as the API's first answer, in the order it gives them.
    expect(root).toContain('id="services-q"');
    expect(count(root, 'service-card')).toBe(api.items.length);
    expect(root.indexOf(api.items[0]!.title)).toBeGreaterThan(-1);
    expect(root).toContain(`${api.total} servicios`);
    expect(stateOf(html)).toContainEqual({ key: ['services', 'search', {}], data: api });
    const [collection] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as { '@type': string; mainEntity: { itemListElement: { url: string }[] } },
    );
    expect(collection!['@type']).toBe('CollectionPage');
    expect(collection!.mainEntity.itemListElement[0]!.url).toMatch(/^http:\/\/localhost:3000\/listings\/\d+-/);
    // The browser or a CDN holding this version is told so.
    expect((await t.request('/services', { headers: { 'If-None-Match': etag! } })).status).toBe(304);
  });

  it('speaks the language of its address or of the browser, right to left in Arabic', async () => {
    const en = await (await t.request('/en/services')).text();
    expect(en).toMatch(/<html lang="en" dir="ltr">/);
    expect(titleOf(en)).toBe('Professional services · Vira');
    expectFullHead(en, `${ORIGIN}/en/services`);
    expect(rootOf(en)).toMatch(/<h1[^>]*>Professional services<\/h1>/);
    const ar = await (await t.request('/ar/services')).text();
    expect(ar).toMatch(/<html lang="ar" dir="rtl">/);
    const browser = await (await t.request('/services', { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } })).text();
    expect(titleOf(browser)).toBe('Professional services · Vira');
    expect(head(browser)).toContain(`<link rel="canonical" href="${ORIGIN}/services" />`);
    expect((await t.request('/xx/services')).status).toBe(404);
  });

  it("escapes a provider's text in the markup, the head's JSON-LD and the state", async () => {
    const title = 'Chef </script><script>alert(1)</script> & "amigos"';
    const id = await insertListing(t.deps.database.db, 'owner-section-1', title);
    // The best rated first: this one leads the first page.
    await t.deps.database.db
      .update(listings)
      .set({ type: 'service', category: 'chef', pricePerHour: 30_000, rating: 5, reviewCount: 100_000 })
      .where(eq(listings.id, id));
    const html = await (await t.request('/services')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(rootOf(html)).toContain(
      'Chef &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;amigos&quot;',
    );
    const data = stateOf(html).find((q) => q.key[0] === 'services')!.data as { items: { title: string }[] };
    expect(data.items[0]!.title).toBe(title);
  });

  it('leaves an address with a query to the app (a dialog over the screen)', async () => {
    const res = await t.request('/services?listing=12&tab=reserve');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="vira-state"');
  });
});

describe('/humanitarian without JavaScript', () => {
  it('is the first screen with the first page of published needs, in the order the API gives them', async () => {
    const api = (await (await t.request(`/api/aid/requests?limit=${AID_LIST_PAGE_SIZE}`)).json()) as {
      items: { id: string; title: string }[];
    };
    expect(api.items.length).toBeGreaterThan(0);
    const res = await t.request('/humanitarian');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, /);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const html = await res.text();
    expect(titleOf(html)).toBe('Ayuda humanitaria · Vira');
    expectFullHead(html, `${ORIGIN}/humanitarian`);
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Ayuda humanitaria<\/h1>/);
    expect(count(root, 'aid-request-card')).toBe(api.items.length);
    // Each card is a link to the request's own page, which a crawler follows.
    expect(root).toContain(`href="/humanitarian/${api.items[0]!.id}-`);
    expect(stateOf(html)).toContainEqual({
      key: ['aid', 'list', { limit: AID_LIST_PAGE_SIZE }],
      data: { pages: [api], pageParams: [null] },
    });
  });

  it('in English its links keep the language; in Arabic it is right to left', async () => {
    const en = await (await t.request('/en/humanitarian')).text();
    expect(titleOf(en)).toBe('Humanitarian aid · Vira');
    expectFullHead(en, `${ORIGIN}/en/humanitarian`);
    expect(rootOf(en)).toMatch(/href="\/en\/humanitarian\/[0-9a-f-]{36}-/);
    const ar = await (await t.request('/ar/humanitarian')).text();
    expect(ar).toMatch(/<html lang="ar" dir="rtl">/);
  });
});
