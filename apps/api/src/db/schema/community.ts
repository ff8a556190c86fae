import { EVENT_STATUSES } from '@vira/domain/community';
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

/** Local groups by city: people join them; topics and events may belong to one. */
export const communityGroups = pgTable(
  'community_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    description: text('description').notNull().default(''),
    createdBy: text('created_by').notNull(),
    memberCount: integer('member_count').notNull().default(0),
    /** Seeded sample content, marked so it can be told apart (and removed) later. */
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_groups_city_idx').on(t.city)],
);

export const communityGroupMembers = pgTable(
  'community_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => communityGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

export const communityTopics = pgTable(
  'community_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    groupId: uuid('group_id').references(() => communityGroups.id, { onDelete: 'set null' }),
    authorId: text('author_id').notNull(),
    title: text('title').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    closed: boolean('closed').notNull().default(false),
    /** Replies, not counting the opening post; kept with each post so the list never counts rows. */
    replyCount: integer('reply_count').notNull().default(0),
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The topic list: a category's pinned topics first, then the most recently active.
    index('community_topics_list_idx').on(t.category, t.pinned, t.lastPostAt),
    index('community_topics_group_idx').on(t.groupId, t.pinned, t.lastPostAt),
    index('community_topics_recent_idx').on(t.pinned, t.lastPostAt),
  ],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => communityTopics.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull(),
    body: text('body').notNull(),
    replyToId: uuid('reply_to_id'),
    /** User ids named with @Name, resolved when the post was written. */
    mentions: text('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    likeCount: integer('like_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('community_posts_topic_idx').on(t.topicId, t.createdAt)],
);

export const communityPostLikes = pgTable(
  'community_post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** A post reported to the admins; /admin lists the open ones. */
export const communityPostReports = pgTable(
  'community_post_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('community_post_reports_once_uq').on(t.postId, t.reporterId),
    index('community_post_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

export const communityEvents = pgTable(
  'community_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').references(() => communityGroups.id, { onDelete: 'set null' }),
    organizerId: text('organizer_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    previousStartsAt: timestamp('previous_starts_at', { withTimezone: true }),
    city: text('city'),
    place: text('place'),
    onlineUrl: text('online_url'),
    status: text('status', {
      enum: EVENT_STATUSES,
    })
      .notNull()
      .default('scheduled'),
    capacity: integer('capacity').notNull(),
    attendeeCount: integer('attendee_count').notNull().default(0),
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('community_events_starts_idx').on(t.startsAt),
    check('community_events_capacity_positive', sql`${t.capacity} >= 1`),
    // The count is kept by the attendance writes; the database refuses a count over the capacity.
    check('community_events_within_capacity', sql`${t.attendeeCount} between 0 and ${t.capacity}`),
    check(
      'community_events_status_known',
      sql`${t.status} in ('scheduled', 'cancelled', 'postponed', 'rescheduled', 'movedOnline')`,
    ),
  ],
);

export const communityEventAttendees = pgTable(
  'community_event_attendees',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => communityEvents.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
