import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** A payment session at a provider for one order. `transaction_id` is the provider's id for it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    transactionId: text('transaction_id').notNull(),
    status: text('status', { enum: ['pending', 'authorised', 'succeeded', 'failed', 'voided', 'refunded'] })
      .notNull()
      .default('pending'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    url: text('url').notNull(),
    /**
     * What the session asked of the provider: `manual` authorises only (a card for a listing whose owner still
     * answers), captured or voided when the owners have answered; `automatic` takes the money at once.
     */
    capture: text('capture', { enum: ['automatic', 'manual'] })
      .notNull()
      .default('automatic'),
    /**
     * When the provider confirmed the payment's final outcome: the money taken (captured, or paid at once) or the
     * authorisation voided. Owners are paid only from payments settled as taken.
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** What the provider took of `amount` (all of it, or the accepted part of an authorisation; 0 when voided). */
    capturedAmount: integer('captured_amount'),
    /** OXXO voucher reference (sandbox and real providers that give one). */
    reference: text('reference'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_tx_uq').on(t.provider, t.transactionId),
    index('payments_order_idx').on(t.orderId),
  ],
);
