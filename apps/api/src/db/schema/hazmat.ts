import { HAZMAT_EVENT_KINDS, SHIPMENT_STATUSES } from '@vira/domain/hazmat';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

type Point = { lat: number; lng: number };

/** A dangerous-goods shipment followed by its tracking code; its GPS device posts positions (OsmAnd protocol). */
export const hazmatShipments = pgTable(
  'hazmat_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingCode: text('tracking_code').notNull(),
    carrierId: text('carrier_id').notNull(),
    unNumber: text('un_number').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    unit: text('unit').notNull(),
    shipper: text('shipper').notNull(),
    consignee: text('consignee').notNull(),
    carrierName: text('carrier_name').notNull(),
    permit: text('permit').notNull(),
    vehiclePlate: text('vehicle_plate').notNull(),
    driverName: text('driver_name').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('planned'),
    route: jsonb('route').$type<Point[]>().notNull(),
    checkpoints: jsonb('checkpoints').$type<(Point & { name: string; reachedAt: string | null })[]>().notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    corridorMeters: integer('corridor_meters').notNull(),
    maxSpeedKmh: integer('max_speed_kmh').notNull(),
    deviceId: text('device_id').notNull(),
    /** SHA-256 of the device token; the token itself is shown once to the carrier. */
    deviceTokenHash: text('device_token_hash').notNull(),
    lastLat: doublePrecision('last_lat'),
    lastLng: doublePrecision('last_lng'),
    lastSpeedKmh: doublePrecision('last_speed_kmh'),
    lastBearing: doublePrecision('last_bearing'),
    lastAt: timestamp('last_at', { withTimezone: true }),
    /** When the vehicle last moved: a long stop is measured from here. */
    movingAt: timestamp('moving_at', { withTimezone: true }),
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hazmat_shipments_code_uq').on(t.trackingCode),
    uniqueIndex('hazmat_shipments_device_uq').on(t.deviceId),
    index('hazmat_shipments_carrier_idx').on(t.carrierId, t.createdAt),
  ],
);

export const hazmatPositions = pgTable(
  'hazmat_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shipmentId: uuid('shipment_id').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    speedKmh: doublePrecision('speed_kmh'),
    bearing: doublePrecision('bearing'),
    altitude: doublePrecision('altitude'),
    accuracy: doublePrecision('accuracy'),
    battery: doublePrecision('battery'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hazmat_positions_shipment_idx').on(t.shipmentId, t.recordedAt)],
);

/** Route deviation, over-speed and long stop stay open until the condition ends; checkpoints are closed at once. */
export const hazmatEvents = pgTable(
  'hazmat_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id').notNull(),
    kind: text('kind', { enum: HAZMAT_EVENT_KINDS }).notNull(),
    open: boolean('open').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('hazmat_events_shipment_idx').on(t.shipmentId, t.at),
    // At most one open event of a kind per shipment.
    uniqueIndex('hazmat_events_open_uq')
      .on(t.shipmentId, t.kind)
      .where(sql`${t.open}`),
  ],
);
