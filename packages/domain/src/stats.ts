import { z } from 'zod';

/** Catalogue figures shown on the home page, computed from the published listings. */
export const catalogueStatsSchema = z.object({
  /** Number of listings in the catalogue. */
  listings: z.number().int().nonnegative(),
  /** Distinct countries the listings are in. */
  countries: z.number().int().nonnegative(),
  /** Distinct cities (a city name counted once per country: Valencia in Spain and in Venezuela are two). */
  cities: z.number().int().nonnegative(),
  /** Listings per listing type. */
  byType: z.object({ product: z.number().int().nonnegative(), service: z.number().int().nonnegative() }),
  /** The cheapest and dearest price per day in the catalogue, in US dollars: the price sliders' real range. */
  pricePerDayUsd: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }),
});
export type CatalogueStats = z.infer<typeof catalogueStatsSchema>;
