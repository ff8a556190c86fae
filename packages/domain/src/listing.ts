import { z } from 'zod';
import { CURRENCY_CODES } from './currencies';
import { CONTINENTS } from './geography';

/** Also the database column's values (apps/api db/schema): one list. */
export const LISTING_TYPES = ['product', 'service'] as const;
export const listingTypeSchema = z.enum(LISTING_TYPES);
/** Also the database column's values (apps/api db/schema): one list. */
export const LISTING_CONDITIONS = ['new', 'like_new', 'excellent', 'good', 'fair'] as const;
export const listingConditionSchema = z.enum(LISTING_CONDITIONS);

export const listingImageSchema = z.object({
  id: z.number().int(),
  /** Path of the image on our API; append `?w=480|768|1024` for a responsive width. */
  url: z.string(),
  alt: z.string(),
});

export const listingOwnerSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isVira: z.boolean(),
  verified: z.boolean(),
  /** The owner's identity was verified (issue 38). */
  identityVerified: z.boolean(),
  rating: z.number(),
});

/** What a service (type `service`) adds: hourly rate, minimum hours, area radius around its position, weekly hours. */
export const listingServiceSchema = z.object({
  pricePerHour: z.number().int().nullable(),
  minHours: z.number().int(),
  serviceRadiusKm: z.number().nullable(),
  /** `WeeklyHours` of service.ts: per weekday `{ start, end }` hours or null for a day off. */
  weeklyHours: z.record(z.string(), z.object({ start: z.number().int(), end: z.number().int() }).nullable()).nullable(),
  timeZone: z.string(),
});
export type ListingService = z.infer<typeof listingServiceSchema>;

/** A listing as the API returns it. Money is in integer minor units of `currency`. */
export const listingSchema = z.object({
  id: z.number().int().positive(),
  type: listingTypeSchema,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  currency: z.enum(CURRENCY_CODES as [string, ...string[]]),
  pricePerDay: z.number().int().nonnegative(),
  insuranceCostPerDay: z.number().int().nonnegative(),
  /** What damage an insured item is covered for, in minor units of `currency` (the owner's, or the category's default). */
  insuranceCover: z.number().int().nonnegative(),
  deposit: z.number().int().nonnegative(),
  deliveryCost: z.number().int().nonnegative(),
  /** Comma-separated place text whose last part is the country, as the spec shows it. */
  location: z.string(),
  city: z.string(),
  country: z.string(),
  continent: z.enum(CONTINENTS),
  postalCode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Average of the reviews to one decimal; null for a listing without reviews ("new"). */
  rating: z.number().nullable(),
  reviewCount: z.number().int().nonnegative(),
  condition: listingConditionSchema,
  modelYear: z.number().int().nullable(),
  available: z.boolean(),
  hasInsurance: z.boolean(),
  instantBooking: z.boolean(),
  /** The owner rents only to identity-verified people (issue 38); see `verified-renter-rule.ts` for the deposit rule. */
  requiresVerifiedRenter: z.boolean(),
  homeDelivery: z.boolean(),
  publicPickup: z.boolean(),
  /** Rules that bind renters: minimum and maximum rental days, weekly (7+) and monthly (28+) discounts in %. */
  minDays: z.number().int(),
  maxDays: z.number().int().nullable(),
  weeklyDiscountPct: z.number().int(),
  monthlyDiscountPct: z.number().int(),
  cancellationPolicy: z.enum(['flexible', 'moderate', 'strict']),
  images: z.array(listingImageSchema),
  /** Services only; absent or null for items. */
  service: listingServiceSchema.nullable().optional(),
  owner: listingOwnerSchema,
  createdAt: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

export const FEATURED_LISTING_IDS = [1, 6, 12, 15, 19, 22] as const;

/** GET /api/listings?ids=…: the listings that exist, in the order asked. */
export const listingListSchema = z.object({ items: z.array(listingSchema) });
