import { CURRENCIES, isCurrencyCode } from '@vira/domain/currencies';
import { SERVICES_PAGE_SIZE, weekdayOf, type ServicesQuery, type ServicesResponse } from '@vira/domain/service';
import type { AppDb } from '../../db/client';
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
    throw new AppError(400, 'search_point_incomplete', searchMessages.pointIncomplete, {}, {
      [query.lat == null ? 'lat' : 'lng']: 'required',
    });
  }
  const point = query.lat != null && query.lng != null ? { lat: query.lat, lng: query.lng } : null;
  if (!point && query.radiusKm != null) {
    throw new AppError(400, 'search_point_required', searchMessages.distanceNeedsPoint, {}, { lat: 'required', lng: 'required' });
  }
  if ((query.startHour == null) !== (query.endHour == null)) {
    throw new AppError(400, 'hours_incomplete', servicesMessages.hoursIncomplete, {}, {
      [query.startHour == null ? 'startHour' : 'endHour']: 'required',
    });
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

/** The services page: cards (nearest first around a place, else best rated), the total and counts per category. */
export async function searchServices(db: AppDb, query: ServicesQuery): Promise<ServicesResponse> {
  const filters = toServiceFilters(query);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? SERVICES_PAGE_SIZE;
  const [rows, counts] = await Promise.all([
    repo.searchServices(db, filters, pageSize, (page - 1) * pageSize),
    repo.countServices(db, filters),
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
