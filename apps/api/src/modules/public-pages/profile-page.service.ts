import { listingPath } from '@vira/domain/listing-address';
import type { Locale } from '@vira/domain/locales';
import type { PublicProfile } from '@vira/domain/profile';
import type { ReviewPage } from '@vira/domain/review';
import { profilePath, textSlug } from '@vira/domain/public-addresses';
import type { AppDb } from '../../db/client';
import { localize } from '../../i18n/localized';
import { findProfile, getPublicProfile } from '../profiles';
import { listUserReviews } from '../reviews';
import { summary } from './html-text';
import { breadcrumbs, type PageLookup } from './public-page';
import { publicPageMessages } from './public-pages.messages';

/** Segments of `/profile/…` that are the person's own screens, never someone's id. */
const OWN_SCREENS = new Set(['edit', 'settings', 'complete']);

/**
 * What `/[<language>/]profile/<userId>[/<slug>]` answers: the page of a person with a public profile at their own
 * slug, a move there from any other slug or none, 404 for anyone suspended or unknown. Null for the person's own
 * screens (`/profile/edit`…), which are the app's.
 */
export async function lookUpProfilePage(
  db: AppDb,
  userId: string,
  slug: string | null,
  addressLocale: Locale | null,
): Promise<PageLookup | null> {
  if (slug === null && OWN_SCREENS.has(userId)) return null;
  if (userId.length > 200 || userId.includes('\0')) return { kind: 'missing' };
  const row = await findProfile(db, userId);
  if (!row || row.suspendedAt) return { kind: 'missing' };
  if (slug !== textSlug(row.fullName, 'profile')) {
    return { kind: 'moved', to: profilePath(userId, row.fullName, addressLocale) };
  }
  const [profile, reviews] = await Promise.all([getPublicProfile(db, userId), listUserReviews(db, userId, 1, 5)]);
  return {
    kind: 'page',
    // What the page shows that changes without the profile's row: figures, listings, reviews.
    version: [
      'profile',
      userId,
      row.updatedAt.getTime(),
      profile.rating,
      profile.totalRentals,
      profile.listings.map((l) => `${l.id}-${l.title}`).join('.'),
      reviews.total,
      reviews.items[0]?.id ?? '',
    ].join(':'),
    updatedAt: row.updatedAt,
    data: { profile, reviews },
    async head({ locale, addressLocale: inAddress, origin }) {
      const alternate = (l: Locale | null) => origin + profilePath(userId, row.fullName, l);
      const url = alternate(inAddress);
      const name = profile.fullName?.trim() || 'Vira';
      return {
        locale,
        title: localize(publicPageMessages.pageTitle, locale, { title: name }),
        description: summary(
          localize(publicPageMessages.profileDescription, locale, {
            name,
            rating: profile.rating.toFixed(1),
            listings: profile.totalListings,
            since: new Date(profile.memberSince).toLocaleDateString(locale, { year: 'numeric', month: 'long' }),
          }),
          160,
        ),
        canonical: url,
        alternate,
        image: `${origin}/og/profiles/${encodeURIComponent(userId)}/${locale}.jpg`,
        imageAlt: name,
        type: 'profile',
        structuredData: profileStructuredData(profile, reviews, {
          url,
          origin,
          homeName: localize(publicPageMessages.home, locale),
        }),
      };
    },
  };
}

/**
 * schema.org for a profile: a `ProfilePage` whose main entity is the `Person`, with the listings they offer and the
 * rating their profile shows. schema.org 30.0 gives a Person no `aggregateRating` (the validator warns, it is no
 * error); it is the figure the page shows, so it is said where a reader of the data looks for it.
 */
export function profileStructuredData(
  profile: PublicProfile,
  reviews: ReviewPage,
  page: { url: string; origin: string; homeName: string },
): object[] {
  const name = profile.fullName?.trim() || 'Vira';
  const person = {
    '@type': 'Person',
    '@id': `${page.url}#person`,
    name,
    url: page.url,
    ...(profile.avatarUrl ? { image: page.origin + profile.avatarUrl } : {}),
    ...(reviews.total > 0 && profile.rating > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(profile.rating.toFixed(2)),
            reviewCount: reviews.total,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    makesOffer: profile.listings.map((listing) => {
      const url = page.origin + listingPath(listing.id, listing.title);
      return { '@type': 'Offer', url, itemOffered: { '@type': 'Thing', name: listing.title, url } };
    }),
  };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: page.url,
      dateCreated: profile.memberSince,
      mainEntity: person,
    },
    breadcrumbs([
      { name: page.homeName, url: `${page.origin}/` },
      { name, url: page.url },
    ]),
  ];
}
