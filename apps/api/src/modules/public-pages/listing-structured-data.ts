import { toMajor, toCurrencyCode } from '@vira/domain/currencies';
import type { Listing } from '@vira/domain/listing';
import type { ReviewPage } from '@vira/domain/review';
import { unitPriceOf } from './listing-unit-price';

/**
 * schema.org for a listing page: a `Product` (an item) or a `Service` (a service), its `Offer` with a
 * `UnitPriceSpecification` per day (per hour for a service priced only by the hour), its `AggregateRating` and shown `Review`s, and the page's `BreadcrumbList`.
 */
export function listingStructuredData(
  listing: Listing,
  reviews: ReviewPage | null,
  page: { url: string; image: string | null; home: string; homeName: string; search: string; searchName: string },
): object[] {
  const currency = toCurrencyCode(listing.currency);
  // Per day, or per hour for a service priced only by the hour (UN/CEFACT codes DAY and HUR).
  const unitPrice = unitPriceOf(listing);
  const unitCode = unitPrice.unit === 'hour' ? 'HUR' : 'DAY';
  const price = toMajor(unitPrice.amount, currency);
  const offer = {
    '@type': 'Offer',
    url: page.url,
    price,
    priceCurrency: currency,
    availability: listing.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: currency,
      unitCode,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
    },
    seller: { '@type': 'Person', name: listing.owner.fullName?.trim() || 'Vira' },
  };
  const rated = listing.rating !== null && listing.reviewCount > 0;
  const thing = {
    '@context': 'https://schema.org',
    '@type': listing.type === 'service' ? 'Service' : 'Product',
    name: listing.title,
    description: listing.description,
    url: page.url,
    ...(page.image ? { image: page.image } : {}),
    category: listing.category,
    ...(listing.type === 'service'
      ? { provider: offer.seller, areaServed: { '@type': 'Place', name: listing.location } }
      : {}),
    offers: offer,
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: listing.rating,
            reviewCount: listing.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews && reviews.items.length > 0
      ? {
          review: reviews.items.map((review) => ({
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            author: { '@type': 'Person', name: review.reviewer.fullName?.trim() || 'Vira' },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.comment,
          })),
        }
      : {}),
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: page.homeName, item: page.home },
      { '@type': 'ListItem', position: 2, name: page.searchName, item: page.search },
      { '@type': 'ListItem', position: 3, name: listing.title, item: page.url },
    ],
  };
  return [thing, breadcrumbs];
}
