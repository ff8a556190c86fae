import { listingCategoriesFor } from '@vira/domain/category-taxonomy';
import { listingPath } from '@vira/domain/listing-address';
import { LOCALES, type Locale } from '@vira/domain/locales';
import {
  aidRequestPath,
  categoryPath,
  categoryWithPage,
  INFO_PAGES,
  profilePath,
  tenderPath,
} from '@vira/domain/public-addresses';
import { CATEGORIES } from '@vira/domain/category-taxonomy';
import type { AppDb } from '../../db/client';
import { keyedPages, keyedRows, type KeyedRows } from '../../db/keyed-pages';
import { publishedRequestRows } from '../aid';
import { listedAfter, listedCategoryChanges, listedIdRanges } from '../listings';
import { publicProfileRows } from '../profiles';
import { tenderRows } from '../tenders';
import { escapeHtml } from './html-text';
import { SECTION_PAGES } from './section-pages.service';

/**
 * Listing ids per sitemap page. The protocol allows 50,000 addresses and 50 MB a file; each address here carries
 * ten hreflang alternates (~1.4 KB), so 20,000 keeps a full page near 28 MB.
 */
export const LISTINGS_PER_SITEMAP = 20_000;
const BATCH = 1_000;

/** Screens anyone may read that are the same for everyone (no address of their own per language). */
export const PUBLIC_SCREENS = [
  '/',
  '/search',
  '/services',
  '/humanitarian',
  '/categories',
  '/how-it-works',
  '/safety',
  '/help',
  '/community',
  '/government-contracts',
  '/social-impact',
  '/international-shipping',
  '/hazardous-tracking',
  '/privacy',
  '/terms',
];

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Addresses per sitemap page of profiles, aid requests and tenders (ten alternates each, as listings). */
export const ROWS_PER_SITEMAP = 20_000;

/** The paged sitemaps besides the listings': the file name's start, its rows and each row's address. */
export const KEYED_SITEMAPS = {
  profiles: {
    rows: publicProfileRows,
    path: (key: string, title: string | null, l?: Locale) => profilePath(key, title, l),
  },
  'aid-requests': {
    rows: publishedRequestRows,
    path: (key: string, title: string | null, l?: Locale) => aidRequestPath(key, title ?? '', l),
  },
  tenders: {
    rows: tenderRows,
    path: (key: string, title: string | null, l?: Locale) => tenderPath(key, title ?? '', l),
  },
} satisfies Record<string, { rows: KeyedRows; path(key: string, title: string | null, locale?: Locale): string }>;
export type KeyedSitemap = keyof typeof KEYED_SITEMAPS;

const sitemapEntry = (origin: string, file: string, lastmod?: Date) =>
  `<sitemap><loc>${origin}/sitemaps/${file}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>`;

/**
 * The sitemap index: the screens' and the categories' sitemaps, one sitemap per range of listing ids that holds a
 * listed one, and the pages of profiles, aid requests and tenders.
 */
export async function sitemapIndex(db: AppDb, origin: string): Promise<string> {
  const [ranges, categories, ...keyed] = await Promise.all([
    listedIdRanges(db, LISTINGS_PER_SITEMAP),
    categoryChanges(db),
    ...Object.entries(KEYED_SITEMAPS).map(async ([name, sitemap]) =>
      (await keyedPages(db, sitemap.rows, ROWS_PER_SITEMAP)).map((p) =>
        sitemapEntry(origin, `${name}-${p.page}.xml`, p.lastmod),
      ),
    ),
  ]);
  const newest = categories.reduce<Date | undefined>((a, c) => (!a || c.lastmod > a ? c.lastmod : a), undefined);
  const entries = [
    sitemapEntry(origin, 'pages.xml'),
    sitemapEntry(origin, 'categories.xml', newest),
    ...ranges.map((r) => sitemapEntry(origin, `listings-${r.page}.xml`, r.lastmod)),
    ...keyed.flat(),
  ];
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

const URLSET = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;

/** The screens; the information pages and the sections rendered on the server with their nine languages. */
export function screensSitemap(origin: string): string {
  const localized = new Set<string>([...INFO_PAGES, ...SECTION_PAGES]);
  const urls = PUBLIC_SCREENS.map((p) =>
    localized.has(p) ? urlEntry((l) => `${l ? `/${l}` : ''}${p}`, origin) : `<url><loc>${origin}${p}</loc></url>\n`,
  );
  return `${URLSET}${urls.join('')}</urlset>\n`;
}

/** One `<url>`: the address without a language, its lastmod, and its nine languages and x-default as alternates. */
function urlEntry(path: (locale?: Locale) => string, origin: string, lastmod?: Date): string {
  const at = (locale?: Locale) => escapeHtml(origin + path(locale));
  const alternates = [
    ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${at(l)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${at()}"/>`,
  ];
  return `<url><loc>${at()}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates.join('')}</url>\n`;
}

function listingEntry(origin: string, listing: { id: number; title: string; updatedAt: Date }): string {
  return urlEntry((l) => listingPath(listing.id, listing.title, l), origin, listing.updatedAt);
}

/** Each category with a page, with the newest change among its listed listings (none: it is left out). */
async function categoryChanges(db: AppDb): Promise<{ id: string; lastmod: Date }[]> {
  const changes = new Map((await listedCategoryChanges(db)).map((c) => [c.category, c.lastmod]));
  return CATEGORIES.filter((c) => categoryWithPage(c.id)).flatMap((c) => {
    const dates = listingCategoriesFor(c.id).flatMap((value) => changes.get(value) ?? []);
    return dates.length ? [{ id: c.id, lastmod: new Date(Math.max(...dates.map((d) => d.getTime()))) }] : [];
  });
}

/** The categories that hold listed listings: at most a few dozen addresses, one small file. */
export async function categoriesSitemap(db: AppDb, origin: string): Promise<string> {
  const entries = (await categoryChanges(db)).map((c) => urlEntry((l) => categoryPath(c.id, l), origin, c.lastmod));
  return `${URLSET}${entries.join('')}</urlset>\n`;
}

/**
 * Page `page` of profiles, aid requests or tenders, written as it is read: a thousand rows at a time in key order,
 * so no page (nor the whole table) sits in memory at once.
 */
export function keyedSitemap(db: AppDb, origin: string, name: KeyedSitemap, page: number): ReadableStream<Uint8Array> {
  const { rows, path } = KEYED_SITEMAPS[name];
  const encoder = new TextEncoder();
  let after: string | null = null;
  let written = 0;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(URLSET));
        return;
      }
      const limit = Math.min(BATCH, ROWS_PER_SITEMAP - written);
      const found = limit > 0 ? await keyedRows(db, rows, { page, size: ROWS_PER_SITEMAP, after, limit }) : [];
      if (found.length > 0) {
        after = found[found.length - 1]!.key;
        written += found.length;
        controller.enqueue(
          encoder.encode(found.map((r) => urlEntry((l) => path(r.key, r.title, l), origin, r.updatedAt)).join('')),
        );
      }
      if (found.length < limit || limit === 0 || written >= ROWS_PER_SITEMAP) {
        controller.enqueue(encoder.encode('</urlset>\n'));
        controller.close();
      }
    },
  });
}

/**
 * One page of listing addresses, written as it is read: a thousand rows at a time by id, so a page of 20,000 (or a
 * catalogue of millions) never sits in memory at once.
 */
export function listingsSitemap(db: AppDb, origin: string, page: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const upTo = page * LISTINGS_PER_SITEMAP;
  let after = (page - 1) * LISTINGS_PER_SITEMAP;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(URLSET));
        return;
      }
      const rows = await listedAfter(db, after, upTo, BATCH);
      if (rows.length > 0) {
        after = rows[rows.length - 1]!.id;
        controller.enqueue(encoder.encode(rows.map((r) => listingEntry(origin, r)).join('')));
      }
      if (rows.length < BATCH) {
        controller.enqueue(encoder.encode('</urlset>\n'));
        controller.close();
      }
    },
  });
}

/** Crawlers may read every public page; not the API, checkout or anyone's own screens. */
export function robotsTxt(origin: string): string {
  const closed = [
    '/api/',
    '/cart',
    '/checkout',
    '/login',
    '/favorites',
    '/chats',
    '/requests',
    '/dashboard',
    '/user-dashboard',
    '/admin',
    '/invoices',
    '/profile$',
    '/profile/edit',
    '/profile/settings',
    '/profile/complete',
    '/order-tracking/',
    '/payment-success',
    '/payment-cancelled',
    '/sandbox-pay/',
    '/publish',
    '/microcredits',
    '/cooperatives',
    '/financial-education',
    '/circular-economy',
    '/*?*listing=',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...closed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
