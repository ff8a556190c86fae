import { and, avg, count, ilike, min, notInArray, or, sql } from 'drizzle-orm';
import { OFF_MAP_COUNTRIES } from '@vira/domain/geography';
import { inCatalogue } from '../listings';
import type { AppDb } from '../../db/client';
import { listings } from '../../db/schema/listings';

export interface CataloguePlaceRow {
  city: string;
  country: string;
  postalCode: string | null;
  lat: number;
  lon: number;
  listingCount: number;
}

// The place search's counts are the map's: the catalogue, where the map draws it.
const onMap = and(inCatalogue('"listings"'), notInArray(listings.country, [...OFF_MAP_COUNTRIES]));

/** Catalogue places whose postal code starts with `prefix`, one row per postal code. */
export async function findPlacesByPostalCode(db: AppDb, prefix: string, limit: number): Promise<CataloguePlaceRow[]> {
  const rows = await db
    .select({
      city: listings.city,
      country: listings.country,
      postalCode: listings.postalCode,
      lat: avg(listings.latitude),
      lon: avg(listings.longitude),
      listingCount: count(),
    })
    .from(listings)
    .where(and(onMap, ilike(listings.postalCode, `${prefix.replace(/[%_\\]/g, '')}%`)))
    .groupBy(listings.postalCode, listings.city, listings.country)
    .orderBy(sql`count(*) desc`, listings.postalCode)
    .limit(limit);
  return rows.map((r) => ({ ...r, lat: Number(r.lat), lon: Number(r.lon) }));
}

/**
 * Catalogue cities whose city, country or location text contains the folded query (accent-insensitive through
 * vira_unaccent), one row per city with its listing count and one of its postal codes.
 */
export async function findPlacesByName(db: AppDb, folded: string, limit: number): Promise<CataloguePlaceRow[]> {
  const pattern = `%${folded.replace(/[%_\\]/g, '')}%`;
  const rows = await db
    .select({
      city: listings.city,
      country: listings.country,
      postalCode: min(listings.postalCode),
      lat: avg(listings.latitude),
      lon: avg(listings.longitude),
      listingCount: count(),
    })
    .from(listings)
    .where(
      and(
        onMap,
        or(
          sql`lower(vira_unaccent(${listings.city})) like ${pattern}`,
          sql`lower(vira_unaccent(${listings.country})) like ${pattern}`,
          sql`lower(vira_unaccent(${listings.location})) like ${pattern}`,
        ),
      ),
    )
    .groupBy(listings.city, listings.country)
    .orderBy(sql`count(*) desc`, listings.city)
    .limit(limit);
  return rows.map((r) => ({ ...r, lat: Number(r.lat), lon: Number(r.lon) }));
}
