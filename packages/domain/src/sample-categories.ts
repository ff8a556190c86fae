/**
 * The catalogue's category vocabulary used by the sample listings (spec document 1, section 3). The full
 * taxonomy of document 2 lives in category-taxonomy.ts; `CATALOGUE_TO_TAXONOMY` links the two.
 */
export const CATALOGUE_CATEGORIES = [
  'construccion',
  'audiovisual',
  'tecnologia',
  'deportes',
  'vehiculos',
  'eventos',
  'espacios',
  'cultivo_jardineria',
  'publicidad',
  'estacionamiento',
  'herramientas',
  'gaming_vr',
  'musica',
  'fotografia',
  'drones',
  'camping',
  'otros',
] as const;
export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number];

export function isCatalogueCategory(value: unknown): value is CatalogueCategory {
  return typeof value === 'string' && (CATALOGUE_CATEGORIES as readonly string[]).includes(value);
}
