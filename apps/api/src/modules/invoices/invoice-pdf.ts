import { formatMoney, toMajor, type CurrencyCode } from '@vira/domain/currencies';
import { CFDI_USES, TAX_REGIMES, type CfdiUse, type TaxRegime } from '@vira/domain/billing';
import { splitIva } from '@vira/domain/invoices';
import { isRtl, type Locale } from '@vira/domain/locales';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { conceptAmounts } from '../../adapters/invoicing/cfdi/concept-amounts';
import type { StampedCfdi } from '../../adapters/invoicing/cfdi/sandbox-stamp';
import type { TaxInvoiceItem } from '../../adapters/invoicing/invoicing-provider';
import type { InvoiceReceiver } from '../../db/schema/invoices';
import { registerDocumentFonts } from '../../pdf/document-fonts';
import { TextFlow } from '../../pdf/text-flow';
import type { DocumentLine } from './invoice-concepts';
import { pdfLabels, type PdfLabels } from './invoice-pdf.messages';

export interface Issuer {
  rfc: string;
  name: string;
  taxRegime: string;
  postalCode: string;
}

export interface OrderDocument {
  orderId: string;
  paidAt: Date;
  currency: CurrencyCode;
  paymentMethod: string;
  issuer: Issuer;
  customer: { name: string; email: string };
  lines: DocumentLine[];
  /** What the provider took and what went back (refunds after the money was taken). */
  charge: { captured: number; refunded: number };
}

export interface TaxDocument extends OrderDocument {
  receiver: InvoiceReceiver;
  folio: string;
  paymentForm: string;
  items: TaxInvoiceItem[];
  /** Set on a credit note (CFDI egreso): the folio of the tax invoice it corrects. */
  relatedFolio?: string;
  /** The sealed XML's seals and timbre, which the printed CFDI carries with the SAT's verification QR. */
  stamp: StampedCfdi;
}

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;

/** Vira is Mexico-first: Spanish documents write amounts as Mexico does (1,000.00). */
const INTL_TAG: Record<Locale, string> = {
  es: 'es-MX',
  en: 'en',
  ru: 'ru',
  fr: 'fr',
  pt: 'pt-BR',
  sw: 'sw',
  zh: 'zh-CN',
  hi: 'hi-IN',
  // Western digits, as the web app shows Arabic amounts: RFCs, folios and amounts read the same everywhere.
  ar: 'ar-u-nu-latn',
};

function money(minor: number, currency: CurrencyCode, locale: Locale): string {
  // A document has no display currency: the code names the currency in every language ('MXN 1,000.00').
  return formatMoney(toMajor(minor, currency), currency, { locale: INTL_TAG[locale] });
}

/** A PDFKit document on A4 with the language's bundled fonts and direction, collected into one Buffer. */
function draw(
  title: string,
  locale: Locale,
  paint: (doc: PDFKit.PDFDocument, flow: TextFlow) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // `font: null`: no built-in Helvetica (Latin-1 only); every text uses the bundled font of the language.
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      font: null as unknown as string,
      lang: locale,
      info: { Title: title, Author: 'Vira' },
    });
    registerDocumentFonts(doc, locale);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(10);
    paint(doc, new TextFlow(doc, isRtl(locale) ? 'rtl' : 'ltr', { left: MARGIN, width: WIDTH }));
    doc.end();
  });
}

function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .stroke()
    .moveDown(0.5);
}

/** `issuer`: false where the document prints its own, fuller issuer block (the CFDI's RFC and tax regime). */
function header(flow: TextFlow, title: string, d: OrderDocument, l: PdfLabels, locale: Locale, issuer = true) {
  const { doc } = flow;
  doc.font('bold').fontSize(20);
  doc.y = MARGIN;
  flow.text('Vira');
  doc.fontSize(14);
  flow.text(title);
  doc.font('body').fontSize(10).moveDown(0.5);
  // Identifiers stay in one piece: in a right-to-left line, one that starts with digits would have them moved.
  flow.text(`${l.order}: ${flow.isolate(d.orderId)}`);
  flow.text(
    `${l.paidOn}: ${new Intl.DateTimeFormat(INTL_TAG[locale], { dateStyle: 'long', timeZone: 'America/Mexico_City' }).format(d.paidAt)}`,
  );
  flow.text(`${l.paidWith}: ${l.methods[d.paymentMethod as keyof PdfLabels['methods']] ?? d.paymentMethod}`);
  doc.moveDown(0.5);
  if (issuer) flow.text(`${l.issuer}: ${flow.isolate(`${d.issuer.name} — RFC ${d.issuer.rfc}`)}`);
}

/** The receipt every paid order has: what was charged, with the IVA in the prices and the deposit apart. */
export function renderReceiptPdf(d: OrderDocument, locale: Locale): Promise<Buffer> {
  const l = pdfLabels[locale];
  return draw(`${l.receiptTitle} ${d.orderId}`, locale, (doc, flow) => {
    header(flow, l.receiptTitle, d, l, locale);
    flow.text(`${l.customer}: ${flow.isolate(`${d.customer.name} <${d.customer.email}>`)}`);
    doc.moveDown();
    const m = (n: number) => money(n, d.currency, locale);
    let charged = 0;
    let deposit = 0;
    for (const line of d.lines) {
      doc.font('bold');
      flow.text(flow.isolate(line.title));
      doc.font('body');
      flow.text(`${line.startDate} – ${line.endDate}`);
      if (line.discountKind && line.discountAmount) {
        // The discount the booking kept, as its own line under the rental's price before it.
        flow.row(l.rentalBeforeDiscount, m(line.itemCost + line.discountAmount), { indent: 12 });
        flow.row(l.discounts[line.discountKind], m(-line.discountAmount), { indent: 12 });
      }
      flow.row(l.rental, m(line.itemCost), { indent: 12 });
      if (line.insuranceCost > 0) flow.row(l.insurance, m(line.insuranceCost), { indent: 12 });
      if (line.deliveryCost > 0) flow.row(l.delivery, m(line.deliveryCost), { indent: 12 });
      charged += line.itemCost + line.insuranceCost + line.deliveryCost;
      deposit += line.deposit;
      doc.moveDown(0.5);
    }
    const { base, iva } = splitIva(charged);
    rule(doc);
    flow.row(l.base, m(base));
    flow.row(l.iva, m(iva));
    flow.row(l.charged, m(charged), { bold: true });
    flow.row(l.deposit, m(deposit));
    doc.moveDown(0.3);
    // What was really taken, which is less than the lines when part of an authorisation was never captured.
    flow.row(l.total, m(d.charge.captured), { bold: true });
    if (d.charge.refunded > 0) {
      flow.row(l.refunded, m(-d.charge.refunded));
      flow.row(l.netCharged, m(d.charge.captured - d.charge.refunded), { bold: true });
    }
    doc.moveDown();
    doc.fontSize(9);
    flow.text(l.pricesIncludeIva);
    flow.text(l.depositNote);
  });
}

/** The sandbox's CFDI 4.0: every field a stamped invoice carries, over a notice that it has no fiscal validity. */
export function renderSandboxTaxInvoicePdf(d: TaxDocument, locale: Locale): Promise<Buffer> {
  const l = pdfLabels[locale];
  const title = d.relatedFolio ? l.creditNoteTitle : l.taxInvoiceTitle;
  return draw(`${title} ${d.folio}`, locale, (doc, flow) => {
    // The notice is always in Spanish (the words the SAT context uses), with the person's language beside it.
    doc
      .save()
      .rect(MARGIN, MARGIN - 30, WIDTH, 24)
      .fill('#b91c1c')
      .restore();
    doc.fillColor('#ffffff').font('bold').fontSize(12);
    doc.y = MARGIN - 24;
    flow.text('Sin validez fiscal — entorno de pruebas', { align: 'center' });
    doc.fillColor('#000000').font('body').fontSize(10);
    header(flow, title, d, l, locale, false);
    if (locale !== 'es') {
      doc.fillColor('#b91c1c');
      flow.text(l.sandboxNotice);
      doc.fillColor('#000000');
    }
    flow.text(`${l.folio}: ${flow.isolate(d.folio)}`);
    flow.text(
      `CFDI 4.0 · ${l.currency}: ${d.currency} · Tipo de comprobante: ${d.relatedFolio ? 'E (Egreso)' : 'I (Ingreso)'}`,
    );
    if (d.relatedFolio) {
      flow.text(`${l.relatedInvoice} (CfdiRelacionados, TipoRelacion 01 — Nota de crédito):`);
      flow.text(flow.isolate(d.relatedFolio));
    }
    flow.text(`${l.issuer} — RFC: ${d.issuer.rfc} · ${flow.isolate(d.issuer.name)}`);
    flow.text(`${l.taxRegime}: ${d.issuer.taxRegime} ${TAX_REGIMES[d.issuer.taxRegime as TaxRegime] ?? ''}`);
    flow.text(`Lugar de expedición (${l.postalCode}): ${d.issuer.postalCode}`);
    doc.moveDown(0.5);
    const r = d.receiver;
    doc.font('bold');
    flow.text(l.receiver);
    doc.font('body');
    flow.text(`RFC: ${r.rfc}`);
    flow.text(flow.isolate(r.name));
    flow.text(`${l.postalCode} (DomicilioFiscalReceptor): ${r.postalCode}`);
    flow.text(`${l.taxRegime} (RegimenFiscalReceptor): ${r.taxRegime} ${TAX_REGIMES[r.taxRegime as TaxRegime] ?? ''}`);
    const use = d.relatedFolio ? 'G02' : r.cfdiUse;
    flow.text(`${l.cfdiUse} (UsoCFDI): ${use} ${CFDI_USES[use as CfdiUse] ?? ''}`);
    flow.text(`${l.paymentForm} (FormaPago): ${d.paymentForm}`);
    flow.text(`${l.paymentMethod} (MetodoPago): PUE — Pago en una sola exhibición`);
    doc.moveDown();
    const m = (n: number) => money(n, d.currency, locale);
    let base = 0;
    let iva = 0;
    let discount = 0;
    for (const item of d.items) {
      const c = conceptAmounts(item);
      base += c.importe;
      discount += c.descuento;
      iva += c.iva;
      doc.font('bold');
      flow.text(flow.isolate(item.description));
      doc.font('body');
      flow.text(`${l.productKey} (ClaveProdServ): ${item.productKey} · ClaveUnidad: E48 · ObjetoImp: 02`);
      if (c.descuento > 0) {
        flow.row(`${l.rentalBeforeDiscount} (Importe)`, m(c.importe), { indent: 12 });
        flow.row(`${l.discountBeforeIva} (Descuento)`, m(-c.descuento), { indent: 12 });
      }
      flow.row(l.base, m(c.base), { indent: 12 });
      flow.row(`${l.iva} (Traslado 002, Tasa 0.160000)`, m(c.iva), { indent: 12 });
      doc.moveDown(0.4);
    }
    rule(doc);
    flow.row(discount > 0 ? 'Subtotal' : `Subtotal — ${l.base}`, m(base));
    if (discount > 0) flow.row(`${l.discountBeforeIva} (Descuento)`, m(-discount));
    flow.row(`${l.iva}`, m(iva));
    flow.row(`Total`, m(base - discount + iva), { bold: true });
    doc.moveDown();
    if (!d.relatedFolio) {
      doc.fontSize(9);
      flow.text(l.depositNote);
    }
    printedSeals(doc, flow, d.stamp, l);
  });
}

/** Side of the QR in points: the SAT asks for at least 2.75 cm. */
const QR_SIDE = 80;

/** Draws the QR's modules as squares (vector, sharp at any zoom), at the start of the line in either direction. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = QR_SIDE / modules.size;
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
  doc.fill().restore();
}

/**
 * What a printed CFDI carries below its concepts (Anexo 20): the SAT's verification QR, the certificate numbers,
 * the moment of the timbre, both seals and the timbre's cadena original. The field names are the SAT's, in Spanish.
 */
function printedSeals(doc: PDFKit.PDFDocument, flow: TextFlow, stamp: StampedCfdi, l: PdfLabels) {
  doc.moveDown();
  if (doc.y + QR_SIDE + 160 > doc.page.height - MARGIN) doc.addPage();
  rule(doc);
  const top = doc.y;
  const rtl = flow.direction === 'rtl';
  drawQr(doc, stamp.verificationUrl, rtl ? MARGIN + WIDTH - QR_SIDE : MARGIN, top);
  const beside = new TextFlow(doc, flow.direction, {
    left: rtl ? MARGIN : MARGIN + QR_SIDE + 12,
    width: WIDTH - QR_SIDE - 12,
  });
  doc.fontSize(8);
  beside.text(l.verifyWithSat);
  beside.text(`${l.folio}: ${beside.isolate(stamp.uuid)}`);
  beside.text(`No. de certificado del emisor: ${stamp.noCertificado}`);
  beside.text(`No. de certificado del SAT: ${stamp.noCertificadoSat}`);
  beside.text(`Fecha y hora de certificación: ${stamp.fechaTimbrado}`);
  doc.y = Math.max(doc.y, top + QR_SIDE) + 8;
  doc.fontSize(6.5);
  // Seals are base64 without spaces: PDFKit breaks them where the line ends.
  for (const [label, value] of [
    ['Sello digital del CFDI', stamp.sello],
    ['Sello digital del SAT', stamp.selloSat],
    ['Cadena original del complemento de certificación digital del SAT', stamp.tfdCadena],
  ] as const) {
    doc.font('bold');
    flow.text(label);
    doc.font('body');
    doc.text(value, MARGIN, doc.y, { width: WIDTH, align: 'left' });
    doc.moveDown(0.3);
  }
}
