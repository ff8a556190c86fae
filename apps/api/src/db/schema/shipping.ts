import { DELIVERY_STATUSES, SHIPMENT_LEGS } from '@vira/domain/shipping';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CustomsDeclaration } from '@vira/domain/shipping';
import { bookings } from './bookings';

/** One leg (outbound or return) of a rented item shipped across a border, followed by its carrier's tracking code. */
export const shippingShipments = pgTable(
  'shipping_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only for sample shipments, which exist to be tracked publicly and belong to no booking. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    leg: text('leg', { enum: SHIPMENT_LEGS }).notNull(),
    carrier: text('carrier').notNull(),
    trackingCode: text('tracking_code').notNull(),
    originCountry: text('origin_country').notNull(),
    destinationCountry: text('destination_country').notNull(),
    incoterm: text('incoterm').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    declaredValueMinor: integer('declared_value_minor').notNull(),
    currency: text('currency').notNull(),
    returnDueOn: date('return_due_on'),
    declaration: jsonb('declaration').$type<CustomsDeclaration>().notNull(),
    status: text('status', {
      enum: DELIVERY_STATUSES,
    })
      .notNull()
      .default('pending'),
    /** When the latest event happened: an older event arriving late changes the timeline, not the status. */
    statusAt: timestamp('status_at', { withTimezone: true }),
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipping_shipments_code_uq').on(t.trackingCode),
    uniqueIndex('shipping_shipments_booking_leg_uq').on(t.bookingId, t.leg),
    check('shipping_shipments_booking_or_sample', sql`${t.bookingId} is not null or ${t.sample}`),
  ],
);

/** Carrier events; a retried delivery of the same event id for the same tracking code is stored once. */
export const shippingEvents = pgTable(
  'shipping_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shippingShipments.id, { onDelete: 'cascade' }),
    trackingCode: text('tracking_code').notNull(),
    eventId: text('event_id').notNull(),
    carrier: text('carrier').notNull(),
    status: text('status').notNull(),
    upuCode: text('upu_code'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    location: text('location'),
    countryCode: text('country_code'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipping_events_code_event_uq').on(t.trackingCode, t.eventId),
    index('shipping_events_shipment_idx').on(t.shipmentId, t.occurredAt),
  ],
);
