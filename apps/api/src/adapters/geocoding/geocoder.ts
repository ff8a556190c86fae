import type { GeocodeResult } from '@vira/domain/geocode';
import type { Locale } from '@vira/domain/locales';

/** A place search: a remote service (Nominatim-compatible) or the offline gazetteer. */
export interface Geocoder {
  readonly name: 'geocoder' | 'gazetteer';
  search(query: string, locale: Locale): Promise<GeocodeResult[]>;
}
