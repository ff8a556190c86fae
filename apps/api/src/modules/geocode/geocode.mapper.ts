import type { GeocodeResult } from '@vira/domain/geocode';
import type { CataloguePlaceRow } from './geocode.repository';

/** A catalogue place, in the same Nominatim-like shape the geocoder answers with. */
export function toCatalogueResult(row: CataloguePlaceRow, byPostalCode: boolean): GeocodeResult {
  const name =
    byPostalCode && row.postalCode ? `${row.postalCode}, ${row.city}, ${row.country}` : `${row.city}, ${row.country}`;
  return {
    lat: row.lat,
    lon: row.lon,
    display_name: name,
    address: { postcode: row.postalCode, city: row.city, country: row.country },
    source: 'catalogue',
    listingCount: row.listingCount,
  };
}
