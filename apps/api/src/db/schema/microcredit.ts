import { LOAN_STATUSES } from '@vira/domain/microcredit';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A loan application forwarded to a partner institution (Vira never lends). The simulation the person saw is
 * kept with it, so the page shows what was asked even if the partner's terms change.
 */
export const microcreditApplications = pgTable(
  'microcredit_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    partner: text('partner').notNull(),
    externalId: text('external_id'),
    amount: integer('amount').notNull(),
    termMonths: integer('term_months').notNull(),
    annualRate: real('annual_rate').notNull(),
    openingFeePercent: real('opening_fee_percent').notNull(),
    monthlyFee: integer('monthly_fee').notNull(),
    cat: real('cat').notNull(),
    instalment: integer('instalment').notNull(),
    purpose: text('purpose').notNull(),
    monthlyIncome: integer('monthly_income').notNull(),
    rentalIncome: integer('rental_income').notNull(),
    status: text('status', { enum: LOAN_STATUSES }).notNull().default('submitted'),
    decisionCode: text('decision_code'),
    /** What the partner answered, kept as received for support questions. */
    partnerResponse: jsonb('partner_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('microcredit_applications_user_idx').on(t.userId, t.createdAt),
    // One open application per person at a time.
    uniqueIndex('microcredit_applications_open_uq')
      .on(t.userId)
      .where(sql`${t.status} in ('submitted', 'in_review')`),
  ],
);
