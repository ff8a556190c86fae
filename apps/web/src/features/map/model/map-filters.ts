import { MAP_PRICE_MAX, MAP_PRICE_MIN } from '@vira/domain/map';

/** The three filters of the world panel (spec: a badge counts how many differ from "all"). */
export interface MapFilterValues {
  continent: string | null;
  category: string | null;
  price: [number, number];
}

export const ALL_FILTERS: MapFilterValues = { continent: null, category: null, price: [MAP_PRICE_MIN, MAP_PRICE_MAX] };

export function countActiveFilters(f: MapFilterValues): number {
  return (
    (f.continent ? 1 : 0) + (f.category ? 1 : 0) + (f.price[0] > MAP_PRICE_MIN || f.price[1] < MAP_PRICE_MAX ? 1 : 0)
  );
}

/** Query parameters for the map endpoints (price only when narrowed). */
export function filterParams(
  f: Partial<MapFilterValues> & { q?: string | null; minRating?: number | null },
): Record<string, string> {
  const params: Record<string, string> = {};
  if (f.continent) params.continent = f.continent;
  if (f.category) params.category = f.category;
  if (f.price && f.price[0] > MAP_PRICE_MIN) params.minPrice = String(f.price[0]);
  if (f.price && f.price[1] < MAP_PRICE_MAX) params.maxPrice = String(f.price[1]);
  if (f.q) params.q = f.q;
  if (f.minRating) params.minRating = String(f.minRating);
  return params;
}
