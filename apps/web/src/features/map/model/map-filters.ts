import { convert, type CurrencyCode } from '@vira/domain/currencies';

/** A price per day in `currency` (major units, the display currency it was chosen in); a null bound is open. */
export interface MapPriceRange {
  min: number | null;
  max: number | null;
  currency: CurrencyCode;
}

/** The three filters of the world panel (spec: a badge counts how many differ from "all"). */
export interface MapFilterValues {
  continent: string | null;
  category: string | null;
  /** Null: any price. */
  price: MapPriceRange | null;
}

export const ALL_FILTERS: MapFilterValues = { continent: null, category: null, price: null };

export function countActiveFilters(f: MapFilterValues): number {
  return (f.continent ? 1 : 0) + (f.category ? 1 : 0) + (f.price ? 1 : 0);
}

/**
 * A price range in Mexican pesos, the map API's unit, widened to whole pesos so a listing at the bound the person
 * chose is kept.
 */
export function priceBoundsMxn(price: MapPriceRange | null): { min: number | null; max: number | null } {
  if (!price) return { min: null, max: null };
  const mxn = (value: number | null) => (value === null ? null : convert(value, price.currency, 'MXN'));
  const min = mxn(price.min);
  const max = mxn(price.max);
  return { min: min === null ? null : Math.floor(min), max: max === null ? null : Math.ceil(max) };
}

type Bounds = { min: number | null; max: number | null };

/** Both ranges at once (the search page's and the map's own): the higher minimum and the lower maximum. */
export function narrowest(a: Bounds, b: Bounds): Bounds {
  const pick = (x: number | null, y: number | null, f: (...v: number[]) => number) =>
    x === null ? y : y === null ? x : f(x, y);
  return { min: pick(a.min, b.min, Math.max), max: pick(a.max, b.max, Math.min) };
}

/** Query parameters for the map endpoints (price only when narrowed, in pesos). */
export function filterParams(
  f: Partial<Omit<MapFilterValues, 'price'>> & {
    price?: Bounds;
    q?: string | null;
    minRating?: number | null;
  },
): Record<string, string> {
  const params: Record<string, string> = {};
  if (f.continent) params.continent = f.continent;
  if (f.category) params.category = f.category;
  if (f.price?.min != null && f.price.min > 0) params.minPrice = String(f.price.min);
  if (f.price?.max != null) params.maxPrice = String(f.price.max);
  if (f.q) params.q = f.q;
  if (f.minRating) params.minRating = String(f.minRating);
  return params;
}
