import { VOTE_CHOICES } from '@vira/domain/cooperative';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { listings } from './listings';

/** A group that pools items to rent out together (modules/cooperatives). */
export const cooperatives = pgTable(
  'cooperatives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    purpose: text('purpose').notNull(),
    city: text('city').notNull(),
    founderId: text('founder_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cooperatives_founder_idx').on(t.founderId)],
);

/** Invited people are not members until they accept; only active members count, vote and share earnings. */
export const cooperativeMembers = pgTable(
  'cooperative_members',
  {
    cooperativeId: uuid('cooperative_id')
      .notNull()
      .references(() => cooperatives.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    status: text('status', { enum: ['invited', 'active'] }).notNull(),
    shares: integer('shares').notNull().default(1),
    invitedBy: text('invited_by'),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cooperativeId, t.userId] }),
    index('cooperative_members_user_idx').on(t.userId),
    check('cooperative_members_shares', sql`${t.shares} >= 1`),
  ],
);

/** A listing a member contributed: the cooperative rents it out and its earnings are split by shares. */
export const cooperativeListings = pgTable(
  'cooperative_listings',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    cooperativeId: uuid('cooperative_id')
      .notNull()
      .references(() => cooperatives.id, { onDelete: 'cascade' }),
    contributedBy: text('contributed_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cooperative_listings_coop_idx').on(t.cooperativeId)],
);

export const cooperativeProposals = pgTable(
  'cooperative_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cooperativeId: uuid('cooperative_id')
      .notNull()
      .references(() => cooperatives.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cooperative_proposals_coop_idx').on(t.cooperativeId, t.createdAt)],
);

/** One member, one vote: the primary key makes a second vote impossible (409). */
export const cooperativeVotes = pgTable(
  'cooperative_votes',
  {
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => cooperativeProposals.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    choice: text('choice', { enum: VOTE_CHOICES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.userId] })],
);

/**
 * A settled booking of a pooled listing, split among the cooperative's active members by their shares when it is
 * first seen settled; payouts pay each member their part instead of paying the whole to the listing's owner.
 */
export const cooperativeEarningSplits = pgTable(
  'cooperative_earning_splits',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    memberId: text('member_id').notNull(),
    cooperativeId: uuid('cooperative_id')
      .notNull()
      .references(() => cooperatives.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.memberId] }),
    index('cooperative_earning_splits_member_idx').on(t.memberId),
    index('cooperative_earning_splits_coop_idx').on(t.cooperativeId),
    check('cooperative_earning_splits_amount', sql`${t.amount} >= 0`),
  ],
);
