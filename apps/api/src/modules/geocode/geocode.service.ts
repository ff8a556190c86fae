import { foldText, type GeocodeResponse, type GeocodeResult } from '@vira/domain/geocode';
import { haversineKm } from '@vira/domain/geography';
import type { Locale } from '@vira/domain/locales';
import type { Logger } from 'pino';
import type { Geocoder } from '../../adapters/geocoding/geocoder';
import type { AppDb } from '../../db/client';
import { toCatalogueResult } from './geocode.mapper';
import { findPlacesByName, findPlacesByPostalCode } from './geocode.repository';

const RESULT_LIMIT = 5;

export interface GeocodeDeps {
  db: AppDb;
  logger: Logger;
  /** The configured remote geocoder, if any. */
  remote: Geocoder | null;
  gazetteer: Geocoder;
}

/**
 * Our catalogue's own places first (so a search lands where listings are), then the remote geocoder, or the
 * offline gazetteer when none is configured or it fails. A remote failure is never the person's problem.
 */
export async function geocode(deps: GeocodeDeps, query: string, locale: Locale): Promise<GeocodeResponse> {
  const q = query.trim();
  const byPostalCode = /^\d[\d\s-]*$/.test(q);
  const rows = byPostalCode
    ? await findPlacesByPostalCode(deps.db, q.replace(/\s/g, ''), RESULT_LIMIT)
    : await findPlacesByName(deps.db, foldText(q), RESULT_LIMIT);
  const catalogue = rows.map((row) => toCatalogueResult(row, byPostalCode));

  let external: GeocodeResult[] = [];
  if (catalogue.length < RESULT_LIMIT) {
    if (deps.remote) {
      try {
        external = await deps.remote.search(q, locale);
      } catch (error) {
        deps.logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'geocoder failed; using the gazetteer',
        );
        external = await deps.gazetteer.search(q, locale);
      }
    } else {
      external = await deps.gazetteer.search(q, locale);
    }
  }
  // A place already given by the catalogue (same spot within 25 km) is not repeated.
  const extra = external.filter(
    (r) => !catalogue.some((c) => haversineKm({ lat: c.lat, lng: c.lon }, { lat: r.lat, lng: r.lon }) < 25),
  );
  return { results: [...catalogue, ...extra].slice(0, RESULT_LIMIT) };
}
