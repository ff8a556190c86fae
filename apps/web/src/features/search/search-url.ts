import { taxonomyIdFor } from '@vira/domain/category-taxonomy';
import {
  SEARCH_SORTS,
  SEARCH_URL_KEYS,
  type SearchSort,
} from '@vira/domain/search-options';

/**
 * The whole search screen lives in the URL, so a search can be shared and the back button works. These helpers
 * read it tolerantly for the controls (the API is the one that refuses bad values, with a message).
 */

/** Filters counted by 'Más Filtros' and cleared by 'Limpiar'. */
export const FILTER_KEYS = [
  'instant',
  'insurance',
  'minRating',
  'homeDelivery',
  'publicPickup',
  'maxDistanceKm',
  'priceMin',
  'priceMax',
  'priceCurrency',
  'startDate',
  'endDate',
] as const;

export type FlagKey = 'instant' | 'insurance' | 'homeDelivery' | 'publicPickup';

export const isOn = (params: URLSearchParams, key: string) => params.get(key) === 'true' || params.get(key) === '1';

export function readSort(params: URLSearchParams): SearchSort {
  const sort = params.get('sort');
  return (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'relevance';
}

export const VIEW_MODES = ['grid', 'list', 'map'] as const;

export type ViewMode = (typeof VIEW_MODES)[number];

/** `view=list|map`; no value (or anything else) is the grid. */
export function readView(params: URLSearchParams): ViewMode {
  const view = params.get('view');
  return view === 'list' || view === 'map' ? view : 'grid';
}

/**
 * The category in the URL as a taxonomy id: a sample catalogue key (`?category=drones`) reads as its alias
 * (technology); 'all', nothing or an unknown word is no category.
 */
export function readCategory(params: URLSearchParams): string | null {
  return taxonomyIdFor(params.get('category'));
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The URL's price bounds on a slider running 0 to `top`: an absent or unreadable bound is the slider's end. */
export function readPriceRange(params: URLSearchParams, top: number): [number, number] {
  const read = (key: string, fallback: number) => {
    const value = Number(params.get(key) ?? fallback);
    return Number.isFinite(value) ? Math.min(Math.max(value, 0), top) : fallback;
  };
  return [read('priceMin', 0), read('priceMax', top)];
}

/** How many filters of the chips and the advanced panel are on (the price range counts once). */
export function countActiveFilters(params: URLSearchParams): number {
  let count = 0;
  for (const key of ['instant', 'insurance', 'homeDelivery', 'publicPickup'] as const) if (isOn(params, key)) count++;
  if (params.get('minRating') && params.get('minRating') !== 'any') count++;
  if (params.get('maxDistanceKm') && params.get('maxDistanceKm') !== 'any') count++;
  if (params.has('priceMin') || params.has('priceMax')) count++;
  if (params.get('startDate') && params.get('endDate')) count++;
  return count;
}

/** The API query for the screen's URL: only the keys the API reads, plus the page size. */
export function toApiQuery(params: URLSearchParams, pageSize: number): string {
  const query = new URLSearchParams();
  for (const key of SEARCH_URL_KEYS) {
    const value = key === 'category' ? readCategory(params) : params.get(key);
    if (value != null && value !== '') query.set(key, value);
  }
  query.set('pageSize', String(pageSize));
  return query.toString();
}

/** Applies changes to a copy of the params; `undefined`, '' or false removes the key. Any change resets paging. */
export function withChanges(
  params: URLSearchParams,
  changes: Record<string, string | number | boolean | undefined | null>,
  { keepPage = false } = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '' || value === false) next.delete(key);
    else next.set(key, value === true ? 'true' : String(value));
  }
  if (!keepPage && !('page' in changes)) next.delete('page');
  return next;
}
