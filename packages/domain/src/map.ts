import { z } from 'zod';
import { textSchema } from './text';
import { CURRENCY_CODES } from './currencies';
import { CONTINENTS } from './geography';

/** Map constants from the spec (document 1, section 9). */
export const MAP_DEFAULT_CENTER: readonly [number, number] = [20, -40];
export const MAP_DEFAULT_ZOOM = 2.5;
export const MAP_MIN_ZOOM = 1;
export const MAP_MAX_ZOOM = 18;
export const MAP_GEOCODED_ZOOM = 13;
export const MAP_CATALOGUE_MATCH_ZOOM = 11;
export const MAP_GEOLOCATION_ZOOM = 12;
export const MAP_CONTINENT_ZOOM = 4;
export const MAP_NEAR_ME_RADIUS_KM = 50;
export const MAP_GEOCODER_DEBOUNCE_MS = 500;
export const MAP_GEOCODER_MIN_CHARS = 3;
export const MAP_HINT_TIMEOUT_MS = 2000;
export const MAP_MOBILE_BREAKPOINT_PX = 768;
export const MAP_POPUP_WIDTH_PX = 280;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
/**
 * The map's price filter reaches the API in Mexican pesos per day (major units, the unit the map index keeps);
 * the slider itself runs in the person's display currency over the catalogue's real range (price-slider.ts).
 */
export const MAP_PRICE_BOUND_MAX = 1_000_000_000;

/** Continents a listing can be filtered by on the map ('Global' is the "no continent" button, not a filter). */
export const MAP_CONTINENTS = CONTINENTS.filter((c) => c !== 'Global') as Exclude<
  (typeof CONTINENTS)[number],
  'Global'
>[];
export const mapContinentSchema = z.enum(MAP_CONTINENTS as [string, ...string[]]);

/** Fixed centres used when a continent is selected in the explorer (zoom 4). */
export const CONTINENT_CENTERS: Record<string, readonly [number, number]> = {
  'América del Norte': [40, -100],
  'América del Sur': [-15, -60],
  Europa: [50, 10],
  Asia: [30, 100],
  Oceanía: [-25, 135],
  África: [0, 20],
};

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Filters shared by the viewport, continents and nearby queries: the same the search page puts in its URL. */
export const mapFiltersSchema = z.object({
  continent: mapContinentSchema.optional(),
  category: textSchema().trim().min(1).max(80).optional(),
  /** Free text, matched accent-insensitively on title, description, category and location. */
  q: textSchema().trim().max(200).optional(),
  /** Place text (city, zone or country), matched accent-insensitively on the listing's location. */
  location: textSchema().trim().max(200).optional(),
  minPrice: z.coerce.number().min(0).max(MAP_PRICE_BOUND_MAX).optional(),
  maxPrice: z.coerce.number().min(0).max(MAP_PRICE_BOUND_MAX).optional(),
  minRating: z.coerce.number().min(0).max(5).optional(),
  instantBooking: flag.optional(),
  hasInsurance: flag.optional(),
  homeDelivery: flag.optional(),
  publicPickup: flag.optional(),
});
export type MapFilters = z.infer<typeof mapFiltersSchema>;

const lng = z.coerce.number().min(-180).max(180);
const lat = z.coerce.number().min(-90).max(90);

/**
 * A viewport. `west > east` is a box crossing the antimeridian (e.g. west 170, east -170) and is supported.
 */
export const mapViewportQuerySchema = mapFiltersSchema
  .extend({
    west: lng,
    south: lat,
    east: lng,
    north: lat,
    zoom: z.coerce.number().min(0).max(MAP_MAX_ZOOM),
  })
  .refine((v) => v.south < v.north, { path: ['south'], message: 'south must be less than north' })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    path: ['minPrice'],
    message: 'minPrice must not exceed maxPrice',
  });
export type MapViewportQuery = z.infer<typeof mapViewportQuerySchema>;

/** One listing as the map shows it (marker and popup). Money in integer minor units of `currency`. */
export const mapPointSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  location: z.string(),
  city: z.string(),
  country: z.string(),
  continent: z.enum(CONTINENTS),
  postalCode: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  pricePerDay: z.number().int(),
  /** A service's hourly price; the map shows it when the service has no daily one (0). */
  pricePerHour: z.number().int().nullable(),
  currency: z.enum(CURRENCY_CODES as [string, ...string[]]),
  /** Null for a listing without reviews. */
  rating: z.number().nullable(),
  /** First image URL, or null when the listing has none. */
  imageUrl: z.string().nullable(),
  imageCount: z.number().int().nonnegative(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const mapClusterSchema = z.object({
  /** Stable within one index; pass to nothing, it only keys the marker. */
  id: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  count: z.number().int().positive(),
  /** Zoom at which the cluster splits; the map zooms there on click. */
  expansionZoom: z.number(),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const mapViewportResponseSchema = z.object({
  clusters: z.array(mapClusterSchema),
  points: z.array(mapPointSchema),
  /** Listings in the viewport after filters: sum of cluster counts plus points. */
  total: z.number().int().nonnegative(),
});
export type MapViewportResponse = z.infer<typeof mapViewportResponseSchema>;

export const continentCountsResponseSchema = z.object({
  continents: z.array(z.object({ continent: mapContinentSchema, count: z.number().int().nonnegative() })),
  total: z.number().int().nonnegative(),
});
export type ContinentCountsResponse = z.infer<typeof continentCountsResponseSchema>;

export const nearbyQuerySchema = mapFiltersSchema.extend({
  lat,
  lng,
  radiusKm: z.coerce.number().positive().max(500).default(MAP_NEAR_ME_RADIUS_KM),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

export const nearbyResponseSchema = z.object({
  items: z.array(mapPointSchema.extend({ distanceKm: z.number() })),
  total: z.number().int().nonnegative(),
});
export type NearbyResponse = z.infer<typeof nearbyResponseSchema>;

export const mapConfigSchema = z.object({
  tileUrl: z.string(),
  tileAttribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
