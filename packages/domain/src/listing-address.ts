import { isLocale, type Locale } from './locales';

// Not imported from id.ts: that module brings zod, and the listing page's first screen has no need of it.
const INT4_MAX = 2_147_483_647;

/** Longest slug kept in an address: enough words to read, short enough to share. */
const SLUG_MAX = 60;

/**
 * A listing's title as the readable part of its address, in the title's own language and script:
 * accents dropped from Latin letters ('Estudio fotográfico' → 'estudio-fotografico'), other scripts kept as
 * they are (the browser shows them, the address carries them percent-encoded), anything else a hyphen.
 */
export function listingSlug(title: string): string {
  return slugOf(title) || 'listing';
}

/** The slug of any text (see listingSlug), empty when nothing readable is left. */
export function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return [...slug].slice(0, SLUG_MAX).join('').replace(/-+$/, '');
}

/** `/listings/12-estudio-fotografico`, or with a language first: `/en/listings/12-estudio-fotografico`. */
export function listingPath(id: number, title: string, locale?: Locale): string {
  return `${locale ? `/${locale}` : ''}/listings/${id}-${encodeURIComponent(listingSlug(title))}`;
}

/** A listing address's last segment (decoded): its id and the slug it was given, or null when it names none. */
export function parseListingSegment(segment: string): { id: number; slug: string } | null {
  const match = /^([1-9][0-9]{0,9})(?:-(.*))?$/su.exec(segment);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > INT4_MAX) return null;
  return { id, slug: match[2] ?? '' };
}

/** The language of an address that starts with one (`/en/...`), or null. */
export function addressLocale(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}
