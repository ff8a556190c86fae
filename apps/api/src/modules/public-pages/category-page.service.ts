import crypto from 'node:crypto';
import { listingPath } from '@vira/domain/listing-address';
import type { Locale } from '@vira/domain/locales';
import {
  categoryIdOfSegment,
  categoryListingsQuery,
  categoryPath,
  categoryWithPage,
} from '@vira/domain/public-addresses';
import { searchQuerySchema, type SearchResponse } from '@vira/domain/search';
import type { AppDb } from '../../db/client';
import { localize } from '../../i18n/localized';
import { search } from '../search';
import { summary } from './html-text';
import { breadcrumbs, collectionPage, type PageLookup } from './public-page';
import { publicPageMessages } from './public-pages.messages';

/**
 * What `/[<language>/]categories/<category>` answers: a category of products or services with its newest live
 * listings, a move from the id's own spelling (`private_transport`) to the address's, 404 for anything else.
 */
export async function lookUpCategoryPage(
  db: AppDb,
  segment: string,
  addressLocale: Locale | null,
): Promise<PageLookup> {
  const entry = categoryWithPage(categoryIdOfSegment(segment));
  if (!entry) return { kind: 'missing' };
  if (`/categories/${segment}` !== categoryPath(entry.id)) {
    return { kind: 'moved', to: categoryPath(entry.id, addressLocale) };
  }
  const { listings, version } = await categoryListings(db, entry.id);
  return {
    kind: 'page',
    version: `category:${entry.id}:${version}`,
    updatedAt: new Date(),
    data: { category: { id: entry.id, listings } },
    async head({ locale, addressLocale: inAddress, origin, words }) {
      const name = await words(`categories:${entry.type}.${entry.id}`);
      const alternate = (l: Locale | null) => origin + categoryPath(entry.id, l);
      const url = alternate(inAddress);
      const cover = listings.items.find((l) => l.images[0])?.images[0];
      return {
        locale,
        title: localize(publicPageMessages.pageTitle, locale, { title: name }),
        description: summary(localize(publicPageMessages.categoryDescription, locale, { name }), 160),
        canonical: url,
        alternate,
        image: `${origin}/og/categories/${entry.id}/${locale}.jpg`,
        imageAlt: cover?.alt || name,
        type: 'website',
        structuredData: [
          collectionPage(
            name,
            url,
            listings.total,
            listings.items.map((listing) => ({
              name: listing.title,
              url: origin + listingPath(listing.id, listing.title),
            })),
          ),
          breadcrumbs([
            { name: localize(publicPageMessages.home, locale), url: `${origin}/` },
            {
              name: localize(publicPageMessages.categories, locale),
              url: `${origin}${inAddress ? `/${inAddress}` : ''}/categories`,
            },
            { name, url },
          ]),
        ],
      };
    },
  };
}

/**
 * What a category's page and its preview picture show: the search API's first page filtered by the category, and a
 * version of it (a search card carries no date of its own: the version is what it shows).
 */
export async function categoryListings(
  db: AppDb,
  categoryId: string,
): Promise<{ listings: SearchResponse; version: string }> {
  const query = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(categoryListingsQuery(categoryId))));
  const listings = await search(db, query);
  return { listings, version: crypto.createHash('sha1').update(JSON.stringify(listings)).digest('base64url') };
}
