import { CREDENTIAL_STATUSES, CREDENTIAL_TYPES } from '@vira/domain/credential';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A provider's professional credential (cédula profesional, licences…), verified or rejected by an admin. */
export const credentials = pgTable(
  'credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    type: text('type', {
      enum: CREDENTIAL_TYPES,
    }).notNull(),
    number: text('number').notNull(),
    issuer: text('issuer').notNull(),
    expiresOn: date('expires_on'),
    /** The photo or PDF in the storage adapter; never served publicly. */
    fileKey: text('file_key').notNull(),
    fileType: text('file_type').notNull(),
    status: text('status', { enum: CREDENTIAL_STATUSES }).notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credentials_user_idx').on(t.userId, t.createdAt),
    index('credentials_status_idx').on(t.status, t.createdAt),
  ],
);
