import { MESSAGE_REPORT_CATEGORIES } from '@vira/domain/chat';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { aidRequests } from './aid';
import { listings } from './listings';

/**
 * One conversation per renter, owner and subject; bookings of that renter for that listing show in it. The
 * subject is a listing, or an aid request (the offerer as `renter`, the requester as `owner`; decision 016).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    aidRequestId: uuid('aid_request_id').references(() => aidRequests.id, { onDelete: 'cascade' }),
    renterId: text('renter_id').notNull(),
    ownerId: text('owner_id').notNull(),
    /** The person's "Soporte Vira" conversation: `owner_id` is the support inbox, answered by admins. */
    support: boolean('support').notNull().default(false),
    autoReplySent: boolean('auto_reply_sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_uq').on(t.listingId, t.renterId, t.ownerId),
    uniqueIndex('conversations_aid_pair_uq')
      .on(t.aidRequestId, t.renterId, t.ownerId)
      .where(sql`${t.aidRequestId} is not null`),
    check(
      'conversations_one_subject',
      sql`(${t.listingId} is not null)::int + (${t.aidRequestId} is not null)::int + ${t.support}::int = 1`,
    ),
    uniqueIndex('conversations_support_uq')
      .on(t.renterId)
      .where(sql`${t.support}`),
    index('conversations_renter_idx').on(t.renterId, t.lastMessageAt),
    index('conversations_owner_idx').on(t.ownerId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').notNull(),
    recipientId: text('recipient_id').notNull(),
    body: text('body').notNull(),
    automatic: boolean('automatic').notNull().default(false),
    bookingId: uuid('booking_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_unread_idx')
      .on(t.recipientId, t.conversationId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Either side may block the other: no more messages in either direction until it is lifted. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text('blocker_id').notNull(),
    blockedId: text('blocked_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/** A message reported to the admins; /admin shows it with its conversation. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').notNull(),
    /** The reporter's choice (MESSAGE_REPORT_CATEGORIES); reports made before the choice existed are 'other'. */
    category: text('category', { enum: MESSAGE_REPORT_CATEGORIES }).notNull().default('other'),
    /** The reporter's own words, if any. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('message_reports_once_uq').on(t.messageId, t.reporterId)],
);

/** Which conversation a person has on screen, refreshed by their client: no message notification then. */
export const conversationPresence = pgTable(
  'conversation_presence',
  {
    userId: text('user_id').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationId] })],
);
