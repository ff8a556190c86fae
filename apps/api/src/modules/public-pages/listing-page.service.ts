import { formatMoney, toCurrencyCode, toMajor } from '@vira/domain/currencies';
import type { Listing } from '@vira/domain/listing';
import { listingPath, listingSlug, parseListingSegment } from '@vira/domain/listing-address';
import type { Locale } from '@vira/domain/locales';
import type { ReviewPage } from '@vira/domain/review';
import type { AppDb } from '../../db/client';
import { localize } from '../../i18n/localized';
import { findListingById, toListing, wasListingRemoved } from '../listings';
import { listListingReviews } from '../reviews';
import { summary } from './html-text';
import { listingStructuredData } from './listing-structured-data';
import type { PageHead } from './page-head';
import type { PageLookup } from './public-page';
import { publicPageMessages } from './public-pages.messages';
import { unitPriceOf } from './listing-unit-price';

/**
 * What `/[<language>/]listings/<segment>` answers: the page of a listed listing at its own slug, a move to that
 * slug from any other, 410 for a deleted listing, 404 for anything else — drafts, paused and hidden listings too.
 */
export async function lookUpListingPage(db: AppDb, segment: string, addressLocale: Locale | null): Promise<PageLookup> {
  const parsed = parseListingSegment(segment);
  if (!parsed) return { kind: 'missing' };
  const record = await findListingById(db, parsed.id);
  if (!record) return (await wasListingRemoved(db, parsed.id)) ? { kind: 'gone' } : { kind: 'missing' };
  if (!record.listing.listed) return { kind: 'missing' };
  const listing = toListing(record);
  if (parsed.slug !== listingSlug(listing.title)) {
    return { kind: 'moved', to: listingPath(listing.id, listing.title, addressLocale ?? undefined) };
  }
  const updatedAt = record.listing.updatedAt;
  return {
    kind: 'page',
    version: ['listing', listing.id, updatedAt.getTime(), listing.rating, listing.reviewCount].join(':'),
    updatedAt,
    // The reviews are read on a render only: a page kept in the cache needs none.
    data: async () => ({ listing, reviews: await firstReviews(db, listing) }),
    head: async ({ locale, origin, addressLocale: inAddress }, data) =>
      listingHead(listing, data.reviews!, locale, origin, inAddress),
  };
}

/** The first page of a listing's reviews, five as the page's panel shows them. */
export function firstReviews(db: AppDb, listing: Listing): Promise<ReviewPage> {
  return listListingReviews(db, String(listing.id), 1, 5);
}

/** A listed listing by id, for its link preview's picture; null for any other. */
export async function listedListing(db: AppDb, id: number): Promise<{ listing: Listing; updatedAt: Date } | null> {
  const record = await findListingById(db, id);
  return record?.listing.listed ? { listing: toListing(record), updatedAt: record.listing.updatedAt } : null;
}

/** The listing's own address, when `id` names a listed one: where an old `?listing=<id>` link now leads. */
export async function listingAddressOf(db: AppDb, id: number): Promise<string | null> {
  const record = await findListingById(db, id);
  return record?.listing.listed ? listingPath(id, record.listing.title) : null;
}

/** The head of a listing's page: localized title and description, addresses, link preview and schema.org. */
export function listingHead(
  listing: Listing,
  reviews: ReviewPage,
  locale: Locale,
  origin: string,
  addressLocale: Locale | null,
): PageHead {
  const currency = toCurrencyCode(listing.currency);
  const unitPrice = unitPriceOf(listing);
  const price = formatMoney(toMajor(unitPrice.amount, currency), currency, {
    locale: locale === 'es' ? 'es-MX' : locale,
    display: currency,
  });
  const alternate = (l: Locale | null) => origin + listingPath(listing.id, listing.title, l ?? undefined);
  const url = alternate(addressLocale);
  const cover = listing.images[0];
  const image = `${origin}/og/listings/${listing.id}/${locale}.jpg`;
  return {
    locale,
    title: localize(publicPageMessages.pageTitle, locale, { title: listing.title }),
    description: summary(
      localize(
        unitPrice.unit === 'hour' ? publicPageMessages.listingDescriptionHourly : publicPageMessages.listingDescription,
        locale,
        {
          title: listing.title,
          place: listing.city || listing.location,
          price,
          description: listing.description,
        },
      ),
      160,
    ),
    canonical: url,
    alternate,
    image,
    imageAlt: cover?.alt || listing.title,
    type: 'product',
    structuredData: listingStructuredData(listing, reviews, {
      url,
      image: cover ? origin + cover.url.split('?')[0] + '?w=1024' : null,
      home: `${origin}/`,
      homeName: localize(publicPageMessages.home, locale),
      search: `${origin}/search`,
      searchName: localize(publicPageMessages.search, locale),
    }),
  };
}
