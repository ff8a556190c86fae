import { toCurrencyCode } from '@vira/domain/currencies';
import type { InvoiceOrder } from '@vira/domain/invoices';
import type { Locale } from '@vira/domain/locales';
import type { TaxInvoiceItem } from '../../adapters/invoicing/invoicing-provider';
import type { CfdiInput } from '../../adapters/invoicing/cfdi/cfdi-comprobante';
import { stampSandboxCfdi } from '../../adapters/invoicing/cfdi/sandbox-stamp';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import type { InvoiceReceiver } from '../../db/schema/invoices';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { commonMessages } from '../../i18n/common-messages';
import { isAdmin } from '../staff';
import { findBillingInfo } from '../billing';
import { assertInvoiceableReceiver } from '../billing';
import { z } from 'zod';
import { defineJob, enqueueJob } from '../jobs';
import { PAYMENT_FORMS, SAT_PRODUCT_KEYS, taxInvoiceItems } from './invoice-concepts';
import { renderReceiptPdf, renderSandboxTaxInvoicePdf, type OrderDocument } from './invoice-pdf';
import { orderCharges } from './order-charges';
import type { OrderCharge } from '@vira/domain/checkout';
import { pdfLabels } from './invoice-pdf.messages';
import { invoiceMessages } from './invoices.messages';
import {
  findCreditNote,
  findCreditNotesOfOrders,
  findOrderDocument,
  findPaidOrdersOf,
  findRefundForCreditNote,
  hasCreditNote,
  insertCreditNote,
  findRequestedTaxInvoiceForUpdate,
  insertTaxInvoiceRequest,
  markTaxInvoiceIssued,
  type OrderDocumentRows,
} from './invoices.repository';

const ISSUE_JOB = 'invoices.issue';
const CREDIT_NOTE_JOB = 'invoices.credit-note';
/** The signed-in person's paid orders with their receipt and, when asked for, tax invoice. */
export async function listInvoices(db: AppDb, user: SessionUser): Promise<InvoiceOrder[]> {
  const paid = await findPaidOrdersOf(db, user.id);
  const charges = await orderCharges(
    db,
    paid.map((o) => o.orderId),
  );
  // Only what was charged is listed: a hold, a voided request or an unpaid voucher is not a receipt.
  const orders = paid.filter((o) => (charges.get(o.orderId)?.captured ?? 0) > 0);
  const notes = await findCreditNotesOfOrders(
    db,
    orders.map((o) => o.orderId),
  );
  return orders.map((row) => ({
    orderId: row.orderId,
    paidAt: row.paidAt,
    currency: row.currency,
    total: charges.get(row.orderId)!.captured,
    refunded: charges.get(row.orderId)!.refunded,
    titles: row.titles,
    role: 'renter',
    receiptUrl: `/api/invoices/${row.orderId}/receipt.pdf`,
    taxInvoice: row.taxStatus
      ? {
          status: row.taxStatus,
          folio: row.folio,
          url: row.taxStatus === 'issued' ? `/api/invoices/${row.orderId}/tax-invoice.pdf` : null,
          xmlUrl: row.taxStatus === 'issued' ? `/api/invoices/${row.orderId}/tax-invoice.xml` : null,
        }
      : null,
    creditNotes: notes
      .filter((n) => n.orderId === row.orderId)
      .map((n) => ({
        id: n.id,
        folio: n.folio,
        amount: n.amount,
        issuedAt: n.issuedAt.toISOString(),
        url: `/api/invoices/${row.orderId}/credit-notes/${n.id}`,
        xmlUrl: `/api/invoices/${row.orderId}/credit-notes/${n.id}/xml`,
      })),
  }));
}

/** The renter's billing data as the invoice's receiver, or a 400 asking for it. */
export async function invoiceReceiverFor(db: AppDb, user: SessionUser): Promise<InvoiceReceiver> {
  const billing = await findBillingInfo(db, user.id);
  if (!billing) throw new AppError(400, 'billing_needed', invoiceMessages.billingNeeded);
  // Data saved before these checks existed is checked again: the SAT would refuse the CFDI.
  assertInvoiceableReceiver(billing);
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
export function scheduleOrderDocuments(tx: AppDb, orderId: string, now: Date): Promise<void> {
  return enqueueJob(tx, taxInvoiceJob, { orderId }, { runAt: now, dedupeKey: `${ISSUE_JOB}:${orderId}` });
}

function issuerOf(deps: AppDeps) {
  return {
    rfc: deps.env.INVOICE_ISSUER_RFC,
    name: deps.env.INVOICE_ISSUER_NAME,
    taxRegime: deps.env.INVOICE_ISSUER_TAX_REGIME,
    postalCode: deps.env.INVOICE_ISSUER_POSTAL_CODE,
  };
}

function documentOf(deps: AppDeps, rows: OrderDocumentRows, charge: OrderCharge): OrderDocument {
  return {
    charge: { captured: charge.captured, refunded: charge.refunded },
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
/** What a credit note says it gives back, per refund reason (Spanish, for the SAT). */
const CREDIT_NOTE_CONCEPTS: Record<string, string> = {
  cancellation: 'Devolución por cancelación de la renta',
  dispute: 'Devolución por resolución de una disputa',
};

/** Called when a refund with invoiced income succeeded, inside that transaction: one credit note job per refund. */
export function scheduleCreditNote(tx: AppDb, refundId: string, now: Date): Promise<void> {
  return enqueueJob(tx, creditNoteJob, { refundId }, { runAt: now, dedupeKey: `${CREDIT_NOTE_JOB}:${refundId}` });
}

export const creditNoteJob = defineJob(
  CREDIT_NOTE_JOB,
  z.object({ refundId: z.string() }),
  async (deps, { refundId }) => {
    await deps.database.db.transaction(async (tx) => {
      const refund = await findRefundForCreditNote(tx, refundId);
      if (!refund?.orderId || refund.status !== 'succeeded' || refund.income <= 0) return;
      if (await hasCreditNote(tx, refundId)) return;
      const rows = await findOrderDocument(tx, refund.orderId);
      const invoice = rows?.taxInvoice;
      // No tax invoice was asked for (or it could not be issued): the receipt and the refund say it all.
      if (!rows || !invoice || invoice.status === 'failed') return;
      // Asked for but not stamped yet: the job's retries wait for it.
      if (invoice.status !== 'issued' || !invoice.folio) throw new Error('the tax invoice is not issued yet');
      const provider = deps.adapters.invoicing;
      const issued = await provider.issueCreditNote({
        refundId,
        currency: refund.currency,
        receiver: invoice.receiver,
        paymentForm: PAYMENT_FORMS[rows.order.paymentMethod] ?? '04',
        relatedFolio: invoice.folio,
        items: [creditNoteItem(refund.reason, refund.income)],
      });
      await insertCreditNote(tx, {
        refundId,
        orderId: refund.orderId,
        amount: refund.income,
        currency: refund.currency,
        provider: provider.name,
        providerId: issued.providerId,
        folio: issued.folio,
        relatedFolio: invoice.folio,
      });
    });
  },
);

function creditNoteItem(reason: string, amount: number) {
  return {
    description: CREDIT_NOTE_CONCEPTS[reason] ?? 'Devolución',
    productKey: SAT_PRODUCT_KEYS.creditNote,
    amount,
  };
}

export const taxInvoiceJob = defineJob(ISSUE_JOB, z.object({ orderId: z.string() }), async (deps, { orderId }) => {
  await deps.database.db.transaction(async (tx) => {
    const request = await findRequestedTaxInvoiceForUpdate(tx, orderId);
    if (!request) return;
    const rows = await findOrderDocument(tx, orderId);
    if (!rows?.order.paidAt) return;
    // Invoiced once the money is taken: a hold may still be voided (the job tries again later), and an order never
    // charged gets no invoice.
    const charge = (await orderCharges(tx, [orderId])).get(orderId);
    if (charge?.state === 'authorised') throw new Error(`order ${orderId} is not captured yet`);
    if (!charge || charge.captured === 0) return;
    const provider = deps.adapters.invoicing;
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
  // Money only held, voided or never paid has no receipt: a receipt says what was charged.
  const charge = (await orderCharges(deps.database.db, [orderId])).get(orderId);
  if (!charge || charge.captured === 0) throw notFound;
  return { rows, charge };
}

export async function receiptPdf(deps: AppDeps, user: SessionUser | undefined, orderId: string, locale: Locale) {
  const { rows, charge } = await readableOrder(deps, user, orderId);
  return renderReceiptPdf(documentOf(deps, rows, charge), locale);
}

/** What the sandbox seals for a tax invoice or a credit note of an order, as it was issued. */
function sandboxCfdiInput(
  deps: AppDeps,
  rows: OrderDocumentRows,
  receiver: InvoiceReceiver,
  doc: { uuid: string; issuedAt: Date; items: TaxInvoiceItem[]; relatedUuid?: string },
): CfdiInput {
  return {
    type: doc.relatedUuid ? 'E' : 'I',
    uuid: doc.uuid,
    issuedAt: doc.issuedAt,
    issuer: issuerOf(deps),
    receiver,
    currency: rows.order.currency,
    paymentForm: PAYMENT_FORMS[rows.order.paymentMethod] ?? '04',
    items: doc.items,
    relatedUuid: doc.relatedUuid,
  };
}

/** An order's issued tax invoice, or 404 (none asked for) / 409 (still being stamped). */
async function issuedInvoiceOf(deps: AppDeps, user: SessionUser | undefined, orderId: string) {
  const { rows, charge } = await readableOrder(deps, user, orderId);
  const invoice = rows.taxInvoice;
  if (!invoice) throw new AppError(404, 'not_found', commonMessages.notFound);
  if (invoice.status !== 'issued' || !invoice.providerId || !invoice.folio)
    throw new AppError(409, 'invoice_not_ready', invoiceMessages.notReady);
  const items = taxInvoiceItems(rows.lines, SAT_WORDS);
  const cfdi = sandboxCfdiInput(deps, rows, invoice.receiver, {
    uuid: invoice.folio,
    issuedAt: invoice.issuedAt ?? rows.order.paidAt ?? rows.order.createdAt,
    items,
  });
  return { rows, charge, invoice: { ...invoice, providerId: invoice.providerId }, items, cfdi };
}

export async function taxInvoicePdf(deps: AppDeps, user: SessionUser | undefined, orderId: string, locale: Locale) {
  const { rows, charge, invoice, items, cfdi } = await issuedInvoiceOf(deps, user, orderId);
  const stamped =
    invoice.provider === 'facturapi' ? await deps.adapters.invoicing.downloadPdf(invoice.providerId) : null;
  if (stamped) return stamped;
  return renderSandboxTaxInvoicePdf(
    {
      ...documentOf(deps, rows, charge),
      receiver: invoice.receiver,
      folio: cfdi.uuid,
      paymentForm: cfdi.paymentForm,
      items,
      stamp: stampSandboxCfdi(cfdi),
    },
    locale,
  );
}

/** The tax invoice's CFDI 4.0 XML: the certifier's stamped file with Facturapi, the sealed sandbox one otherwise. */
export async function taxInvoiceXml(deps: AppDeps, user: SessionUser | undefined, orderId: string) {
  const { invoice, cfdi } = await issuedInvoiceOf(deps, user, orderId);
  const stamped =
    invoice.provider === 'facturapi' ? await deps.adapters.invoicing.downloadXml(invoice.providerId) : null;
  return stamped ?? stampSandboxCfdi(cfdi).xml;
}

/** A credit note of a paid order, for its renter or an admin (404 to anyone else). */
async function creditNoteOf(deps: AppDeps, user: SessionUser | undefined, orderId: string, creditNoteId: string) {
  const { rows, charge } = await readableOrder(deps, user, orderId);
  const note = await findCreditNote(deps.database.db, orderId, creditNoteId);
  if (!note || !rows.taxInvoice) throw new AppError(404, 'not_found', commonMessages.notFound);
  const refund = await findRefundForCreditNote(deps.database.db, note.refundId);
  const items = [creditNoteItem(refund?.reason ?? '', note.amount)];
  const cfdi = sandboxCfdiInput(deps, rows, rows.taxInvoice.receiver, {
    uuid: note.folio,
    issuedAt: note.issuedAt,
    items,
    relatedUuid: note.relatedFolio,
  });
  return { rows, charge, note, items, cfdi, receiver: rows.taxInvoice.receiver };
}

export async function creditNotePdf(
  deps: AppDeps,
  user: SessionUser | undefined,
  orderId: string,
  creditNoteId: string,
  locale: Locale,
) {
  const { rows, charge, note, items, cfdi, receiver } = await creditNoteOf(deps, user, orderId, creditNoteId);
  const stamped = note.provider === 'facturapi' ? await deps.adapters.invoicing.downloadPdf(note.providerId) : null;
  if (stamped) return stamped;
  return renderSandboxTaxInvoicePdf(
    {
      ...documentOf(deps, rows, charge),
      receiver,
      folio: note.folio,
      paymentForm: cfdi.paymentForm,
      items,
      relatedFolio: note.relatedFolio,
      stamp: stampSandboxCfdi(cfdi),
    },
    locale,
  );
}

export async function creditNoteXml(
  deps: AppDeps,
  user: SessionUser | undefined,
  orderId: string,
  creditNoteId: string,
) {
  const { note, cfdi } = await creditNoteOf(deps, user, orderId, creditNoteId);
  const stamped = note.provider === 'facturapi' ? await deps.adapters.invoicing.downloadXml(note.providerId) : null;
  return stamped ?? stampSandboxCfdi(cfdi).xml;
}
