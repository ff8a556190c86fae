import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { payments } from './payments';

/**
 * Money given back through the payment provider. Written `pending` in the transaction that decides it, then sent
 * to the provider with this row's id as idempotency key (a retry after a crash cannot refund twice).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** cancellation | deposit | dispute | late_payment */
    reason: text('reason').notNull(),
    /**
     * The part of the refund that was invoiced income (rental, insurance, delivery; never the deposit): when the
     * order has a tax invoice, a CFDI credit note (egreso) for it is issued once the refund succeeded.
     */
    incomeAmount: integer('income_amount').notNull().default(0),
    /**
     * `released`: given back from a payment only authorised so far, by capturing that much less when it settles;
     * nothing goes to the provider for it.
     */
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'released'] })
      .notNull()
      .default('pending'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_booking_idx').on(t.bookingId),
    check('refunds_amount', sql`${t.amount} > 0`),
  ],
);
