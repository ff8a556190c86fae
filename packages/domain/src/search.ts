import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { textSchema } from './text';
import { CURRENCY_CODES } from './currencies';
import { listingSchema } from './listing';
import { MAX_PAGE, MAX_PAGE_SIZE, PRICE_BOUND_MAX, SEARCH_SORTS, SUGGESTION_MIN_CHARS } from './search-options';

/**
 * The search contract (spec document 1, sections 2, 4, 5 and 9). Query strings carry text, so every field is
 * parsed from a string and anything that does not fit is a 400: a filter is never silently dropped. Unknown
 * parameters are ignored. Rules that involve two fields (lat with lng, distance needs a point, dates in order,
 * price range in order) are checked by the API service, which answers them in the caller's language.
 */

const text = (max: number) => textSchema().trim().max(max);

/** A query-string flag. `false` (chip off) means "no restriction", never "only listings without it". */
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** 'any' (or nothing) means no minimum; otherwise one of the panel's options. */
const minRating = z.enum(['any', '4', '4.0', '4.5', '4.8']).transform((v) => (v === 'any' ? undefined : Number(v)));

const maxDistance = z.enum(['any', '2', '5', '10', '25']).transform((v) => (v === 'any' ? undefined : Number(v)));

const priceBound = z.coerce.number().int().min(0).max(PRICE_BOUND_MAX);

export const searchQuerySchema = z.object({
  q: text(100).optional(),
  location: text(100).optional(),
  /** A postal code or its first digits; matches listings whose postal code starts with it. */
  postal: textSchema()
    .trim()
    .max(12)
    .regex(/^[0-9A-Za-z -]*$/)
    .optional(),
  /** A catalogue category key (see sample-categories.ts) or a taxonomy id; checked by the service. */
  category: textSchema()
    .trim()
    .max(60)
    .regex(/^[a-z0-9_.-]*$/)
    .optional(),
  type: z.enum(['product', 'service']).optional(),
  instant: flag.optional(),
  insurance: flag.optional(),
  homeDelivery: flag.optional(),
  publicPickup: flag.optional(),
  minRating: minRating.optional(),
  maxDistanceKm: maxDistance.optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  priceMin: priceBound.optional(),
  priceMax: priceBound.optional(),
  /** Currency the price bounds are written in (the person's display currency); default USD. */
  priceCurrency: z.enum(CURRENCY_CODES as [string, ...string[]]).optional(),
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** The lighter listing shape of a result card. */
export const listingCardSchema = listingSchema
  .pick({
    id: true,
    type: true,
    title: true,
    category: true,
    currency: true,
    pricePerDay: true,
    location: true,
    city: true,
    country: true,
    latitude: true,
    longitude: true,
    rating: true,
    reviewCount: true,
    available: true,
    hasInsurance: true,
    instantBooking: true,
    homeDelivery: true,
    publicPickup: true,
    images: true,
  })
  .extend({
    /** A service's hourly price, null when not hired by the hour; a card shows it first, alone when per day is 0. */
    pricePerHour: z.number().int().nullable(),
    ownerVerified: z.boolean(),
    /** Great-circle distance from the query's point, when one was given. */
    distanceKm: z.number().nullable(),
  });
export type ListingCard = z.infer<typeof listingCardSchema>;

export const searchStatsSchema = z.object({
  /** Listings matching every filter (all pages). */
  total: z.number().int().nonnegative(),
  /** Of those, how many can be booked instantly. */
  instant: z.number().int().nonnegative(),
  /** Of those, how many belong to a verified owner. */
  verifiedOwners: z.number().int().nonnegative(),
  /** Average rating of the matching listings, 1 decimal; null when there are none. */
  averageRating: z.number().nullable(),
  /** Distinct places (city + country) among the matching listings. */
  locations: z.number().int().nonnegative(),
});
export type SearchStats = z.infer<typeof searchStatsSchema>;

export const searchResponseSchema = z.object({
  items: z.array(listingCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  stats: searchStatsSchema,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const suggestionQuerySchema = z.object({
  q: textSchema().trim().min(SUGGESTION_MIN_CHARS).max(100),
});

export const suggestionsResponseSchema = z.object({
  /** 'Artículos sugeridos': up to 6 titles. */
  items: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

export const placeSchema = z.object({
  /** Text to put in the location filter. */
  label: z.string(),
  city: z.string().nullable(),
  country: z.string(),
  postalCode: z.string().nullable(),
  count: z.number().int().nonnegative(),
  /** Average position of the place's listings, so distance filters can start from it. */
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const locationQuerySchema = z.object({ q: textSchema().trim().max(100).optional() });

export const locationsResponseSchema = z.object({
  /** true when q was empty: the lists are the most popular places. */
  popular: z.boolean(),
  cities: z.array(placeSchema),
  countries: z.array(placeSchema),
  /** 'Ubicaciones encontradas': full location texts matching q (empty when popular). */
  locations: z.array(placeSchema),
});
export type LocationsResponse = z.infer<typeof locationsResponseSchema>;

export const postalQuerySchema = z.object({ q: textSchema().trim().min(SUGGESTION_MIN_CHARS).max(40) });

export const postalResponseSchema = z.object({
  /** 'postal' when the input is all digits, else a place-name search. */
  mode: z.enum(['postal', 'text']),
  query: z.string(),
  matches: z.array(placeSchema),
  /** With no postal match: places with the numerically nearest codes, grouped by country. */
  nearby: z.array(z.object({ country: z.string(), places: z.array(placeSchema) })),
});
export type PostalResponse = z.infer<typeof postalResponseSchema>;
