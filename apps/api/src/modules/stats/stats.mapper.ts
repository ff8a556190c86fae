import type { CatalogueStats } from '@vira/domain/stats';
import type { StatsRow } from './stats.repository';

export function toCatalogueStats(row: StatsRow): CatalogueStats {
  return {
    listings: Number(row.listings),
    countries: Number(row.countries),
    cities: Number(row.cities),
    byType: { product: Number(row.products), service: Number(row.services) },
    pricePerDayUsd: { min: Number(row.minPriceUsd ?? 0), max: Number(row.maxPriceUsd ?? 0) },
  };
}
