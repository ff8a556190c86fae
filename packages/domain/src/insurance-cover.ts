import { CATALOGUE_TO_TAXONOMY, findCategory, findSubcategory } from './category-taxonomy';
import { convert, toMinor, type CurrencyCode } from './currencies';
import type { CatalogueCategory } from './sample-categories';

/**
 * What damage an insured item is covered for when its owner did not say, by taxonomy category, in Mexican pesos:
 * roughly what such things cost to repair or replace (a van is not a tent). Owners set their own when publishing.
 */
const DEFAULT_COVER_MXN: Record<string, number> = {
  construction: 60_000,
  audiovisual: 40_000,
  vehicles: 300_000,
  private_transport: 300_000,
  freight_transport: 400_000,
  events: 20_000,
  technology: 30_000,
  sports: 10_000,
  tools: 10_000,
  gaming: 15_000,
  spaces: 100_000,
  gardening: 8_000,
  advertising: 20_000,
  eco_houses: 150_000,
  eco_mobility: 25_000,
  baby_equipment: 8_000,
  pet_supplies: 5_000,
  cultural_arts: 30_000,
  safety_protection: 10_000,
  books: 3_000,
};
const FALLBACK_MXN = 10_000;

/** Largest cover an owner may state: the most any item on Vira is insured for (20 million pesos, in any currency). */
export const MAX_INSURANCE_COVER_MXN = 20_000_000;

function taxonomyParent(category: string): string | null {
  if (findCategory(category)) return category;
  const sub = findSubcategory(category);
  if (sub) return sub.parentCategory;
  return CATALOGUE_TO_TAXONOMY[category as CatalogueCategory] ?? null;
}

/** The default cover of a listing of `category`, in minor units of its currency (rounded to a whole unit). */
export function defaultInsuranceCover(category: string, currency: CurrencyCode): number {
  const parent = taxonomyParent(category);
  const pesos = (parent && DEFAULT_COVER_MXN[parent]) || FALLBACK_MXN;
  return toMinor(Math.round(convert(pesos, 'MXN', currency)), currency);
}

/** The cover a listing shows: its owner's figure, or the category's default. */
export function insuranceCoverOf(listing: {
  insuranceCover: number | null;
  category: string;
  currency: CurrencyCode;
}): number {
  return listing.insuranceCover ?? defaultInsuranceCover(listing.category, listing.currency);
}
