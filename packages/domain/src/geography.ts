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
