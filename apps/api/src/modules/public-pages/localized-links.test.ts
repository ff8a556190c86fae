import { listingPath } from '@vira/domain/listing-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The public pages that have an address per language: a link to one of them should keep the page's language. */
const PUBLIC_PAGE =
  /^\/(?:listings\/[^/]+|profile\/[^/]+\/[^/]+|categories(?:\/[^/]+)?|humanitarian\/[^/]+|government-contracts\/[^/]+\/[^/]+|how-it-works|safety|help|privacy|terms)$/;

/** Every link of the page's body to a public page, as a visitor without JavaScript follows it (language stripped). */
function publicPageLinks(html: string): { href: string; localized: boolean }[] {
  const body = html.slice(html.indexOf('<div id="root">'));
  return [...body.matchAll(/<a [^>]*href="([^"]+)"/g)]
    .map(([, href]) => href!.replace(/&amp;/g, '&').split(/[?#]/)[0]!)
    .map((href) => ({ href, bare: href.replace(/^\/en(?=\/)/, '') }))
    .filter(({ bare }) => PUBLIC_PAGE.test(bare))
    .map(({ href, bare }) => ({ href, localized: href === `/en${bare}` }));
}

describe('links on a page whose address names a language, without JavaScript', () => {
  it('keep /en/ on a listing page: the owner, the information pages', async () => {
    const id = await insertListing(t.deps.database.db, 'owner-links-1', 'Escalera de prueba');
    const res = await t.request(listingPath(id, 'Escalera de prueba', 'en'));
    expect(res.status).toBe(200);
    const links = publicPageLinks(await res.text());
    expect(links.map((l) => l.href)).toContain('/en/profile/owner-links-1/duena-de-prueba');
    expect(links.map((l) => l.href)).toContain('/en/help');
    expect(links.filter((l) => !l.localized)).toEqual([]);
  });

  it("keep /en/ on a profile page: the person's listings, the information pages", async () => {
    const id = await insertListing(t.deps.database.db, 'owner-links-2', 'Carretilla de prueba');
    const res = await t.request('/en/profile/owner-links-2/duena-de-prueba');
    expect(res.status).toBe(200);
    const links = publicPageLinks(await res.text());
    expect(links.map((l) => l.href)).toContain(listingPath(id, 'Carretilla de prueba', 'en'));
    expect(links.filter((l) => !l.localized)).toEqual([]);
  });

  it("lead from a category page's cards to the listings' own pages, in the language", async () => {
    const id = await insertListing(t.deps.database.db, 'owner-links-3', 'Pulidora de prueba');
    const links = publicPageLinks(await (await t.request('/en/categories/tools')).text());
    expect(links.map((l) => l.href)).toContain(listingPath(id, 'Pulidora de prueba', 'en'));
    expect(links.filter((l) => !l.localized)).toEqual([]);
  });

  it('stay without a language on a page whose address names none', async () => {
    const id = await insertListing(t.deps.database.db, 'owner-links-4', 'Llana de prueba');
    const links = publicPageLinks(await (await t.request(listingPath(id, 'Llana de prueba'))).text());
    expect(links.map((l) => l.href)).toContain('/profile/owner-links-4/duena-de-prueba');
    expect(links.every((l) => !l.href.startsWith('/en/'))).toBe(true);
  });
});
