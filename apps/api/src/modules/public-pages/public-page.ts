import type { Locale } from '@vira/domain/locales';
import type { PageHead } from './page-head';
import type { PageData } from './page-renderer';

/** A text of the web app's catalogues in the page's language (`shell:titles.help`). */
export type Words = (key: string, values?: Record<string, unknown>) => Promise<string>;

export interface HeadContext {
  locale: Locale;
  /** The language the address names, if any: canonical and og:url keep it. */
  addressLocale: Locale | null;
  origin: string;
  words: Words;
}

/** A public thing found at its own address: what its components read, and how its head is written. */
export interface FoundPage {
  kind: 'page';
  /** What the rendered page depends on besides the language (id, version, figures): its cache key. */
  version: string;
  updatedAt: Date;
  /** What the page's components read; a function when it is read only on a render (not kept by the cache). */
  data: PageData | (() => Promise<PageData>);
  head(context: HeadContext, data: PageData): Promise<PageHead>;
}

/**
 * What an address of a public page answers: the page, a 301 to its right address, 410 or 404; or `private`: a thing
 * that is no public page but that its author (or a verifier) opens in the app, which gets the app with a 404.
 */
export type PageLookup =
  FoundPage | { kind: 'moved'; to: string } | { kind: 'gone' } | { kind: 'missing' } | { kind: 'private' };

/**
 * The `CollectionPage` of a page that lists things (a category, a section): its name and address, and the things of
 * its first page as an `ItemList` of `total` (absolute addresses).
 */
export function collectionPage(
  name: string,
  url: string,
  total: number,
  items: readonly { name: string; url: string }[],
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    url,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: total,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: item.url,
      })),
    },
  };
}

/** The `BreadcrumbList` of a page: home first, the page last. */
export function breadcrumbs(trail: { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
