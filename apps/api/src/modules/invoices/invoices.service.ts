import { toCurrencyCode } from '@vira/domain/currencies';
import type { InvoiceOrder } from '@vira/domain/invoices';
import type { Locale } from '@vira/domain/locales';
import { createInvoicing } from '../../adapters/invoicing/create-invoicing';
import type { InvoicingProvider } from '../../adapters/invoicing/invoicing-provider';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import type { InvoiceReceiver } from '../../db/schema/invoices';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { commonMessages } from '../../i18n/common-messages';
import { isAdmin } from '../admin/admin-access';
import { findBillingInfo } from '../billing/billing.repository';
import { defineJob, scheduleJob } from '../jobs/job-runner';
import { insertJob } from '../jobs/jobs.repository';
import { PAYMENT_FORMS, taxInvoiceItems } from './invoice-concepts';
import { renderReceiptPdf, renderSandboxTaxInvoicePdf, type OrderDocument } from './invoice-pdf';
import { pdfLabels, pdfLocale } from './invoice-pdf.messages';
import { invoiceMessages } from './invoices.messages';
import {
  findOrderDocument,
  findPaidOrdersOf,
  findRequestedTaxInvoiceForUpdate,
  insertTaxInvoiceRequest,
  markTaxInvoiceIssued,
  type OrderDocumentRows,
} from './invoices.repository';

const ISSUE_JOB = 'invoices.issue';
const built = new WeakMap<AppDeps, InvoicingProvider>();

/** The configured invoicing provider, built once per app. */
export function invoicingFor(deps: AppDeps): InvoicingProvider {
  let provider = built.get(deps);
  if (!provider) {
    provider = createInvoicing(deps.env);
    built.set(deps, provider);
  }
  return provider;
}

/** The signed-in person's paid orders with their receipt and, when asked for, tax invoice. */
export async function listInvoices(db: AppDb, user: SessionUser): Promise<InvoiceOrder[]> {
  return (await findPaidOrdersOf(db, user.id)).map((row) => ({
    orderId: row.orderId,
    paidAt: row.paidAt,
    currency: row.currency,
    total: row.total,
    titles: row.titles,
    role: 'renter',
    receiptUrl: `/api/invoices/${row.orderId}/receipt.pdf`,
    taxInvoice: row.taxStatus
      ? {
          status: row.taxStatus,
          folio: row.folio,
          url: row.taxStatus === 'issued' ? `/api/invoices/${row.orderId}/tax-invoice.pdf` : null,
        }
      : null,
  }));
}

/** The renter's billing data as the invoice's receiver, or a 400 asking for it. */
export async function invoiceReceiverFor(db: AppDb, user: SessionUser): Promise<InvoiceReceiver> {
  const billing = await findBillingInfo(db, user.id);
  if (!billing) throw new AppError(400, 'billing_needed', invoiceMessages.billingNeeded);
  return {
    rfc: billing.rfc,
    // CFDI 4.0 needs the receiver's name: the company's when given, else the person's own.
    name: billing.companyName || user.name || user.email,
    email: billing.email,
    postalCode: billing.postalCode,
    taxRegime: billing.taxRegime,
    cfdiUse: billing.cfdiUse,
  };
}

/**
 * Places an order (checkout or the booking dialog's payment) and, when the renter wants a tax invoice, remembers it
 * with their billing data as it is now; it is issued once the order is paid. Billing data is checked first, so
 * asking for an invoice without it changes nothing.
 */
export async function placeWithInvoice<T extends { orderId: string; payments?: { orderId: string }[] }>(
  db: AppDb,
  user: SessionUser,
  wanted: boolean | undefined,
  place: () => Promise<T>,
): Promise<T> {
  const receiver = wanted ? await invoiceReceiverFor(db, user) : null;
  const placed = await place();
  // A checkout in two currencies is two orders, so two invoices: a CFDI has one currency.
  const orderIds = placed.payments?.map((p) => p.orderId) ?? [placed.orderId];
  if (receiver)
    for (const orderId of orderIds) await insertTaxInvoiceRequest(db, { orderId, userId: user.id, receiver });
  return placed;
}

/**
 * Called where an order becomes paid, inside that transaction: schedules the tax invoice's issue (a durable job,
 * once per order). Orders without a request finish the job at once.
 */
export function scheduleOrderDocuments(tx: AppDb, orderId: string): Promise<void> {
  return insertJob(tx, {
    kind: ISSUE_JOB,
    runAt: new Date(),
    payload: { orderId },
    dedupeKey: `${ISSUE_JOB}:${orderId}`,
  });
}

/** Schedules the issue from outside a transaction (tests, and re-issuing by hand). */
export function scheduleTaxInvoice(deps: AppDeps, orderId: string): Promise<void> {
  return scheduleJob(deps, ISSUE_JOB, new Date(), { orderId }, `${ISSUE_JOB}:${orderId}`);
}

function issuerOf(deps: AppDeps) {
  return {
    rfc: deps.env.INVOICE_ISSUER_RFC,
    name: deps.env.INVOICE_ISSUER_NAME,
    taxRegime: deps.env.INVOICE_ISSUER_TAX_REGIME,
    postalCode: deps.env.INVOICE_ISSUER_POSTAL_CODE,
  };
}

function documentOf(deps: AppDeps, rows: OrderDocumentRows): OrderDocument {
  return {
    orderId: rows.order.id,
    paidAt: rows.order.paidAt ?? rows.order.createdAt,
    currency: toCurrencyCode(rows.order.currency),
    paymentMethod: rows.order.paymentMethod,
    issuer: issuerOf(deps),
    customer: rows.customer,
    lines: rows.lines,
  };
}

// Concept names on the stamped invoice are in Spanish: the SAT reads them.
const SAT_WORDS = { insurance: pdfLabels.es.insurance, delivery: pdfLabels.es.delivery };

defineJob(ISSUE_JOB, async (deps, payload) => {
  const orderId = String(payload.orderId);
  await deps.database.db.transaction(async (tx) => {
    const request = await findRequestedTaxInvoiceForUpdate(tx, orderId);
    if (!request) return;
    const rows = await findOrderDocument(tx, orderId);
    if (!rows?.order.paidAt) return;
    const provider = invoicingFor(deps);
    const issued = await provider.issue({
      orderId,
      currency: rows.order.currency,
      receiver: request.receiver,
      paymentForm: PAYMENT_FORMS[rows.order.paymentMethod] ?? '04',
      items: taxInvoiceItems(rows.lines, SAT_WORDS),
    });
    await markTaxInvoiceIssued(tx, orderId, { provider: provider.name, ...issued });
  });
});

/** Loads an order's documents for someone allowed to see them: its renter or an admin; anyone else gets 404. */
async function readableOrder(deps: AppDeps, user: SessionUser | undefined, orderId: string) {
  const notFound = new AppError(404, 'not_found', commonMessages.notFound);
  if (!user) throw notFound;
  const rows = await findOrderDocument(deps.database.db, orderId);
  if (!rows?.order.paidAt) throw notFound;
  if (rows.order.userId !== user.id && !isAdmin(deps.env, user)) throw notFound;
  return rows;
}

export async function receiptPdf(deps: AppDeps, user: SessionUser | undefined, orderId: string, locale: Locale) {
  const rows = await readableOrder(deps, user, orderId);
  return renderReceiptPdf(documentOf(deps, rows), pdfLocale(locale));
}

export async function taxInvoicePdf(deps: AppDeps, user: SessionUser | undefined, orderId: string, locale: Locale) {
  const rows = await readableOrder(deps, user, orderId);
  const invoice = rows.taxInvoice;
  if (!invoice) throw new AppError(404, 'not_found', commonMessages.notFound);
  if (invoice.status !== 'issued' || !invoice.providerId || !invoice.folio)
    throw new AppError(409, 'invoice_not_ready', invoiceMessages.notReady);
  const stamped = invoice.provider === 'facturapi' ? await invoicingFor(deps).downloadPdf(invoice.providerId) : null;
  if (stamped) return stamped;
  return renderSandboxTaxInvoicePdf(
    {
      ...documentOf(deps, rows),
      receiver: invoice.receiver,
      folio: invoice.folio,
      paymentForm: PAYMENT_FORMS[rows.order.paymentMethod] ?? '04',
      items: taxInvoiceItems(rows.lines, SAT_WORDS),
    },
    pdfLocale(locale),
  );
}
