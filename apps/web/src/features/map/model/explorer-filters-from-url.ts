import { taxonomyIdFor } from '@vira/domain/category-taxonomy';
import { convert, isCurrencyCode } from '@vira/domain/currencies';
import type { MapExplorerFilters } from '../components/map-explorer';

/**
 * The /search URL (q, location, category, instant, insurance, homeDelivery, publicPickup, minRating, priceMin,
 * priceMax in priceCurrency) as the explorer's filters, so the map view shows the same results as the list.
 * The map's price filter is in Mexican pesos; other currencies are converted with the static rate table.
 */
export function explorerFiltersFromUrl(params: URLSearchParams): MapExplorerFilters {
  const on = (key: string) => params.get(key) === 'true' || params.get(key) === '1';
  const currency = params.get('priceCurrency');
  const toMxn = (value: string | null) => {
    if (value === null || value === '' || !Number.isFinite(Number(value))) return null;
    // Same default as the search API: without priceCurrency the range is in US dollars.
    return convert(Number(value), isCurrencyCode(currency) ? currency : 'USD', 'MXN');
  };
  const rating = Number(params.get('minRating'));
  return {
    q: params.get('q') || null,
    location: params.get('location') || null,
    // A sample catalogue key in the address reads as its taxonomy alias, as on the list (search-url.ts).
    category: taxonomyIdFor(params.get('category')),
    minRating: Number.isFinite(rating) && rating > 0 ? rating : null,
    minPrice: toMxn(params.get('priceMin')),
    maxPrice: toMxn(params.get('priceMax')),
    instantBooking: on('instant'),
    hasInsurance: on('insurance'),
    homeDelivery: on('homeDelivery'),
    publicPickup: on('publicPickup'),
  };
}
