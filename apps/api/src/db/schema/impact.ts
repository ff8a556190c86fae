import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The social-impact figures as last computed by the hourly job (modules/impact). Readers get one row by key
 * instead of aggregating every completed booking on each page view.
 */
export const impactSnapshots = pgTable('impact_snapshots', {
  key: text('key').primaryKey(),
  figures: jsonb('figures').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
