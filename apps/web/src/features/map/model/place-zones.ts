/** Zones of a place, as the location side panel names them (spec document 2), with their emoji. */
export const ZONE_EMOJI = {
  centro: '🏙️',
  norte: '⬆️',
  sur: '⬇️',
  este: '➡️',
  oeste: '⬅️',
  sureste: '↘️',
  noreste: '↗️',
  noroeste: '↖️',
} as const;
export type Zone = keyof typeof ZONE_EMOJI;

/** The zone of a point seen from a centre: 'centro' within 2 km, else one of the compass points the spec lists. */
export function zoneOf(
  centre: { lat: number; lng: number },
  point: { lat: number; lng: number },
  distanceKm: number,
): Zone {
  if (distanceKm < 2) return 'centro';
  const dy = point.lat - centre.lat;
  const dx = (point.lng - centre.lng) * Math.cos((centre.lat * Math.PI) / 180);
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI; // 0 = east, 90 = north
  if (angle >= -22.5 && angle < 22.5) return 'este';
  if (angle >= 22.5 && angle < 67.5) return 'noreste';
  if (angle >= 67.5 && angle < 112.5) return 'norte';
  if (angle >= 112.5 && angle < 157.5) return 'noroeste';
  if (angle >= -67.5 && angle < -22.5) return 'sureste';
  if (angle >= -112.5 && angle < -67.5) return 'sur';
  // The spec has no south-west: those places read as west.
  return 'oeste';
}

/** Area types for the side panel's badge, each with its colour classes (about 20, per the spec). */
export const PLACE_CATEGORY_COLORS = {
  Urbano: 'bg-blue-100 text-blue-800',
  Industrial: 'bg-zinc-200 text-zinc-800',
  Residencial: 'bg-green-100 text-green-800',
  Comercial: 'bg-amber-100 text-amber-800',
  Premium: 'bg-purple-100 text-purple-800',
  Turístico: 'bg-pink-100 text-pink-800',
  Rural: 'bg-lime-100 text-lime-800',
  Tecnológico: 'bg-cyan-100 text-cyan-800',
  Cultural: 'bg-rose-100 text-rose-800',
  Deportivo: 'bg-emerald-100 text-emerald-800',
  Creativo: 'bg-fuchsia-100 text-fuchsia-800',
  Aventura: 'bg-orange-100 text-orange-800',
  Agrícola: 'bg-yellow-100 text-yellow-800',
  Eventos: 'bg-violet-100 text-violet-800',
  Logístico: 'bg-slate-200 text-slate-800',
  Musical: 'bg-indigo-100 text-indigo-800',
  Publicitario: 'bg-red-100 text-red-800',
  Construcción: 'bg-stone-200 text-stone-800',
  Entretenimiento: 'bg-sky-100 text-sky-800',
  Mixto: 'bg-teal-100 text-teal-800',
} as const;

export type PlaceCategory = keyof typeof PLACE_CATEGORY_COLORS;

/** The area type of a place, from the listing category most offered there. */
const BY_LISTING_CATEGORY: Record<string, PlaceCategory> = {
  construction: 'Construcción',
  audiovisual: 'Creativo',
  technology: 'Tecnológico',
  sports: 'Deportivo',
  vehicles: 'Urbano',
  private_transport: 'Urbano',
  events: 'Eventos',
  spaces: 'Comercial',
  gardening: 'Agrícola',
  advertising: 'Publicitario',
  parking: 'Residencial',
  tools: 'Industrial',
  gaming: 'Entretenimiento',
  cultural_arts: 'Musical',
  mexico_magico: 'Turístico',
  eco_mobility: 'Aventura',
  eco_houses: 'Rural',
};

export function placeCategory(listingCategories: string[]): PlaceCategory {
  const counts = new Map<string, number>();
  for (const c of listingCategories) counts.set(c, (counts.get(c) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return (top !== undefined ? BY_LISTING_CATEGORY[top] : undefined) ?? 'Mixto';
}
