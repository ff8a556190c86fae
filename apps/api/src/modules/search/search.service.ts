import { LRUCache } from 'lru-cache';
import { CURRENCIES, type CurrencyCode } from '@vira/domain/currencies';
import { listingCategoriesFor } from '@vira/domain/category-taxonomy';
import {
  type LocationsResponse,
  type PostalResponse,
  type SearchQuery,
  type SearchResponse,
  type SuggestionsResponse,
} from '@vira/domain/search';
import {
  DEFAULT_PAGE_SIZE,
  MATCHING_CITY_LIMIT,
  MATCHING_COUNTRY_LIMIT,
  MATCHING_LOCATION_LIMIT,
  POPULAR_CITY_LIMIT,
  POPULAR_COUNTRY_LIMIT,
  POSTAL_MATCH_LIMIT,
  POSTAL_NEARBY_PER_COUNTRY,
  POSTAL_NEARBY_TOTAL,
  SUGGESTION_DESCRIPTION_WORD_MIN,
  SUGGESTION_TITLE_LIMIT,
} from '@vira/domain/search-options';
import type { AppDb } from '../../db/client';
import { onCatalogueChange } from '../listings';
import { AppError } from '../../http/app-error';
import { toListingCard, toPlace } from './search.mapper';
import { searchMessages } from './search.messages';
import * as repo from './search.repository';

/** Lower-case, accent-free, like vira_fold in SQL. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `%text%` for LIKE with the text's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Full-text query: every word must match after Spanish stemming ('cámaras' finds 'cámara'). Words are not
 * prefix-matched: stems are short ('camara' -> 'cam') and a prefix on them matched a quarter of the catalogue;
 * partial words are found by the trigram LIKE on titles and locations instead. Only letters and digits reach
 * to_tsquery, so a person's text can never be tsquery syntax.
 */
export function toTsQuery(text: string): string | null {
  const words = fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.slice(0, 8).join(' & ') : null;
}

/** Trigram LIKE only pays off from 3 characters; shorter text relies on the prefix full text. */
const MIN_LIKE_CHARS = 3;

/** A sample catalogue key or a taxonomy id (category or subcategory), as the listing category values it covers. */
function categoriesFor(category: string): string[] {
  const values = listingCategoriesFor(category);
  if (values.length > 0) return values;
  throw new AppError(400, 'unknown_category', searchMessages.unknownCategory, { category }, { category: 'unknown' });
}

/** Major units of `currency` as US dollars, with the same static table the SQL function uses. */
function toUsd(amount: number, currency: CurrencyCode): number {
  return amount / CURRENCIES[currency].rate;
}

/** Turns a validated query into repository filters, refusing combinations that cannot mean anything. */
export function toFilters(query: SearchQuery): repo.SearchFilters {
  if ((query.lat == null) !== (query.lng == null)) {
    throw new AppError(
      400,
      'search_point_incomplete',
      searchMessages.pointIncomplete,
      {},
      { [query.lat == null ? 'lat' : 'lng']: 'required' },
    );
  }
  const point = query.lat != null && query.lng != null ? { lat: query.lat, lng: query.lng } : null;
  if (!point && (query.maxDistanceKm != null || query.sort === 'distance')) {
    throw new AppError(
      400,
      'search_point_required',
      searchMessages.distanceNeedsPoint,
      {},
      { lat: 'required', lng: 'required' },
    );
  }
  if (query.priceMin != null && query.priceMax != null && query.priceMin > query.priceMax) {
    throw new AppError(400, 'price_range_inverted', searchMessages.priceRangeInverted, {
      min: query.priceMin,
      max: query.priceMax,
    });
  }
  if ((query.startDate == null) !== (query.endDate == null)) {
    throw new AppError(
      400,
      'dates_incomplete',
      searchMessages.datesIncomplete,
      {},
      { [query.startDate == null ? 'startDate' : 'endDate']: 'required' },
    );
  }
  if (query.startDate && query.endDate && query.endDate < query.startDate) {
    throw new AppError(400, 'dates_inverted', searchMessages.datesInverted, {
      start: query.startDate,
      end: query.endDate,
    });
  }
  const text = query.q ?? '';
  const priceCurrency = (query.priceCurrency ?? 'USD') as CurrencyCode;
  return {
    tsQuery: text ? toTsQuery(text) : null,
    textLike: text.length >= MIN_LIKE_CHARS ? containsPattern(text) : null,
    locationLike: query.location ? containsPattern(query.location) : null,
    postalPrefix: query.postal ? `${query.postal.replace(/[\\%_]/g, '')}%` : null,
    categories: query.category ? categoriesFor(query.category) : null,
    type: query.type ?? null,
    instant: query.instant === true,
    insurance: query.insurance === true,
    homeDelivery: query.homeDelivery === true,
    publicPickup: query.publicPickup === true,
    minRating: query.minRating ?? null,
    priceMinUsd: query.priceMin != null ? toUsd(query.priceMin, priceCurrency) : null,
    priceMaxUsd: query.priceMax != null ? toUsd(query.priceMax, priceCurrency) : null,
    point,
    maxDistanceKm: query.maxDistanceKm ?? null,
    dates: query.startDate && query.endDate ? { start: query.startDate, end: query.endDate } : null,
  };
}

/**
 * The figures over every matching listing need a pass over all of them (hundreds of milliseconds for a broad
 * search at 100 000 listings), while paging and re-sorting keep the same filters. They are kept per filter set
 * for a short while, per database; a catalogue change in this process clears them (catalogue-changes.ts).
 */
const STATS_TTL_MS = 30_000;
const STATS_CACHE_SIZE = 500;
const statsCaches = new WeakMap<AppDb, LRUCache<string, Promise<repo.StatsRow>>>();

function cachedStats(db: AppDb, filters: repo.SearchFilters): Promise<repo.StatsRow> {
  let cache = statsCaches.get(db);
  if (!cache) {
    const created = new LRUCache<string, Promise<repo.StatsRow>>({ max: STATS_CACHE_SIZE, ttl: STATS_TTL_MS });
    // A published, paused or hidden listing changes the figures: forget them at once in this process.
    onCatalogueChange(db, () => created.clear());
    statsCaches.set(db, (cache = created));
  }
  const key = JSON.stringify(filters);
  const hit = cache.get(key);
  if (hit) return hit;
  const value = repo.searchStats(db, filters);
  // A failed query is not remembered.
  value.catch(() => cache.delete(key));
  cache.set(key, value);
  return value;
}

export async function search(db: AppDb, query: SearchQuery): Promise<SearchResponse> {
  const filters = toFilters(query);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const [rows, stats] = await Promise.all([
    repo.searchListings(db, filters, query.sort ?? 'relevance', pageSize, (page - 1) * pageSize),
    cachedStats(db, filters),
  ]);
  const images = await repo.firstImages(
    db,
    rows.map((r) => r.id),
  );
  const imageOf = new Map(images.map((image) => [image.listingId, image]));
  return {
    items: rows.map((row) => toListingCard(row, imageOf.get(row.id))),
    total: stats.total,
    page,
    pageSize,
    totalPages: Math.ceil(stats.total / pageSize),
    stats: {
      total: stats.total,
      instant: stats.instant,
      verifiedOwners: stats.verifiedOwners,
      averageRating: stats.total > 0 ? stats.averageRating : null,
      locations: stats.locations,
    },
  };
}

export async function suggestions(db: AppDb, q: string): Promise<SuggestionsResponse> {
  const items = await repo.suggestTitles(
    db,
    containsPattern(q),
    SUGGESTION_DESCRIPTION_WORD_MIN,
    SUGGESTION_TITLE_LIMIT,
  );
  return { items };
}

export async function locationSuggestions(db: AppDb, q: string | undefined): Promise<LocationsResponse> {
  if (!q) {
    const [cities, countries] = await Promise.all([
      repo.cities(db, null, POPULAR_CITY_LIMIT),
      repo.countries(db, null, POPULAR_COUNTRY_LIMIT),
    ]);
    return { popular: true, cities: cities.map(toPlace), countries: countries.map(toPlace), locations: [] };
  }
  // All digits is a postal code typed in the place box: its places by prefix ('067' finds 06700).
  if (/^\d+$/.test(q)) {
    const locations = await repo.postalMatches(db, `${q}%`, MATCHING_LOCATION_LIMIT);
    return { popular: false, cities: [], countries: [], locations: locations.map(toPlace) };
  }
  const like = containsPattern(q);
  const [cities, countries, locations] = await Promise.all([
    repo.cities(db, like, MATCHING_CITY_LIMIT),
    repo.countries(db, like, MATCHING_COUNTRY_LIMIT),
    repo.locations(db, like, MATCHING_LOCATION_LIMIT),
  ]);
  return {
    popular: false,
    cities: cities.map(toPlace),
    countries: countries.map(toPlace),
    locations: locations.map(toPlace),
  };
}

/** Postal box: all digits is a postal-code search (with nearest codes when none matches), else a place search. */
export async function postalSuggestions(db: AppDb, q: string): Promise<PostalResponse> {
  if (/^\d+$/.test(q)) {
    const matches = await repo.postalMatches(db, `${q}%`, POSTAL_MATCH_LIMIT);
    if (matches.length > 0) return { mode: 'postal', query: q, matches: matches.map(toPlace), nearby: [] };
    const near = await repo.nearestPostalCodes(db, q.slice(0, 12), POSTAL_NEARBY_PER_COUNTRY, POSTAL_NEARBY_TOTAL);
    const groups = new Map<string, ReturnType<typeof toPlace>[]>();
    for (const row of near) groups.set(row.country, [...(groups.get(row.country) ?? []), toPlace(row)]);
    return {
      mode: 'postal',
      query: q,
      matches: [],
      nearby: [...groups].map(([country, places]) => ({ country, places })),
    };
  }
  const matches = await repo.locations(db, containsPattern(q), MATCHING_LOCATION_LIMIT);
  return { mode: 'text', query: q, matches: matches.map(toPlace), nearby: [] };
}
