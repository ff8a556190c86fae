import { slugOf } from './listing-address';
import { findCategory, type CategoryEntry } from './category-taxonomy';
import type { Locale } from './locales';

/**
 * The addresses of the public pages other than listings (decision 044): readable, stable, with an optional
 * language first. Each carries its thing's id, so a changed name only moves the slug (the server answers 301).
 */

const prefix = (locale?: Locale | null) => (locale ? `/${locale}` : '');

/** A slug from any person-written text, in its own script (see listingSlug); `fallback` when nothing is left. */
export function textSlug(text: string | null | undefined, fallback: string): string {
  return slugOf(text ?? '') || fallback;
}

/** `/profile/<userId>/<slug of the name>`: the id is whatever the sign-in gave, so the slug is its own segment. */
export function profilePath(userId: string, name: string | null | undefined, locale?: Locale | null): string {
  return `${prefix(locale)}/profile/${encodeURIComponent(userId)}/${encodeURIComponent(textSlug(name, 'profile'))}`;
}

/** `/categories/private-transport`: the taxonomy id with hyphens (ids are English words). */
export function categoryPath(categoryId: string, locale?: Locale | null): string {
  return `${prefix(locale)}/categories/${categoryId.replace(/_/g, '-')}`;
}

/** The taxonomy id a category address names (`private-transport` or the old `private_transport`). */
export function categoryIdOfSegment(segment: string): string {
  return segment.replace(/-/g, '_');
}

/** What a category page lists: the search API's first page filtered by the category, newest first. */
export function categoryListingsQuery(categoryId: string): string {
  return new URLSearchParams({ category: categoryId, sort: 'newest', pageSize: '24' }).toString();
}

/** How many aid requests `/humanitarian` lists first (and the server renders): one number for both. */
export const AID_LIST_PAGE_SIZE = 20;

const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-(.*))?$/su;

/** `/humanitarian/<uuid>-<slug of the title>`. */
export function aidRequestPath(id: string, title: string, locale?: Locale | null): string {
  return `${prefix(locale)}/humanitarian/${id}-${encodeURIComponent(textSlug(title, 'request'))}`;
}

/** An aid request address's last segment (decoded): its id and slug, or null when it names none. */
export function parseAidRequestSegment(segment: string): { id: string; slug: string } | null {
  const match = UUID.exec(segment);
  return match ? { id: match[1]!, slug: match[2] ?? '' } : null;
}

/** `/government-contracts/<ocid>/<slug of the title>`: an OCID has hyphens of its own, so the slug is apart. */
export function tenderPath(ocid: string, title: string, locale?: Locale | null): string {
  return `${prefix(locale)}/government-contracts/${encodeURIComponent(ocid)}/${encodeURIComponent(textSlug(title, 'tender'))}`;
}

/** The information pages anyone may read, the same for everyone: rendered on the server, in each language. */
export const INFO_PAGES = ['/how-it-works', '/safety', '/help', '/privacy', '/terms', '/categories'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** The taxonomy's categories that hold listings (products and services): each has a page of its own. */
export function categoryWithPage(categoryId: string): CategoryEntry | undefined {
  const entry = findCategory(categoryId);
  return entry && (entry.type === 'products' || entry.type === 'services') ? entry : undefined;
}
