import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listings';

/** A signed-in person's favourite listings, so they follow the person to another device. */
export const favorites = pgTable(
  'favorites',
  {
    // The auth user id; not a foreign key so favourites do not depend on how accounts are stored.
    userId: text('user_id').notNull(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);
