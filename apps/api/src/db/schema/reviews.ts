import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { listings } from './listings';
import { profiles } from './profiles';

/**
 * Spec entity Review: a rating of 1 to 5 stars with a comment, about either a listing or a user. One review per
 * person per item (and per reviewed user): a second one edits the first.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    subjectUserId: text('subject_user_id').references(() => profiles.userId, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    /** A review of a person after a rental (renter ↔ owner): hidden until both wrote or 14 days passed. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_reviewer_listing_unique').on(t.reviewerId, t.listingId),
    uniqueIndex('reviews_reviewer_subject_unique').on(t.reviewerId, t.subjectUserId),
    index('reviews_listing_idx').on(t.listingId, t.createdAt),
    index('reviews_subject_idx').on(t.subjectUserId, t.createdAt),
    index('reviews_booking_idx').on(t.bookingId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    // A review is about exactly one thing: an item or a person.
    check('reviews_one_subject', sql`(${t.listingId} is null) <> (${t.subjectUserId} is null)`),
  ],
);
