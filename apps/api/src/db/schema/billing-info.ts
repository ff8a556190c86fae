import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Spec table `billing_info`: one person's data for tax invoices (RFC, address...). */
export const billingInfo = pgTable(
  'billing_info',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Personal data goes with the account.
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name'),
    rfc: text('rfc').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    email: text('email').notNull(),
    /** SAT c_RegimenFiscal and c_UsoCFDI (CFDI 4.0); rows saved before they were asked get the general public's. */
    taxRegime: text('tax_regime').notNull().default('616'),
    cfdiUse: text('cfdi_use').notNull().default('G03'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_info_user_uq').on(t.userId)],
);
