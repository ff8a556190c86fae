import { DELIVERY_METHODS } from '@vira/domain/cart';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { listings } from './listings';

/** Spec table `cart_items`: the signed-in person's cart, kept on the server. One line per listing. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Personal data goes with the account.
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Services booked by the hour: hours [startHour, endHour) of startDate; null for whole days. */
    startHour: smallint('start_hour'),
    endHour: smallint('end_hour'),
    withInsurance: boolean('with_insurance').notNull().default(false),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull().default('pickup'),
    deliveryAddress: text('delivery_address'),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_listing_uq').on(t.userId, t.listingId),
    index('cart_items_listing_idx').on(t.listingId),
    check('cart_items_dates', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'cart_items_hours',
      sql`(${t.startHour} is null and ${t.endHour} is null) or (${t.startHour} between 0 and 23 and ${t.endHour} between 0 and 23 and ${t.endHour} > ${t.startHour})`,
    ),
    check('cart_items_quantity', sql`${t.quantity} = 1`),
  ],
);
