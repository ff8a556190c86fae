import { CURRENCIES, isCurrencyCode } from '@vira/domain/currencies';
import { SERVICES_PAGE_SIZE, weekdayOf, type ServicesQuery, type ServicesResponse } from '@vira/domain/service';
import { LRUCache } from 'lru-cache';
import type { AppDb } from '../../db/client';
import { onCatalogueChange } from '../listings/catalogue-changes';
import { AppError } from '../../http/app-error';
import { searchMessages } from '../search/search.messages';
import { containsPattern, toTsQuery } from '../search/search.service';
import { toServiceCard } from './services.mapper';
import { servicesMessages } from './services.messages';
import * as repo from './services.repository';

/** A radius without one given: the services around a person's place. */
const DEFAULT_RADIUS_KM = 50;

export function toServiceFilters(query: ServicesQuery): repo.ServiceFilters {
  if ((query.lat == null) !== (query.lng == null)) {
    throw new AppError(
      400,
      'search_point_incomplete',
      searchMessages.pointIncomplete,
      {},
      {
        [query.lat == null ? 'lat' : 'lng']: 'required',
      },
    );
  }
  const point = query.lat != null && query.lng != null ? { lat: query.lat, lng: query.lng } : null;
  if (!point && query.radiusKm != null) {
    throw new AppError(
      400,
      'search_point_required',
      searchMessages.distanceNeedsPoint,
      {},
      { lat: 'required', lng: 'required' },
    );
  }
  if ((query.startHour == null) !== (query.endHour == null)) {
    throw new AppError(
      400,
      'hours_incomplete',
      servicesMessages.hoursIncomplete,
      {},
      {
        [query.startHour == null ? 'startHour' : 'endHour']: 'required',
      },
    );
  }
  if (query.startHour != null && !query.date) {
    throw new AppError(400, 'hours_need_date', servicesMessages.hoursNeedDate, {}, { date: 'required' });
  }
  const currency = query.priceCurrency && isCurrencyCode(query.priceCurrency) ? query.priceCurrency : 'MXN';
  const text = query.q ?? '';
  return {
    tsQuery: text ? toTsQuery(text) : null,
    textLike: text.length >= 3 ? containsPattern(text) : null,
    category: query.category ?? null,
    point,
    radiusKm: point ? (query.radiusKm ?? DEFAULT_RADIUS_KM) : null,
    day: query.date ? { date: query.date, weekday: weekdayOf(query.date) } : null,
    hours: query.startHour != null && query.endHour != null ? { start: query.startHour, end: query.endHour } : null,
    maxHourlyUsd: query.maxPricePerHour != null ? query.maxPricePerHour / CURRENCIES[currency].rate : null,
  };
}

/**
 * Counting every matching service per category is a pass over all of them, while paging keeps the same filters:
 * the counts are kept per filter set for a short while, per database, and forgotten at once on a catalogue change
 * in this process (the search screen's figures work the same way).
 */
const COUNTS_TTL_MS = 30_000;
type Counts = Awaited<ReturnType<typeof repo.countServices>>;
const countCaches = new WeakMap<AppDb, LRUCache<string, Promise<Counts>>>();

function cachedCounts(db: AppDb, filters: repo.ServiceFilters): Promise<Counts> {
  let cache = countCaches.get(db);
  if (!cache) {
    const created = new LRUCache<string, Promise<Counts>>({ max: 500, ttl: COUNTS_TTL_MS });
    onCatalogueChange(db, () => created.clear());
    countCaches.set(db, (cache = created));
  }
  // Taken hours change with bookings, not with the catalogue: searches at a date are never cached.
  if (filters.day) return repo.countServices(db, filters);
  const key = JSON.stringify(filters);
  const hit = cache.get(key);
  if (hit) return hit;
  const value = repo.countServices(db, filters);
  value.catch(() => cache.delete(key));
  cache.set(key, value);
  return value;
}

/** The services page: cards (nearest first around a place, else best rated), the total and counts per category. */
export async function searchServices(db: AppDb, query: ServicesQuery): Promise<ServicesResponse> {
  const filters = toServiceFilters(query);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? SERVICES_PAGE_SIZE;
  const [rows, counts] = await Promise.all([
    repo.searchServices(db, filters, pageSize, (page - 1) * pageSize),
    cachedCounts(db, filters),
  ]);
  const credentials = await repo.verifiedCredentialTypes(db, [...new Set(rows.map((r) => r.ownerId))]);
  return {
    items: rows.map((row) => toServiceCard(row, credentials.get(row.ownerId) ?? [])),
    total: counts.total,
    page,
    pageSize,
    categories: counts.categories,
  };
}
