import { CURRENCIES, isCurrencyCode } from '@vira/domain/currencies';
import { SERVICES_PAGE_SIZE, weekdayOf, type ServicesQuery, type ServicesResponse } from '@vira/domain/service';
import { LRUCache } from 'lru-cache';
import type { AppDb } from '../../db/client';
import { onCatalogueChange } from '../listings';
import { AppError } from '../../http/app-error';
import { searchMessages } from '../search';
import { containsPattern, toTsQuery } from '../search';
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
 * the counts of working services are kept per filter set for a short while, per database, and forgotten at once on
 * a catalogue change (the search screen's figures work the same way). They depend on the weekday, not the date;
 * what is taken at the date changes with bookings and is subtracted fresh at every request (decision 029).
 */
const COUNTS_TTL_MS = 30_000;
const countCaches = new WeakMap<AppDb, LRUCache<string, Promise<repo.CategoryCount[]>>>();

function cachedWorkingCounts(db: AppDb, filters: repo.ServiceFilters): Promise<repo.CategoryCount[]> {
  let cache = countCaches.get(db);
  if (!cache) {
    const created = new LRUCache<string, Promise<repo.CategoryCount[]>>({ max: 500, ttl: COUNTS_TTL_MS });
    onCatalogueChange(db, () => created.clear());
    countCaches.set(db, (cache = created));
  }
  const key = JSON.stringify({ ...filters, category: null, day: filters.day?.weekday ?? null });
  const hit = cache.get(key);
  if (hit) return hit;
  const value = repo.countWorkingServices(db, filters);
  value.catch(() => cache.delete(key));
  cache.set(key, value);
  return value;
}

/**
 * The taken counts at a date, kept with the fingerprint of the bookings and blocked days they were read from:
 * reading the fingerprint is one pass over that day's bookings, recounting them looks each one's service up.
 * Checked at every request, so a booking made anywhere shows at once; forgotten on a catalogue change.
 */
const takenCaches = new WeakMap<
  AppDb,
  LRUCache<string, { fingerprint: string; counts: Promise<repo.CategoryCount[]> }>
>();

async function freshTakenCounts(db: AppDb, filters: repo.ServiceFilters): Promise<repo.CategoryCount[]> {
  if (!filters.day) return [];
  let cache = takenCaches.get(db);
  if (!cache) {
    const created = new LRUCache<string, { fingerprint: string; counts: Promise<repo.CategoryCount[]> }>({
      max: 500,
      ttl: COUNTS_TTL_MS,
    });
    onCatalogueChange(db, () => created.clear());
    takenCaches.set(db, (cache = created));
  }
  const key = JSON.stringify({ ...filters, category: null });
  const fingerprint = await repo.takenFingerprint(db, filters);
  const hit = cache.get(key);
  if (hit && hit.fingerprint === fingerprint) return hit.counts;
  const counts = repo.countTakenServices(db, filters);
  counts.catch(() => cache.delete(key));
  cache.set(key, { fingerprint, counts });
  return counts;
}

/** Services per category (the ones with any, most first) under the filters without the category, and the total. */
async function countServices(
  db: AppDb,
  filters: repo.ServiceFilters,
): Promise<{ total: number; categories: repo.CategoryCount[] }> {
  const [working, taken] = await Promise.all([cachedWorkingCounts(db, filters), freshTakenCounts(db, filters)]);
  const takenBy = new Map(taken.map((c) => [c.category, c.count]));
  // Never below zero: the kept counts may be a moment older than the bookings read now.
  const categories = working
    .map((c) => ({ category: c.category, count: Math.max(0, c.count - (takenBy.get(c.category) ?? 0)) }))
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
  const total = filters.category
    ? (categories.find((c) => c.category === filters.category)?.count ?? 0)
    : categories.reduce((sum, c) => sum + c.count, 0);
  return { total, categories };
}

/** The services page: cards (nearest first around a place, else best rated), the total and counts per category. */
export async function searchServices(db: AppDb, query: ServicesQuery): Promise<ServicesResponse> {
  const filters = toServiceFilters(query);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? SERVICES_PAGE_SIZE;
  const [rows, counts] = await Promise.all([
    repo.searchServices(db, filters, pageSize, (page - 1) * pageSize),
    countServices(db, filters),
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
