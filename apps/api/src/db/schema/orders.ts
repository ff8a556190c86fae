import { ORDER_STATUSES } from '@vira/domain/booking-state';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One checkout: what the renter is charged, fixed at checkout in the listings' currency (integer minor units),
 * plus the display currency and the rate used to show it to them.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('awaiting_payment'),
    /** credit_card | mercadopago | oxxo | crypto */
    paymentMethod: text('payment_method').notNull(),
    /** Whether paying empties the cart (checkout) or not (booking dialog payment of one listing). */
    source: text('source', { enum: ['cart', 'direct', 'request'] })
      .notNull()
      .default('cart'),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    insuranceCost: integer('insurance_cost').notNull(),
    deliveryCost: integer('delivery_cost').notNull(),
    deposit: integer('deposit').notNull(),
    total: integer('total').notNull(),
    displayCurrency: text('display_currency').notNull(),
    /** Units of display currency per unit of `currency`, from the static table at checkout time. */
    displayRate: numeric('display_rate', { precision: 20, scale: 10, mode: 'number' }).notNull(),
    deliveryAddress: text('delivery_address'),
    notes: text('notes'),
    /** The orders of one checkout share it: a cart in two currencies is paid as one order per currency. */
    checkoutId: uuid('checkout_id'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_checkout_idx')
      .on(t.checkoutId)
      .where(sql`${t.checkoutId} is not null`),
    index('orders_awaiting_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
    check('orders_money', sql`${t.total} = ${t.subtotal} + ${t.insuranceCost} + ${t.deliveryCost} + ${t.deposit}`),
  ],
);
