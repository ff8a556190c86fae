import { listingPath } from '@vira/domain/listing-address';
import { LOCALES } from '@vira/domain/locales';
import type { AppDb } from '../../db/client';
import { listedAfter, listedIdRanges } from '../listings';
import { escapeHtml } from './html-text';

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

/** The sitemap index: the screens' sitemap and one sitemap per range of listing ids that holds a listed one. */
export async function sitemapIndex(db: AppDb, origin: string): Promise<string> {
  const ranges = await listedIdRanges(db, LISTINGS_PER_SITEMAP);
  const entries = [
    `<sitemap><loc>${origin}/sitemaps/pages.xml</loc></sitemap>`,
    ...ranges.map(
      (r) =>
        `<sitemap><loc>${origin}/sitemaps/listings-${r.page}.xml</loc><lastmod>${r.lastmod.toISOString()}</lastmod></sitemap>`,
    ),
  ];
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export function screensSitemap(origin: string): string {
  const urls = PUBLIC_SCREENS.map((p) => `<url><loc>${origin}${p}</loc></url>`);
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function listingEntry(origin: string, listing: { id: number; title: string; updatedAt: Date }): string {
  const at = (locale?: (typeof LOCALES)[number]) => escapeHtml(origin + listingPath(listing.id, listing.title, locale));
  const alternates = [
    ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${at(l)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${at()}"/>`,
  ];
  return `<url><loc>${at()}</loc><lastmod>${listing.updatedAt.toISOString()}</lastmod>${alternates.join('')}</url>\n`;
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
        controller.enqueue(
          encoder.encode(
            `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`,
          ),
        );
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
