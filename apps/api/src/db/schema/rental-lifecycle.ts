import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

/** What happened to a booking, in order: the order page's timeline. Written with every transition. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** A BookingEvent of packages/domain/src/booking-state.ts, or a money step (refund, claim_accepted). */
    event: text('event').notNull(),
    /** renter | owner | admin | system */
    actor: text('actor').notNull(),
    actorId: text('actor_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.id)],
);

/** An owner's claim on the deposit after a damaged return; the renter accepts it or disputes it. */
export const damageClaims = pgTable(
  'damage_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['open', 'accepted', 'disputed'] })
      .notNull()
      .default('open'),
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('damage_claims_booking_uq').on(t.bookingId), check('damage_claims_amount', sql`${t.amount} > 0`)],
);

/** A problem at handover or a disputed damage claim, decided by an admin who splits charge and deposit. */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    openedBy: text('opened_by').notNull(),
    reason: text('reason', { enum: ['item_missing', 'not_as_described', 'damage_claim'] }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    /** The admin's decision: how much of the rental charge and of the deposit go back to the renter. */
    chargeRefund: integer('charge_refund'),
    depositRefund: integer('deposit_refund'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disputes_booking_uq').on(t.bookingId),
    index('disputes_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
);
