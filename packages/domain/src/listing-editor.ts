import { z } from 'zod';
import { findCategory, findSubcategory } from './category-taxonomy';
import { CURRENCY_CODES, type CurrencyCode } from './currencies';
import { CONTINENTS } from './geography';
import { listingConditionSchema, listingSchema } from './listing';
import { calendarDateSchema } from './calendar-date';
import { idSchema } from './id';
import { textSchema } from './text';
import { listingTypeSchema } from './listing';
import { radiusKmSchema, serviceFieldsSchema, timeZoneSchema, weeklyHoursSchema } from './service';

/** Limits of what an owner may enter (issue 10). Money is integer minor units of the listing's currency. */
export const LISTING_LIMITS = {
  titleMax: 80,
  descriptionMax: 4000,
  /** A sane cap on any amount: 10 million major units (minor units ×100). */
  moneyMax: 1_000_000_000,
  discountMaxPct: 90,
  daysMax: 365,
  photosMax: 10,
  photoBytesMax: 10 * 1024 * 1024,
  modelYearMin: 1900,
} as const;

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export const cancellationPolicySchema = z.enum(CANCELLATION_POLICIES);
export const LISTING_STATUSES = ['draft', 'live', 'paused'] as const;
export const listingStatusSchema = z.enum(LISTING_STATUSES);

const text = (max: number, multiline = false) => textSchema({ multiline }).trim().max(max);
const money = z.number().int().min(0).max(LISTING_LIMITS.moneyMax);
const days = z.number().int().min(1).max(LISTING_LIMITS.daysMax);
const pct = z.number().int().min(0).max(LISTING_LIMITS.discountMaxPct);

/** Step 1: what is rented. */
export const listingDetailsSchema = z.object({
  title: text(LISTING_LIMITS.titleMax).min(1),
  description: text(LISTING_LIMITS.descriptionMax, true),
  category: textSchema().refine((id) => !!findCategory(id), { message: 'Unknown category' }),
  subcategory: textSchema()
    .refine((id) => !!findSubcategory(id), { message: 'Unknown subcategory' })
    .nullable(),
  condition: listingConditionSchema,
  modelYear: z
    .number()
    .int()
    .min(LISTING_LIMITS.modelYearMin)
    .max(new Date().getUTCFullYear() + 1)
    .nullable(),
});

/** Step 2: where it is. The continent is derived on the server from the pin. */
export const listingLocationSchema = z.object({
  location: text(200).min(1),
  city: text(100).min(1),
  country: text(100).min(1),
  postalCode: text(20).nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** Step 3: what it costs and the rules that bind renters. */
export const listingPricingSchema = z.object({
  currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]),
  pricePerDay: money.min(1),
  hasInsurance: z.boolean(),
  insuranceCostPerDay: money,
  /** Empty (null): the category's default cover. */
  insuranceCover: money.nullable().optional(),
  deposit: money,
  deliveryCost: money,
  homeDelivery: z.boolean(),
  publicPickup: z.boolean(),
  instantBooking: z.boolean(),
  minDays: days,
  maxDays: days.nullable(),
  weeklyDiscountPct: pct,
  monthlyDiscountPct: pct,
  cancellationPolicy: cancellationPolicySchema,
});

/** The pricing step's form: the step's fields and the rule between two of them, said under the maximum. */
export const listingPricingStepSchema = listingPricingSchema.refine(daysInOrder, {
  path: ['maxDays'],
  message: 'maxDays < minDays',
});

/**
 * The service step (issue 14): a service is priced per hour and/or per day (`pricePerDay`, 0 when not offered),
 * covers an area around its position and works weekly hours. Items ignore these fields.
 */
export const listingServiceStepSchema = z.object({
  type: listingTypeSchema,
  pricePerHour: money.nullable(),
  minHours: z.number().int().min(1, 'invalid_min_hours').max(24, 'invalid_min_hours'),
  serviceRadiusKm: radiusKmSchema,
  weeklyHours: weeklyHoursSchema,
  timeZone: timeZoneSchema,
});

const fullShape = { ...listingDetailsSchema.shape, ...listingLocationSchema.shape, ...listingPricingSchema.shape };

function daysInOrder(v: { minDays?: number; maxDays?: number | null }): boolean {
  return v.minDays == null || v.maxDays == null || v.maxDays >= v.minDays;
}
function subcategoryFits(v: { category?: string; subcategory?: string | null }): boolean {
  return !v.subcategory || !v.category || findSubcategory(v.subcategory)?.parentCategory === v.category;
}

/** Any subset of the wizard's fields: what a step saves to the draft (or to a live listing). */
// A service may be hourly only (daily price 0); the server refuses 0 for an item (`listingPricingSchema`).
export const listingPatchSchema = z
  .object({ ...fullShape, pricePerDay: money, ...listingServiceStepSchema.shape })
  .partial()
  .strict()
  .refine(daysInOrder, { path: ['maxDays'], message: 'maxDays < minDays' })
  .refine(subcategoryFits, { path: ['subcategory'], message: 'subcategory' });
export type ListingPatch = z.infer<typeof listingPatchSchema>;

const publishableShape = { ...fullShape, description: text(LISTING_LIMITS.descriptionMax, true).min(1) };

/** Everything a listing needs before it can go live (checked on "Publicar"). */
export const publishableListingSchema = z
  .object(publishableShape)
  .refine(daysInOrder, { path: ['maxDays'], message: 'maxDays < minDays' })
  .refine(subcategoryFits, { path: ['subcategory'], message: 'subcategory' });

/** A service before it goes live: the item fields (a daily price may be 0 when it is hourly) plus the service step. */
export const publishableServiceSchema = z
  .object({ ...publishableShape, pricePerDay: money })
  .and(serviceFieldsSchema)
  .refine(daysInOrder, { path: ['maxDays'], message: 'maxDays < minDays' });

/**
 * New draft: made by the person's first save in the wizard, with what that save holds (any wizard fields, the
 * category `/publish?category=<key>` preselected among them), so merely opening /publish leaves nothing behind.
 */
export const createDraftSchema = listingPatchSchema;
export type CreateDraftBody = ListingPatch;

export const reorderPhotosSchema = z.object({
  imageIds: z.array(idSchema).min(1).max(LISTING_LIMITS.photosMax),
});

/** A listing as its owner sees it in the wizard and the dashboard. */
export const ownerListingSchema = listingSchema.extend({
  /** As the owner stated it; null: the category's default. */
  insuranceCover: z.number().int().nullable(),
  status: listingStatusSchema,
  subcategory: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The next booking that holds dates, if any. */
  nextBooking: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
  continent: z.enum(CONTINENTS),
});
export type OwnerListing = z.infer<typeof ownerListingSchema>;

export const ownerListingsResponseSchema = z.object({ items: z.array(ownerListingSchema) });
export type OwnerListingsResponse = z.infer<typeof ownerListingsResponseSchema>;

/** Days the owner blocks: [startDate, endDate), end after start, within about a year and a half. */
export const blockedDatesInputSchema = z
  .object({ startDate: calendarDateSchema, endDate: calendarDateSchema })
  .refine((v) => v.endDate > v.startDate, { path: ['endDate'], message: 'endDate must be after startDate' });
export type BlockedDatesInput = z.infer<typeof blockedDatesInputSchema>;

export const blockedDatesSchema = z.object({
  id: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  source: z.enum(['owner', 'ical']),
});
export type BlockedDates = z.infer<typeof blockedDatesSchema>;
/** A booking's hold on the listing, as its owner's calendar shows it: [startDate, endDate) days. */
export const bookedDatesSchema = z.object({ startDate: z.string(), endDate: z.string(), status: z.string() });
/** Everything that keeps the listing busy from today on, so the owner sees bookings and blocks on one calendar. */
export const blockedDatesListSchema = z.object({
  items: z.array(blockedDatesSchema),
  booked: z.array(bookedDatesSchema),
});

/** Another platform's calendar, by its feed address (http, https or webcal) or the .ics file's text. */
export const calendarImportInputSchema = z.union([
  z.object({
    url: textSchema()
      .trim()
      .max(2000)
      .regex(/^(https?|webcal):\/\/[^\s]+$/i),
  }),
  z.object({ ics: textSchema({ multiline: true }).max(1_000_000) }),
]);
export type CalendarImportInput = z.infer<typeof calendarImportInputSchema>;
/** The listing's own feed address, and the other platform's address it re-reads, if one was imported. */
export const calendarSyncSchema = z.object({
  url: z.string(),
  imported: z
    .object({
      url: z.string(),
      lastImportedAt: z.string().nullable(),
      /** `calendar_unreachable` or `invalid_calendar` when the last re-read failed. */
      lastError: z.string().nullable(),
      everyHours: z.number().int(),
    })
    .nullable(),
});
export type CalendarSync = z.infer<typeof calendarSyncSchema>;

export const calendarImportResultSchema = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
});
