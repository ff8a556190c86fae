import { VIRA_APPLICATION_STATUSES } from '@vira/domain/vira';
import { ADMIN_ACTIONS, ADMIN_TARGETS } from '@vira/domain/admin';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A person's request to become a Vira (docs/product-rules.md). At most one pending application per person. */
export const viraApplications = pgTable(
  'vira_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    businessName: text('business_name').notNull(),
    businessDescription: text('business_description').notNull(),
    experience: text('experience').notNull().default(''),
    hasInsurance: boolean('has_insurance').notNull().default(false),
    whyVira: text('why_vira').notNull(),
    status: text('status', { enum: VIRA_APPLICATION_STATUSES }).notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vira_applications_one_open')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('vira_applications_status_idx').on(t.status, t.createdAt),
  ],
);

/** Append-only record of every admin action: who, what, on which thing, when and why. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    adminId: text('admin_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action', {
      enum: ADMIN_ACTIONS,
    }).notNull(),
    targetType: text('target_type', { enum: ADMIN_TARGETS }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_actions_created_idx').on(t.createdAt)],
);
