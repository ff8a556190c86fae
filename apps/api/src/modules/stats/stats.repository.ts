import { sql } from 'drizzle-orm';
import { catalogueDayPriceUsd, inCatalogue } from '../listings';
import type { AppDb } from '../../db/client';
import { listings } from '../../db/schema/listings';

export interface StatsRow {
  listings: number;
  countries: number;
  cities: number;
  products: number;
  services: number;
  minPriceUsd: number | null;
  maxPriceUsd: number | null;
}

/**
 * One pass over the catalogue (the listings the search and the map show). Places are compared trimmed and case-insensitively so 'México' and 'méxico ' are
 * one country; a city is identified together with its country.
 */
export async function countCatalogue(db: AppDb): Promise<StatsRow> {
  const country = sql`lower(trim(${listings.country}))`;
  const city = sql`lower(trim(${listings.city}))`;
  const [row] = await db
    .select({
      listings: sql<number>`count(*)::int`,
      countries: sql<number>`count(distinct ${country})::int`,
      cities: sql<number>`count(distinct (${city}, ${country}))::int`,
      products: sql<number>`count(*) filter (where ${listings.type} = 'product')::int`,
      services: sql<number>`count(*) filter (where ${listings.type} = 'service')::int`,
      minPriceUsd: sql<number | null>`min(${catalogueDayPriceUsd('"listings"')})`,
      maxPriceUsd: sql<number | null>`max(${catalogueDayPriceUsd('"listings"')})`,
    })
    .from(listings)
    .where(inCatalogue('"listings"'));
  return (
    row ?? { listings: 0, countries: 0, cities: 0, products: 0, services: 0, minPriceUsd: null, maxPriceUsd: null }
  );
}
