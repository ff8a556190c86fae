import { INVOICE_STATUSES } from '@vira/domain/invoices';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { refunds } from './refunds';
import { orders } from './orders';

/** The receiver's data as it was when the renter asked for the invoice (later edits do not change it). */
export interface InvoiceReceiver {
  rfc: string;
  name: string;
  email: string;
  postalCode: string;
  taxRegime: string;
  cfdiUse: string;
}

/**
 * A tax invoice (CFDI 4.0) an order's renter asked for. Receipts need no row: they are drawn from the order.
 * One per order; the job that issues it moves `requested` to `issued` (or `failed` after its retries).
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('requested'),
    receiver: jsonb('receiver').$type<InvoiceReceiver>().notNull(),
    /** sandbox | facturapi */
    provider: text('provider'),
    /** The provider's id for the invoice (Facturapi's), to download its PDF. */
    providerId: text('provider_id'),
    /** The folio fiscal (UUID) the SAT's certifier stamped, or the sandbox's made-up one. */
    folio: text('folio'),
    error: text('error'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_invoices_user_idx').on(t.userId)],
);

/**
 * A CFDI credit note (egreso, related to the order's tax invoice with TipoRelacion 01) for the invoiced income a
 * refund gave back. One per refund: the issuing job is retried, never stamped twice.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** sandbox | facturapi */
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    folio: text('folio').notNull(),
    /** The folio of the tax invoice it corrects. */
    relatedFolio: text('related_folio').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_notes_order_idx').on(t.orderId)],
);
