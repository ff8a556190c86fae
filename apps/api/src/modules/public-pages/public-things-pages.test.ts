import { eq } from 'drizzle-orm';
import { LOCALES } from '@vira/domain/locales';
import { aidRequestPath, INFO_PAGES, profilePath, tenderPath } from '@vira/domain/public-addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aidRequests } from '../../db/schema/aid';
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

const ORIGIN = 'http://localhost:3000';
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The JSON-LD objects of a page, as a crawler reads them. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
}

/** What every public page's head has: canonical, nine languages and x-default, Open Graph and a Twitter card. */
function expectFullHead(html: string, canonical: string) {
  const top = head(html);
  expect(top).toContain(`<link rel="canonical" href="${canonical}" />`);
  expect(top.match(/<link rel="alternate" hreflang="/g)).toHaveLength(10);
  expect(top).toContain(`<meta property="og:url" content="${canonical}" />`);
  expect(top).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
  expect(top).toMatch(/<meta name="twitter:card" content="summary/);
  expect(html).toContain('<script id="vira-state" type="application/json">');
}

describe('a public profile page (no JavaScript)', () => {
  it("moves the app's old address to the readable one, and shows the person, their rating and listings", async () => {
    const moved = await t.request('/profile/example1');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/profile/example1/carlos-mendoza');
    const res = await t.request('/profile/example1/carlos-mendoza');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const html = await res.text();
    expect(html).toMatch(/<html lang="es" dir="ltr">/);
    expect(titleOf(html)).toBe('Carlos Mendoza · Vira');
    expect(html).toMatch(/<h1[^>]*>Carlos Mendoza<\/h1>/);
    expect(html).toContain('data-testid="profile-listings"');
    expect(html).toMatch(/href="\/listings\/\d+-[^"]+"/);
    expectFullHead(html, `${ORIGIN}/profile/example1/carlos-mendoza`);
    const [page, crumbs] = structuredData(html) as [
      { '@type': string; mainEntity: { '@type': string; name: string; makesOffer: { url: string }[] } },
      { '@type': string },
    ];
    expect(page['@type']).toBe('ProfilePage');
    expect(page.mainEntity['@type']).toBe('Person');
    expect(page.mainEntity.name).toBe('Carlos Mendoza');
    expect(page.mainEntity.makesOffer[0]!.url).toMatch(/^http:\/\/localhost:3000\/listings\/\d+-/);
    expect(crumbs['@type']).toBe('BreadcrumbList');
  });

  it('speaks the language of its address, right to left in Arabic', async () => {
    const en = await (await t.request('/en/profile/example1/carlos-mendoza')).text();
    expect(head(en)).toMatch(/<meta name="description" content="Carlos Mendoza on Vira\. Rating: [\d.]+ out of 5\./);
    expect(head(en)).toContain(`<link rel="canonical" href="${ORIGIN}/en/profile/example1/carlos-mendoza" />`);
    const ar = await (await t.request('/ar/profile/example1/carlos-mendoza')).text();
    expect(ar).toMatch(/<html lang="ar" dir="rtl">/);
    expect(head(ar)).toContain('على Vira');
    expect((await t.request('/en/profile/example1')).headers.get('location')).toBe(
      '/en/profile/example1/carlos-mendoza',
    );
  });

  it('is escaped everywhere: a name containing </script> ends no script and opens no tag', async () => {
    const db = t.deps.database.db;
    const name = 'Ana </script><script>alert(1)</script> "&" <b>';
    await insertProfile(db, 'escape-person', name);
    await insertListing(db, 'escape-person', 'Taladro </script><img src=x onerror=alert(2)>');
    const address = profilePath('escape-person', name);
    const res = await t.request(address);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    expect(titleOf(html)).toBe(
      'Ana &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;&amp;&quot; &lt;b&gt; · Vira',
    );
    const person = structuredData(html)[0] as {
      mainEntity: { name: string; makesOffer: { itemOffered: { name: string } }[] };
    };
    expect(person.mainEntity.name).toBe(name);
    expect(person.mainEntity.makesOffer[0]!.itemOffered.name).toBe('Taladro </script><img src=x onerror=alert(2)>');
    const state = /<script id="vira-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.stringify(JSON.parse(state))).toContain('alert(1)');
  });

  it("answers 404 for someone suspended or unknown, and leaves the person's own screens to the app", async () => {
    const db = t.deps.database.db;
    await insertListing(db, 'suspended-person', 'Algo de alguien suspendido');
    await db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.userId, 'suspended-person'));
    expect((await t.request('/profile/suspended-person')).status).toBe(404);
    expect((await t.request('/profile/suspended-person/duena-de-prueba')).status).toBe(404);
    expect((await t.request('/profile/nobody-here')).status).toBe(404);
    for (const own of ['/profile/edit', '/profile/settings', '/profile/complete']) {
      expect((await t.request(own)).status, own).toBe(200);
    }
  });
});

describe('a category page', () => {
  it("lists the category's live listings under its localized name, with breadcrumbs", async () => {
    const db = t.deps.database.db;
    const live = await insertListing(db, 'owner-category-1', 'Sierra para la página de categoría');
    const res = await t.request('/categories/tools');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(titleOf(html)).toBe('Herramientas · Vira');
    expect(html).toMatch(/<h1[^>]*>Herramientas<\/h1>/);
    expect(html).toContain(`data-listing-id="${live}"`);
    expect(html).toMatch(/<nav aria-label="Ruta de navegación">/);
    expectFullHead(html, `${ORIGIN}/categories/tools`);
    const [collection, crumbs] = structuredData(html) as [
      { '@type': string; mainEntity: { itemListElement: { url: string }[] } },
      { '@type': string; itemListElement: { name: string }[] },
    ];
    expect(collection['@type']).toBe('CollectionPage');
    expect(collection.mainEntity.itemListElement.map((i) => i.url)).toContain(
      `${ORIGIN}/listings/${live}-sierra-para-la-pagina-de-categoria`,
    );
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Inicio', 'Categorías', 'Herramientas']);
    const en = await (await t.request('/en/categories/tools')).text();
    expect(titleOf(en)).toBe('Tools · Vira');
    expect(await (await t.request('/ar/categories/tools')).text()).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it("moves the id's own spelling to the address, and answers 404 for what has no page", async () => {
    const moved = await t.request('/fr/categories/private_transport');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/fr/categories/private-transport');
    for (const path of ['/categories/emergency-aid', '/categories/nothing', '/categories/Tools']) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });
});

describe('a humanitarian aid request page', () => {
  it('shows a published request at its readable address; the bare id moves there', async () => {
    const db = t.deps.database.db;
    const [request] = await db
      .select({ id: aidRequests.id, title: aidRequests.title })
      .from(aidRequests)
      .where(eq(aidRequests.status, 'published'))
      .limit(1);
    const address = aidRequestPath(request!.id, request!.title);
    const moved = await t.request(`/humanitarian/${request!.id}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(address);
    const res = await t.request(address);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(titleOf(html)).toBe(`${request!.title} · Vira`);
    expect(html).toContain('data-testid="aid-request-detail"');
    expectFullHead(html, ORIGIN + address);
    expect(structuredData(html).map((d) => d['@type'])).toEqual(['BreadcrumbList']);
  });

  it('answers 404 for a request under review, whatever its slug, with the app for its author', async () => {
    const db = t.deps.database.db;
    const [hidden] = await db
      .select({ id: aidRequests.id, title: aidRequests.title })
      .from(aidRequests)
      .where(eq(aidRequests.status, 'under_review'))
      .limit(1);
    for (const path of [`/humanitarian/${hidden!.id}`, aidRequestPath(hidden!.id, hidden!.title)]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      // Its author and the verifiers open it in the app: the app itself, for nobody to index or keep.
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      const html = await res.text();
      expect(html).not.toContain(hidden!.title);
      expect(html).not.toContain('id="vira-state"');
    }
    expect((await t.request('/humanitarian/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });
});

describe('a tender page', () => {
  it("shows a tender at its own address; the list's old ?ocid= and a bare OCID move there", async () => {
    const db = t.deps.database.db;
    const [tender] = await db.select({ ocid: tenders.ocid, title: tenders.title }).from(tenders).limit(1);
    const address = tenderPath(tender!.ocid, tender!.title);
    const old = await t.request(`/government-contracts?ocid=${encodeURIComponent(tender!.ocid)}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(address);
    expect((await t.request(`/government-contracts/${encodeURIComponent(tender!.ocid)}`)).headers.get('location')).toBe(
      address,
    );
    const res = await t.request(`/pt${address}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="pt" dir="ltr">/);
    expect(head(html)).toContain('<meta name="description" content="Licitação pública de ');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expectFullHead(html, `${ORIGIN}/pt${address}`);
    // The search with filters stays the app's.
    expect((await t.request('/government-contracts?q=agua')).status).toBe(200);
    expect((await t.request('/government-contracts/ocds-none/x')).status).toBe(404);
  });
});

describe('the information pages', () => {
  it('are rendered in every language with their own title and description', async () => {
    const es = await (await t.request('/terms')).text();
    expect(titleOf(es)).toBe('Términos y condiciones · Vira');
    expectFullHead(es, `${ORIGIN}/terms`);
    for (const page of INFO_PAGES) {
      for (const locale of LOCALES) {
        const res = await t.request(`/${locale}${page}`);
        expect(res.status, `${locale}${page}`).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${locale}"`);
        expect(titleOf(html)).toMatch(/ · Vira$/);
        expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}/${locale}${page}" />`);
      }
    }
  });
});

describe('bad input in a public address', () => {
  it('resolves dot segments as a browser does: /categories/.. is the home page', async () => {
    expect((await t.request('/categories/..')).status).toBe(200);
    expect(await (await t.request('/categories/../categories/tools')).text()).toContain(
      '<title>Herramientas · Vira</title>',
    );
  });

  it.each([
    '/xx/terms',
    '/xx/profile/example1/carlos-mendoza',
    '/EN/terms',
    '/profile/%00',
    '/profile/example1/%00',
    '/profile/..%2F..%2Fetc',
    '/categories/..%2F..%2Fetc%2Fpasswd',
    '/categories/%2e%2e%2f',
    '/categories/tools%00',
    '/humanitarian/..%2F..',
    '/humanitarian/99999999999999999999',
    '/humanitarian/00000000-0000-0000-0000-000000000000-x',
    '/humanitarian/%00',
    '/government-contracts/%00/x',
    '/government-contracts/..%2F/x',
    `/profile/${'a'.repeat(300)}`,
    '/en/listings/99999999999-x',
  ])('answers %s with the not-found page or a move, never a 500', async (path) => {
    const res = await t.request(path);
    expect([301, 404]).toContain(res.status);
    if (res.status === 404) expect(await res.text()).toContain('<meta name="robots" content="noindex" />');
  });
});
