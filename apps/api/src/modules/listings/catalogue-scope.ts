import { sql, type SQL } from 'drizzle-orm';

/**
 * What "the catalogue" is, for every figure a person can compare across screens (the home page's "Artículos
 * publicados", the search's total, a city's count in the place suggestions, the map's totals and the place search's
 * count, the statistics): a listing that is live and not hidden (`listed`, a generated column) and rented by the day.
 * A service priced only by the hour is hired on /services, where its hourly price is shown; in the catalogue it would
 * read "$0.00 / día". `table` is the listings table's name or alias in the query ('l', or '"listings"').
 */
export function inCatalogue(table: string): SQL {
  return sql.raw(`(${table}.listed and ${table}.price_per_day > 0)`);
}
