import { AID_OFFER_STATUSES, AID_REQUEST_STATUSES, OFFER_TYPES, SHIFTS } from '@vira/domain/aid';
import { URGENCIES } from '@vira/domain/aid-kinds';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A need for humanitarian aid (docs/product-rules.md). Published once an admin or a verifier verified it; stale
 * is not stored but computed from `confirmed_at` when read (decision 015).
 */
export const aidRequests = pgTable(
  'aid_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: text('author_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    aidTypes: text('aid_types').array().notNull(),
    category: text('category'),
    urgency: text('urgency', { enum: URGENCIES }).notNull(),
    /** 0 = critical … 3 = low, so one index sorts by urgency then date. */
    urgencyRank: integer('urgency_rank').notNull(),
    placeName: text('place_name').notNull(),
    region: text('region').notNull().default(''),
    country: text('country').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    peopleAffected: integer('people_affected').notNull(),
    contactPreference: text('contact_preference').notNull(),
    organisation: text('organisation').notNull().default(''),
    neededUntil: date('needed_until').notNull(),
    status: text('status', { enum: AID_REQUEST_STATUSES }).notNull().default('under_review'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: text('verified_by'),
    rejectionReason: text('rejection_reason'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order (urgency, newest, id) exactly, so its keyset pages are index ranges (decision 027).
    index('aid_requests_list_idx')
      .on(t.urgencyRank, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('aid_requests_published_geo_idx')
      .on(t.lat, t.lng)
      .where(sql`${t.status} = 'published'`),
    index('aid_requests_author_idx').on(t.authorId, t.createdAt),
    index('aid_requests_review_idx').on(t.status, t.createdAt),
  ],
);

export const aidRequestItems = pgTable(
  'aid_request_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => aidRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    unit: text('unit').notNull(),
  },
  (t) => [index('aid_request_items_request_idx').on(t.requestId, t.position)],
);

/** An offer of help, on a request or general; volunteers give a shift and days. */
export const aidOffers = pgTable(
  'aid_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').references(() => aidRequests.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull(),
    type: text('type', { enum: OFFER_TYPES }).notNull(),
    details: text('details').notNull().default(''),
    shift: text('shift', { enum: SHIFTS }),
    hoursPerDay: integer('hours_per_day'),
    days: text('days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coverage: text('coverage').notNull().default(''),
    donationUrl: text('donation_url'),
    /** A general offer (no request): what it helps with and where, so it can be matched to requests nearby. */
    aidTypes: text('aid_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    placeName: text('place_name').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    radiusKm: integer('radius_km'),
    status: text('status', { enum: AID_OFFER_STATUSES }).notNull().default('pending'),
    /** When the requester confirmed that the help arrived: only delivered help counts as help given. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('aid_offers_request_idx').on(t.requestId, t.createdAt),
    index('aid_offers_author_idx').on(t.authorId, t.createdAt),
    index('aid_offers_general_geo_idx')
      .on(t.lat, t.lng)
      .where(sql`${t.requestId} is null and ${t.status} = 'pending'`),
  ],
);

/** The quantity of one requested item an offer commits. */
export const aidOfferItems = pgTable(
  'aid_offer_items',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => aidOffers.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => aidRequestItems.id, { onDelete: 'cascade' }),
    quantity: doublePrecision('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.itemId] }), index('aid_offer_items_item_idx').on(t.itemId)],
);

/** People an admin allowed to verify aid requests (the verifier role). */
export const aidVerifiers = pgTable('aid_verifiers', {
  userId: text('user_id').primaryKey(),
  grantedBy: text('granted_by').notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
