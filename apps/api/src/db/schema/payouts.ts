import { VERIFICATION_PROVIDERS } from '@vira/domain/verification';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

/** Where an owner is paid: a CLABE (sandbox) or a Stripe Connect Express account. One per owner. */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: text('user_id').primaryKey(),
  provider: text('provider', { enum: VERIFICATION_PROVIDERS }).notNull(),
  clabe: text('clabe'),
  holderName: text('holder_name'),
  stripeAccountId: text('stripe_account_id'),
  status: text('status', { enum: ['active', 'pending'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One transfer to an owner in one currency. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    provider: text('provider').notNull(),
    /** The provider's transfer id. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payouts_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * Which bookings a payout paid, and to whom: the owner, or each member of a cooperative that pooled the listing
 * (cooperative_earning_splits). The primary key on (booking, payee) is what makes paying anyone twice impossible.
 */
export const payoutBookings = pgTable(
  'payout_bookings',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    payeeId: text('payee_id').notNull(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.payeeId] }), index('payout_bookings_payout_idx').on(t.payoutId)],
);
