import { z } from 'zod';
import { textSchema } from './text';
import { MAP_GEOCODER_MIN_CHARS } from './map';

export const geocodeQuerySchema = z.object({
  q: textSchema().trim().min(MAP_GEOCODER_MIN_CHARS).max(200),
});

/**
 * A place, shaped like a Nominatim result (lat, lon, display_name, address.postcode) so the web reads one
 * format whichever source answered. `source` 'catalogue' means our own listings are there (`listingCount`).
 */
export const geocodeResultSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  display_name: z.string(),
  address: z.object({
    postcode: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
  source: z.enum(['catalogue', 'geocoder', 'gazetteer']),
  listingCount: z.number().int().nonnegative().nullable(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

export const geocodeResponseSchema = z.object({ results: z.array(geocodeResultSchema) });
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

/** Lowercase without accents, so 'Mexico' finds 'México'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
