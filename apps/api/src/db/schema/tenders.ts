import { PROCUREMENT_METHODS } from '@vira/domain/tender';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Every OCDS release as received; a later import of the same (ocid, id) replaces it (decision 022). */
export const tenderReleases = pgTable(
  'tender_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ocid: text('ocid').notNull(),
    releaseId: text('release_id').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    release: jsonb('release').$type<Record<string, unknown>>().notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tender_releases_ocid_release_uq').on(t.ocid, t.releaseId)],
);

/**
 * The OCDS record of a contracting process: its compiled release (all releases merged by date) plus the
 * columns search filters on, extracted from it at import.
 */
export const tenders = pgTable(
  'tenders',
  {
    ocid: text('ocid').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    buyer: text('buyer').notNull(),
    state: text('state'),
    method: text('method', { enum: PROCUREMENT_METHODS }),
    category: text('category').notNull(),
    status: text('status'),
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** Lower-case, accent-free title, description, buyer and items: what the text search matches. */
    searchText: text('search_text').notNull(),
    sample: boolean('sample').notNull().default(false),
    releaseCount: integer('release_count').notNull().default(1),
    compiled: jsonb('compiled').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('tenders_deadline_idx').on(t.deadline),
    index('tenders_filters_idx').on(t.category, t.method, t.state),
  ],
);

/** A supplier following a tender: reminded before its deadline. */
export const tenderFollows = pgTable(
  'tender_follows',
  {
    userId: text('user_id').notNull(),
    ocid: text('ocid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ocid] }), index('tender_follows_ocid_idx').on(t.ocid)],
);

/** A saved search: its owner hears of every newly imported tender that matches it. */
export const tenderSavedSearches = pgTable(
  'tender_saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string | number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tender_saved_searches_user_idx').on(t.userId)],
);
