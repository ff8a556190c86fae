import { NOTIFICATION_TYPES } from '@vira/domain/notification';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Spec table `notifications`. The text is kept as a message key and its parameters, so the list reads in the
 * language the person uses when they open it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    type: text('type', {
      enum: NOTIFICATION_TYPES,
    }).notNull(),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    /** Same event, same person, same key: once (e.g. one favourite notice per listing per day). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Channel switches and the owner's automatic reply; a person without a row has the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id').primaryKey(),
  autoReply: text('auto_reply'),
  emailBookings: boolean('email_bookings').notNull().default(true),
  emailMessages: boolean('email_messages').notNull().default(true),
  emailAccount: boolean('email_account').notNull().default(true),
  whatsappBookings: boolean('whatsapp_bookings').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
