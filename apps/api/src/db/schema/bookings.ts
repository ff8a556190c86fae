import { BOOKING_STATUSES } from '@vira/domain/booking-state';
import { DELIVERY_METHODS } from '@vira/domain/cart';
import { CANCELLATION_POLICIES } from '@vira/domain/listing-editor';
import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { orders } from './orders';

/** A PostgreSQL `tstzrange` as its text form `[start,end)`. */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/**
 * One listing rented for a date range. `holds` is true while the booking keeps others off its dates
 * (awaiting payment with a live hold, pending owner, paid, handed over); the exclusion constraint in
 * sql/extras/030-bookings.sql makes two holding bookings of one listing with overlapping dates impossible.
 * `held_range` (generated, daterange) is also defined there because Drizzle cannot express it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    renterId: text('renter_id').notNull(),
    ownerId: text('owner_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startHour: text('start_hour'),
    endHour: text('end_hour'),
    /**
     * Service bookings only: the instants the provider is busy, in the listing's time zone. The exclusion
     * constraint of the svc custom migration makes two holding bookings of one service overlapping impossible;
     * day bookings of services fill it too (whole local days), so hours and days of one provider never collide.
     */
    heldHours: tstzrange('held_hours'),
    status: text('status', {
      enum: BOOKING_STATUSES,
    }).notNull(),
    holds: boolean('holds').notNull().default(false),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Requests: the owner must answer before this moment. */
    respondBy: timestamp('respond_by', { withTimezone: true }),
    instantBooking: boolean('instant_booking').notNull(),
    withInsurance: boolean('with_insurance').notNull().default(false),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull().default('pickup'),
    deliveryAddress: text('delivery_address'),
    currency: text('currency').notNull(),
    days: integer('days').notNull(),
    itemCost: integer('item_cost').notNull(),
    /** The owner's weekly or monthly discount the rental was booked with, already taken off `itemCost`. */
    discountKind: text('discount_kind', { enum: ['weekly', 'monthly'] }),
    discountAmount: integer('discount_amount').notNull().default(0),
    insuranceCost: integer('insurance_cost').notNull(),
    deliveryCost: integer('delivery_cost').notNull(),
    deposit: integer('deposit').notNull(),
    total: integer('total').notNull(),
    commission: integer('commission').notNull(),
    ownerEarnings: integer('owner_earnings').notNull(),
    /**
     * The listing's cancellation policy and time zone when the booking was made: a later change of the listing
     * never changes what a renter booked under.
     */
    cancellationPolicy: text('cancellation_policy', { enum: CANCELLATION_POLICIES }).notNull().default('flexible'),
    timeZone: text('time_zone').notNull().default('America/Mexico_City'),
    /** Given back to the renter so far (cancellation, deposit, dispute), through the payment provider. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Who cancelled: an owner's cancellation counts on their public profile. */
    cancelledBy: text('cancelled_by', { enum: ['renter', 'owner', 'system'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_order_idx').on(t.orderId),
    index('bookings_renter_idx').on(t.renterId),
    index('bookings_owner_idx').on(t.ownerId, t.status),
    index('bookings_expiring_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.holds} and ${t.status} = 'awaiting_payment'`),
    check('bookings_dates', sql`${t.endDate} >= ${t.startDate}`),
    index('bookings_owner_cancelled_idx')
      .on(t.ownerId)
      .where(sql`${t.cancelledBy} = 'owner'`),
    check('bookings_refund', sql`${t.refundedAmount} between 0 and ${t.total}`),
    check('bookings_money', sql`${t.total} = ${t.itemCost} + ${t.insuranceCost} + ${t.deliveryCost} + ${t.deposit}`),
  ],
);
