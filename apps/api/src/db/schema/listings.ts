import { LISTING_CONDITIONS, LISTING_TYPES } from '@vira/domain/listing';
import { CANCELLATION_POLICIES, LISTING_STATUSES } from '@vira/domain/listing-editor';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    type: text('type', { enum: LISTING_TYPES }).notNull().default('product'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    currency: text('currency').notNull(),
    /** Integer minor units of `currency`. */
    pricePerDay: integer('price_per_day').notNull(),
    insuranceCostPerDay: integer('insurance_cost_per_day').notNull().default(0),
    deposit: integer('deposit').notNull().default(0),
    /**
     * What damage an insured item is covered for, in minor units of `currency`, as its owner stated it; null: the
     * category's default (`defaultInsuranceCover` in packages/domain).
     */
    insuranceCover: integer('insurance_cover'),
    deliveryCost: integer('delivery_cost').notNull().default(0),
    location: text('location').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    continent: text('continent').notNull(),
    postalCode: text('postal_code'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Average of the listing's reviews; null until it has one (shown as new, never as 0.0). */
    rating: real('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    condition: text('condition', { enum: LISTING_CONDITIONS }).notNull().default('good'),
    modelYear: smallint('model_year'),
    available: boolean('available').notNull().default(true),
    hasInsurance: boolean('has_insurance').notNull().default(false),
    instantBooking: boolean('instant_booking').notNull().default(false),
    /** The owner rents only to people whose identity is verified (issue 38); the API refuses anyone else. */
    requiresVerifiedRenter: boolean('requires_verified_renter').notNull().default(false),
    homeDelivery: boolean('home_delivery').notNull().default(false),
    publicPickup: boolean('public_pickup').notNull().default(false),
    /** Taxonomy subcategory id (packages/domain category-taxonomy) when the owner picked one. */
    subcategory: text('subcategory'),
    /** A draft is edited step by step and seen only by its owner; live listings are public unless hidden. */
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('live'),
    minDays: smallint('min_days').notNull().default(1),
    maxDays: smallint('max_days'),
    weeklyDiscountPct: smallint('weekly_discount_pct').notNull().default(0),
    monthlyDiscountPct: smallint('monthly_discount_pct').notNull().default(0),
    cancellationPolicy: text('cancellation_policy', { enum: CANCELLATION_POLICIES }).notNull().default('flexible'),
    /** Set by an admin with a reason: the listing leaves search and the map, its owner sees why. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /**
     * The owner is suspended (a copy of `profiles.suspended_at is not null`, kept by a trigger on profiles, migration
     * 0034): a generated column can read only its own row, and a suspended owner's listings are no public listing.
     */
    ownerSuspended: boolean('owner_suspended').notNull().default(false),
    /**
     * What every public read (search, map, stats, detail, pages, sitemaps, booking) filters on: live, not hidden, and
     * its owner not suspended. The one definition of a public listing.
     */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(sql`status = 'live' and hidden_at is null and not owner_suspended`),
    /** Services only (issue 14): the hourly rate in minor units; null when not booked by the hour. */
    pricePerHour: integer('price_per_hour'),
    /** Services only: the fewest hours one booking may take. */
    minHours: smallint('min_hours').notNull().default(1),
    /** Services only: how far from the listing's position (the area's centre) the provider travels. */
    serviceRadiusKm: real('service_radius_km'),
    /** Services only: hours per weekday, `WeeklyHours` of packages/domain/src/service.ts. */
    weeklyHours: jsonb('weekly_hours').$type<Record<string, { start: number; end: number } | null>>(),
    /** The IANA zone in which a service's hours are meant (and the hour exclusion constraint compares). */
    timeZone: text('time_zone').notNull().default('America/Mexico_City'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listings_owner_idx').on(t.ownerId),
    index('listings_category_idx').on(t.category),
    // The search's text index reloads the listings updated since the newest it has seen (decision 032, session 10).
    index('listings_updated_at_idx').on(t.updatedAt),
    check(
      'listings_money_nonnegative',
      sql`${t.pricePerDay} >= 0 and ${t.insuranceCostPerDay} >= 0 and ${t.deposit} >= 0 and ${t.deliveryCost} >= 0`,
    ),
    check(
      'listings_discounts',
      sql`${t.weeklyDiscountPct} between 0 and 90 and ${t.monthlyDiscountPct} between 0 and 90`,
    ),
    check('listings_days', sql`${t.minDays} >= 1 and (${t.maxDays} is null or ${t.maxDays} >= ${t.minDays})`),
    check(
      'listings_service_fields',
      sql`(${t.pricePerHour} is null or ${t.pricePerHour} >= 0) and ${t.minHours} between 1 and 24 and (${t.serviceRadiusKm} is null or (${t.serviceRadiusKm} > 0 and ${t.serviceRadiusKm} <= 500))`,
    ),
    index('listings_service_category_idx')
      .on(t.category)
      .where(sql`${t.type} = 'service' and ${t.listed}`),
    check('listings_lat_lng', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

export const listingImages = pgTable(
  'listing_images',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    /** Key in the storage adapter; keys starting with `generated:` are rendered by code on first request. */
    storageKey: text('storage_key').notNull(),
    alt: text('alt').notNull().default(''),
    /**
     * The unguessable half of the picture's address (`/api/images/<id>-<token>`, images/image-url.ts): ids are
     * sequential, so without it anyone could walk every photo, drafts included. 122 random bits per row.
     */
    token: text('token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_images_listing_idx').on(t.listingId, t.position)],
);

/**
 * Dates an owner blocked (by hand or from an imported .ics), half-open [start_date, end_date). The triggers in
 * sql/extras/040-blocked-dates.sql make a blocked day and a holding booking of the same listing impossible
 * together, under a per-listing lock, the same guarantee as the bookings exclusion constraint.
 */
export const listingBlockedDates = pgTable(
  'listing_blocked_dates',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    source: text('source', { enum: ['owner', 'ical'] })
      .notNull()
      .default('owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_blocked_dates_listing_idx').on(t.listingId, t.startDate),
    check('listing_blocked_dates_range', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/** Another platform's calendar an owner imported by address: re-read periodically so its busy days stay blocked. */
export const listingCalendarFeeds = pgTable('listing_calendar_feeds', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  lastImportedAt: timestamp('last_imported_at', { withTimezone: true }),
  /** Why the last re-read failed (unreachable, not a calendar); null after a good one. */
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Listings deleted (by their owner, or with the owner's account), written by a row trigger (migration 0023) so no
 * delete path can forget it: the search's in-memory index reads them with its other changes to drop the listing
 * from its figures (decision 032, session 16).
 */
export const listingRemovals = pgTable(
  'listing_removals',
  {
    listingId: integer('listing_id').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_removals_removed_at_idx').on(t.removedAt)],
);
