import { z } from 'zod';
import { findSubcategory, taxonomyIdFor, type CategoryId } from './category-taxonomy';

/**
 * Emission factors and substitution assumptions for /social-impact and /circular-economy. One table, used by the
 * server's figures and by the web's methodology section and calculator, so the page shows exactly what was
 * computed. Figures are cradle-to-gate footprints of one new item, rounded; `source` names where each comes from.
 * ADEME's Impact CO₂ (impactco2.fr, whose open data were checked on 2026-11-23) publishes per-product figures for
 * some goods (manufacture and distribution, use excluded); where it has none, the factor is our estimate from the
 * nearest ADEME product or Base Carbone intensity, and its source says so.
 */
export const IMPACT_GROUPS = [
  'electronics',
  'audiovisual',
  'tools',
  'construction',
  'sports',
  'vehicles',
  'events',
  'music',
  'spaces',
  'other',
] as const;
export type ImpactGroup = (typeof IMPACT_GROUPS)[number];

export interface EmissionFactor {
  /** kg CO₂e to make one new item of this kind. */
  kgCo2ePerItem: number;
  /** Share of rentals that replace a purchase (the rest would have happened without buying anything). */
  substitution: number;
  /** Rentals one item serves before it is worn out: each rental carries 1/lifetimeRentals of its footprint. */
  lifetimeRentals: number;
  /** A typical new purchase price in Mexico, MXN cents, for money saved and the rent-versus-buy calculator. */
  purchasePriceMxn: number;
  source: string;
}

export const EMISSION_FACTORS: Record<ImpactGroup, EmissionFactor> = {
  electronics: {
    // 170.3 construction + 12.3 assembly and distribution (impactco2.fr data, ADEME–Arcep 2022 digital study).
    kgCo2ePerItem: 183,
    substitution: 0.3,
    lifetimeRentals: 60,
    purchasePriceMxn: 15_000_00,
    source: 'ADEME Impact CO₂, "Ordinateur portable": 170.3 kg construction + 12.3 kg assembly and distribution',
  },
  audiovisual: {
    kgCo2ePerItem: 60,
    substitution: 0.3,
    lifetimeRentals: 80,
    purchasePriceMxn: 12_000_00,
    source: 'Vira estimate: ADEME Base Empreinte electronics intensity × typical camera/projector mass',
  },
  tools: {
    kgCo2ePerItem: 47,
    substitution: 0.4,
    lifetimeRentals: 150,
    purchasePriceMxn: 2_000_00,
    source:
      'ADEME Impact CO₂, "Aspirateur" (47.3 kg, manufacture and distribution) as the nearest small motorised appliance to a drill or saw',
  },
  construction: {
    kgCo2ePerItem: 600,
    substitution: 0.2,
    lifetimeRentals: 300,
    purchasePriceMxn: 60_000_00,
    source: 'Vira estimate: ADEME Base Empreinte machinery (steel) intensity × typical mixer/compactor mass',
  },
  sports: {
    kgCo2ePerItem: 40,
    substitution: 0.3,
    lifetimeRentals: 100,
    purchasePriceMxn: 5_000_00,
    source: 'Vira estimate: ADEME Base Empreinte sports goods intensity × typical bicycle/tent mass',
  },
  vehicles: {
    kgCo2ePerItem: 6_700,
    substitution: 0.05,
    lifetimeRentals: 1_000,
    purchasePriceMxn: 350_000_00,
    source:
      'Vira estimate: ADEME Base Carbone petrol car construction, 0.0256 kg CO₂e per km, over about 260,000 km of life',
  },
  events: {
    kgCo2ePerItem: 80,
    substitution: 0.5,
    lifetimeRentals: 100,
    purchasePriceMxn: 3_000_00,
    source: 'ADEME Impact CO₂, "Table en bois" (80.2 kg, manufacture and distribution), for event tables and furniture',
  },
  music: {
    kgCo2ePerItem: 45,
    substitution: 0.3,
    lifetimeRentals: 100,
    purchasePriceMxn: 8_000_00,
    source:
      'Vira estimate: between ADEME Impact CO₂\'s "Enceinte connectée" (19.8 kg) and "Table en bois" (80.2 kg) for amplifiers and instruments',
  },
  spaces: {
    // Renting a room or a parking space builds nothing new either way: no avoided manufacturing is claimed.
    kgCo2ePerItem: 0,
    substitution: 0,
    lifetimeRentals: 1,
    purchasePriceMxn: 0,
    source: 'No manufacturing avoided (spaces and parking are not bought per use)',
  },
  other: {
    kgCo2ePerItem: 20,
    substitution: 0.3,
    lifetimeRentals: 100,
    purchasePriceMxn: 2_500_00,
    source: 'Vira estimate: ADEME Base Empreinte average manufactured household good',
  },
};

/** IRIS+ (GIIN) metric ids for the figures that have one. */
export const IRIS_METRICS = { co2eAvoided: 'OI4862' } as const;

/** Taxonomy categories mapped to an impact group; subcategories count with their parent. */
const GROUP_OF: Partial<Record<CategoryId, ImpactGroup>> = {
  technology: 'electronics',
  gaming: 'electronics',
  audiovisual: 'audiovisual',
  advertising: 'audiovisual',
  tools: 'tools',
  gardening: 'tools',
  construction: 'construction',
  sports: 'sports',
  eco_mobility: 'sports',
  vehicles: 'vehicles',
  private_transport: 'vehicles',
  freight_transport: 'vehicles',
  events: 'events',
  baby_equipment: 'events',
  cultural_arts: 'music',
  spaces: 'spaces',
  parking: 'spaces',
  eco_houses: 'spaces',
};

/** The impact group of a listing category (a taxonomy id, or an alias an address may carry). */
export function impactGroupOf(category: string): ImpactGroup {
  const id = taxonomyIdFor(category);
  const parent = id ? (findSubcategory(id)?.parentCategory ?? id) : null;
  return (parent && GROUP_OF[parent as CategoryId]) || 'other';
}

/**
 * kg CO₂e avoided by `rentals` completed rentals of one group: each replaces a purchase with probability
 * `substitution`, minus the rented item's own wear (1/lifetimeRentals of its footprint). Never negative.
 */
export function co2eAvoidedKg(group: ImpactGroup, rentals: number): number {
  const f = EMISSION_FACTORS[group];
  const perRental = Math.max(0, f.kgCo2ePerItem * (f.substitution - 1 / f.lifetimeRentals));
  return Math.round(perRental * rentals * 10) / 10;
}

export const rentVsBuyInputSchema = z.object({
  /** Price per day of the listing, MXN cents. */
  pricePerDay: z.number().int().min(1).max(100_000_000),
  /** Purchase price estimate, MXN cents; the category's typical price when left out. */
  purchasePrice: z.number().int().min(1).max(10_000_000_000).optional(),
  usesPerYear: z.number().int().min(1).max(365),
  daysPerUse: z.number().int().min(1).max(365),
  category: z.string().max(60),
});
export type RentVsBuyInput = z.input<typeof rentVsBuyInputSchema>;

export interface RentVsBuyResult {
  purchasePrice: number;
  /** Rental days whose cost equals the purchase price. */
  breakEvenDays: number;
  rentingPerYear: number;
  cheaper: 'rent' | 'buy';
  /** Years of this use before buying would have paid off (null when renting never reaches the price). */
  breakEvenYears: number | null;
  /** Emissions attributable to a year of use: the purchase's whole footprint vs the rented days' wear share. */
  buyingKgCo2e: number;
  rentingKgCo2e: number;
}

/** The rent-versus-buy comparison for one listing; money in MXN cents. */
export function rentVsBuy(input: RentVsBuyInput): RentVsBuyResult {
  const parsed = rentVsBuyInputSchema.parse(input);
  const f = EMISSION_FACTORS[impactGroupOf(parsed.category)];
  const purchasePrice = parsed.purchasePrice ?? f.purchasePriceMxn;
  const daysPerYear = Math.min(365, parsed.usesPerYear * parsed.daysPerUse);
  const rentingPerYear = daysPerYear * parsed.pricePerDay;
  const breakEvenDays = Math.ceil(purchasePrice / parsed.pricePerDay);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    purchasePrice,
    breakEvenDays,
    rentingPerYear,
    cheaper: rentingPerYear < purchasePrice ? 'rent' : 'buy',
    breakEvenYears: rentingPerYear > 0 ? round1(purchasePrice / rentingPerYear) : null,
    buyingKgCo2e: f.kgCo2ePerItem,
    rentingKgCo2e: round1((f.kgCo2ePerItem / f.lifetimeRentals) * parsed.usesPerYear),
  };
}

const moneyByCurrencySchema = z.array(z.object({ currency: z.string(), amount: z.number().int() }));

export const impactFiguresSchema = z.object({
  computedAt: z.string(),
  rentalsCompleted: z.number().int().nonnegative(),
  ownersEarning: z.number().int().nonnegative(),
  /** Owners' net earnings of completed rentals, per booking currency in minor units; the web converts. */
  ownerEarnings: moneyByCurrencySchema,
  /** Distinct listings that completed at least one rental. */
  itemsReused: z.number().int().nonnegative(),
  /** People affected by published humanitarian requests whose help the requester confirmed as delivered in full. */
  peopleHelped: z.number().int().nonnegative(),
  /** Those requests (the name predates delivery confirmation: they are requests helped, not merely covered). */
  requestsCovered: z.number().int().nonnegative(),
  co2eAvoidedKg: z.number().nonnegative(),
  byGroup: z.array(
    z.object({ group: z.enum(IMPACT_GROUPS), rentals: z.number().int(), co2eAvoidedKg: z.number().nonnegative() }),
  ),
});
export type ImpactFigures = z.infer<typeof impactFiguresSchema>;

export const personalImpactSchema = z.object({
  rentalsAsRenter: z.number().int().nonnegative(),
  rentalsAsOwner: z.number().int().nonnegative(),
  /** The person's listings that completed at least one rental. */
  itemsKeptInUse: z.number().int().nonnegative(),
  listings: z.number().int().nonnegative(),
  co2eAvoidedKg: z.number().nonnegative(),
  /** Purchase price estimates of what they rented minus what they paid, never below 0 per rental. */
  moneySaved: moneyByCurrencySchema,
});
export type PersonalImpact = z.infer<typeof personalImpactSchema>;
