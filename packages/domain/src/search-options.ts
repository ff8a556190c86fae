/**
 * The search screen's options and limits (spec document 1, sections 2, 5 and 9), apart from the zod contract in
 * search.ts: the web's first screen of /search reads these and must not load zod to do so (decision 031).
 */

export const SEARCH_SORTS = ['relevance', 'price-low', 'price-high', 'rating', 'distance', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const MIN_RATING_OPTIONS = [4.0, 4.5, 4.8] as const;
export const MAX_DISTANCE_OPTIONS_KM = [2, 5, 10, 25] as const;

/**
 * The largest price bound a search takes, in whole units of `priceCurrency` per day. The sliders' own range and step
 * follow the display currency and the catalogue's prices (price-slider.ts), not the spec's fixed 0–100 000 in
 * steps of 1 000, which in US dollars moved past the whole catalogue in one step.
 */
export const PRICE_BOUND_MAX = 1_000_000_000;

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;
export const MAX_PAGE = 1_000;

/** Suggestion limits of spec section 9. */
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_TITLE_LIMIT = 6;
/** Description words must be longer than this to be matched by a suggestion. */
export const SUGGESTION_DESCRIPTION_WORD_MIN = 5;
export const POPULAR_CITY_LIMIT = 15;
export const POPULAR_COUNTRY_LIMIT = 15;
export const MATCHING_CITY_LIMIT = 10;
export const MATCHING_COUNTRY_LIMIT = 10;
export const MATCHING_LOCATION_LIMIT = 15;
export const POSTAL_MATCH_LIMIT = 20;
export const POSTAL_NEARBY_PER_COUNTRY = 3;
export const POSTAL_NEARBY_TOTAL = 15;

/** Query-string keys the search screen keeps in its URL (the API reads the same names). */
export const SEARCH_URL_KEYS = [
  'q',
  'location',
  'postal',
  'category',
  'instant',
  'insurance',
  'homeDelivery',
  'publicPickup',
  'minRating',
  'maxDistanceKm',
  'lat',
  'lng',
  'priceMin',
  'priceMax',
  'priceCurrency',
  'startDate',
  'endDate',
  'sort',
  'page',
] as const;
