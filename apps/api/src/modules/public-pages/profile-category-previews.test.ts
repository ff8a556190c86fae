import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
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
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)" />`).exec(head(html))?.[1];

/** What a chat app fetches for the preview: a 1200×630 JPEG, revalidated by its ETag. */
async function expectPreviewPicture(address: string) {
  const res = await t.request(address);
  expect(res.status, address).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
  const picture = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 1200, 630]);
  const again = await t.request(address, { headers: { 'If-None-Match': res.headers.get('etag')! } });
  expect(again.status).toBe(304);
}

describe("a profile's link preview", () => {
  it('has a picture: absolute, 1200×630, in the language of the page', async () => {
    const html = await (await t.request('/en/profile/example1/carlos-mendoza')).text();
    const image = `${ORIGIN}/og/profiles/example1/en.jpg`;
    expect(meta(html, 'og:image')).toBe(image);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe('Carlos Mendoza');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(image);
    await expectPreviewPicture('/og/profiles/example1/en.jpg');
    await expectPreviewPicture('/og/profiles/example1/ar.jpg');
  });

  it('is nothing for someone suspended or unknown, or a language that is none', async () => {
    const db = t.deps.database.db;
    await insertListing(db, 'preview-suspended', 'Algo');
    await db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.userId, 'preview-suspended'));
    for (const address of [
      '/og/profiles/preview-suspended/es.jpg',
      '/og/profiles/nobody-at-all/es.jpg',
      '/og/profiles/example1/xx.jpg',
      '/og/profiles/example1/es.png',
    ]) {
      expect((await t.request(address)).status, address).toBe(404);
    }
  });
});

describe("a category's link preview", () => {
  it('has a picture: absolute, 1200×630, from its listings, in the language of the page', async () => {
    await insertListing(t.deps.database.db, 'preview-category', 'Taladro para la vista previa');
    const html = await (await t.request('/categories/tools')).text();
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/og/categories/tools/es.jpg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const arabic = await (await t.request('/ar/categories/tools')).text();
    expect(meta(arabic, 'og:image')).toBe(`${ORIGIN}/og/categories/tools/ar.jpg`);
    await expectPreviewPicture('/og/categories/tools/es.jpg');
    await expectPreviewPicture('/og/categories/tools/ar.jpg');
    await expectPreviewPicture('/og/categories/private-transport/zh.jpg');
  });

  it('is nothing for a category without a page', async () => {
    for (const address of ['/og/categories/no-such-thing/es.jpg', '/og/categories/tools/xx.jpg']) {
      expect((await t.request(address)).status, address).toBe(404);
    }
  });
});
