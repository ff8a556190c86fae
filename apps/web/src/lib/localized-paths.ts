import type { Locale } from '@vira/domain/locales';
import { addressLocale } from '@vira/domain/listing-address';
import { matchPath, type To } from 'react-router';

/**
 * The screens that are public pages with an address per language (`/en/listings/…`, decision 044): the router
 * matches each again under `/:lang`, and a link to one from a page in a language keeps that language.
 */
export const LOCALIZED_PATHS = new Set([
  '/listings/:listing',
  '/profile/:userId/:slug',
  '/categories',
  '/categories/:category',
  '/services',
  '/humanitarian',
  '/humanitarian/:id',
  '/government-contracts/:ocid/:slug',
  '/how-it-works',
  '/safety',
  '/help',
  '/privacy',
  '/terms',
]);

function localizedPathname(pathname: string, locale: Locale): string {
  if (!pathname.startsWith('/') || addressLocale(pathname)) return pathname;
  for (const pattern of LOCALIZED_PATHS) if (matchPath(pattern, pathname)) return `/${locale}${pathname}`;
  return pathname;
}

/**
 * Where a link leads from a page in `locale`'s address: a public page with a language of its own gets the language
 * first, so a visitor without JavaScript (and a crawler) stays in it; any other screen is left as it is.
 */
export function localizedTo(to: To, locale: Locale | null): To {
  if (!locale) return to;
  if (typeof to !== 'string') return to.pathname ? { ...to, pathname: localizedPathname(to.pathname, locale) } : to;
  const at = to.search(/[?#]/);
  const pathname = at === -1 ? to : to.slice(0, at);
  return localizedPathname(pathname, locale) + (at === -1 ? '' : to.slice(at));
}
