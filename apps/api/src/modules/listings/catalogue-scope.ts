import { sql, type SQL } from 'drizzle-orm';

/**
 * What "the catalogue" is, for every figure a person can compare across screens (the home page's "Artículos
 * publicados", the search's total, a city's count in the place suggestions, the map's totals and the place search's
 * count, the statistics, and /services' count of services): a listing that is live and not hidden (`listed`, a
 * generated column). A service priced only by the hour is in it like any other (issue 34, item 8): its cards show
 * its hourly price. `table` is the listings table's name or alias in the query ('l', or '"listings"').
 */
export function inCatalogue(table: string): SQL {
  return sql.raw(`${table}.listed`);
}

/**
 * The price per day, in US dollars, that the search's price filter, its price orders and the catalogue's price
 * bounds compare: the daily price, or a service's hourly price times 8 when it has none (`comparableDayPrice` in
 * packages/domain/src/pricing.ts; `vira_day_price`, migration 0035). The expression of `listings_price_usd_idx`.
 */
export function catalogueDayPriceUsd(table: string): SQL {
  return sql.raw(`vira_price_usd(vira_day_price(${table}.price_per_day, ${table}.price_per_hour), ${table}.currency)`);
}
