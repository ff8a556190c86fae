import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** WhatsApp sign-in codes: only a keyed hash of the code is kept; one use, short life, few tries. */
export const phoneOtps = pgTable(
  'phone_otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_otps_phone_idx').on(t.phone, t.createdAt)],
);
