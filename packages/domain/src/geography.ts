/** Continents as the product names them (Spanish names are the stored values). */
export const CONTINENTS = [
  'América del Norte',
  'América del Sur',
  'Europa',
  'Asia',
  'Oceanía',
  'África',
  'Global',
] as const;
export type Continent = (typeof CONTINENTS)[number];

/** Fixed colour per continent, used by the map markers and legend chips. */
export const CONTINENT_COLORS: Record<Continent, string> = {
  'América del Norte': '#2563eb',
  'América del Sur': '#16a34a',
  Europa: '#9333ea',
  Asia: '#dc2626',
  Oceanía: '#0891b2',
  África: '#d97706',
  Global: '#6b7280',
};

/** Countries whose listings never appear on the map. */
export const OFF_MAP_COUNTRIES = ['Global', 'Desconocido'] as const;

/** Great-circle distance in km (Earth radius 6371 km, per the spec). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The continent of a point, from coarse boxes: good enough to file a listing under the map's continent chips
 * (the owner's pin, not a border survey). Checked in order; the first box that holds the point wins.
 */
export function continentAt(lat: number, lng: number): Continent {
  if (lat < -60) return 'Global';
  if (lng >= -170 && lng <= -25) return lat >= 13 || (lat >= 7 && lng <= -77) ? 'América del Norte' : 'América del Sur';
  if (lng >= 110 && lat <= -10) return 'Oceanía';
  if (lng >= 140 || lng <= -170) return lat < 0 ? 'Oceanía' : 'Asia';
  if (lat >= 35 && lng >= -25 && lng <= 40 && !(lat < 42 && lng > 26)) return 'Europa';
  if (lat >= 45 && lng > 40 && lng <= 60) return 'Europa';
  if (lat < 37 && lng >= -25 && lng <= 52 && !(lat > 12 && lng > 34)) return 'África';
  return 'Asia';
}
