import { LRUCache } from 'lru-cache';
import type { GeocodeResult } from '@vira/domain/geocode';
import type { Locale } from '@vira/domain/locales';
import type { Geocoder } from './geocoder';

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
  address?: { postcode?: string; city?: string; town?: string; village?: string; country?: string };
}

const TIMEOUT_MS = 2000;
/** Nominatim's usage policy: at most one request per second. */
const MIN_INTERVAL_MS = 1000;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const CACHE_MAX = 1000;

/**
 * A Nominatim-compatible search service: format=json, limit=5, addressdetails=1, our own User-Agent,
 * answers cached in memory, requests spaced at least a second apart. Throws on failure or after 2 s so the
 * caller can fall back to the offline gazetteer.
 */
export function createNominatimGeocoder(options: { url: string; userAgent: string }): Geocoder {
  const cache = new LRUCache<string, GeocodeResult[]>({ max: CACHE_MAX, ttl: CACHE_TTL_MS });
  let nextSlot = 0;

  return {
    name: 'geocoder',
    async search(query, locale: Locale) {
      const key = `${locale}:${query.toLowerCase()}`;
      const hit = cache.get(key);
      if (hit) return hit;

      // Reserve the next free one-second slot; give up rather than keep the person waiting past the timeout.
      const now = Date.now();
      const slot = Math.max(now, nextSlot);
      if (slot - now >= TIMEOUT_MS) throw new Error('geocoder rate limit: too many searches queued');
      nextSlot = slot + MIN_INTERVAL_MS;
      if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));

      const url = new URL(options.url);
      url.searchParams.set('format', 'json');
      url.searchParams.set('q', query);
      url.searchParams.set('limit', '5');
      url.searchParams.set('addressdetails', '1');
      url.searchParams.set('accept-language', locale);
      const response = await fetch(url, {
        headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const body = (await response.json()) as NominatimPlace[];
      if (!Array.isArray(body)) throw new Error('geocoder answered something other than a list');
      const results = body
        .map((place): GeocodeResult => ({
          lat: Number(place.lat),
          lon: Number(place.lon),
          display_name: place.display_name,
          address: {
            postcode: place.address?.postcode ?? null,
            city: place.address?.city ?? place.address?.town ?? place.address?.village ?? null,
            country: place.address?.country ?? null,
          },
          source: 'geocoder',
          listingCount: null,
        }))
        .filter((r) => Number.isFinite(r.lat) && Number.isFinite(r.lon));
      cache.set(key, results);
      return results;
    },
  };
}
