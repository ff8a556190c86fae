import { createRequire } from 'node:module';
import { displayDecimals, toMajor, type CurrencyCode } from '@vira/domain/currencies';
import { CFDI_USES, TAX_REGIMES, type CfdiUse, type TaxRegime } from '@vira/domain/billing';
import { splitIva } from '@vira/domain/invoices';
import PDFDocument from 'pdfkit';
import type { TaxInvoiceItem } from '../../adapters/invoicing/invoicing-provider';
import type { InvoiceReceiver } from '../../db/schema/invoices';
import type { DocumentLine } from './invoice-concepts';
import { pdfLabels, type PdfLabels, type PdfLocale } from './invoice-pdf.messages';

const require = createRequire(import.meta.url);
const DEJAVU = {
  body: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
/** Fonts per document language; each covers Latin too (RFCs, amounts and Spanish titles print in every document). */
const FONTS: Partial<Record<PdfLocale, { body: string; bold: string }>> = {
  zh: {
    body: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
  hi: {
    body: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
  },
};

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
}

export interface TaxDocument extends OrderDocument {
  receiver: InvoiceReceiver;
  folio: string;
  paymentForm: string;
  items: TaxInvoiceItem[];
  /** Set on a credit note (CFDI egreso): the folio of the tax invoice it corrects. */
  relatedFolio?: string;
}

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;

/** Vira is Mexico-first: Spanish documents write amounts as Mexico does (1,000.00). */
const INTL_TAG: Record<PdfLocale, string> = {
  es: 'es-MX',
  en: 'en',
  ru: 'ru',
  fr: 'fr',
  pt: 'pt-BR',
  sw: 'sw',
  zh: 'zh-CN',
  hi: 'hi-IN',
};

function money(minor: number, currency: CurrencyCode, locale: PdfLocale): string {
  const decimals = displayDecimals(currency);
  const number = new Intl.NumberFormat(INTL_TAG[locale], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(toMajor(minor, currency));
  return `${currency} ${number}`;
}

/** A PDFKit document on A4 with the bundled font, collected into one Buffer. */
function draw(title: string, locale: PdfLocale, paint: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const fonts = FONTS[locale] ?? DEJAVU;
  return new Promise((resolve, reject) => {
    // `font: null`: no built-in Helvetica (Latin-1 only); every text uses the bundled font of the language.
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      font: null as unknown as string,
      info: { Title: title, Author: 'Vira' },
    });
    doc.registerFont('body', fonts.body);
    doc.registerFont('bold', fonts.bold);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('body').fontSize(10);
    paint(doc);
    doc.end();
  });
}

/** A label on the left and an amount on the right, on one line. */
function row(doc: PDFKit.PDFDocument, label: string, value: string, options: { bold?: boolean; indent?: number } = {}) {
  const y = doc.y;
  const indent = options.indent ?? 0;
  doc.font(options.bold ? 'bold' : 'body');
  doc.text(label, MARGIN + indent, y, { width: WIDTH * 0.65 - indent });
  const after = doc.y;
  doc.text(value, MARGIN + WIDTH * 0.65, y, { width: WIDTH * 0.35, align: 'right' });
  doc.y = Math.max(after, doc.y);
  doc.font('body');
}

function header(doc: PDFKit.PDFDocument, title: string, d: OrderDocument, l: PdfLabels, locale: PdfLocale) {
  doc.font('bold').fontSize(20).text('Vira', MARGIN, MARGIN);
  doc.fontSize(14).text(title);
  doc.font('body').fontSize(10).moveDown(0.5);
  doc.text(`${l.order}: ${d.orderId}`);
  doc.text(
    `${l.paidOn}: ${new Intl.DateTimeFormat(INTL_TAG[locale], { dateStyle: 'long', timeZone: 'America/Mexico_City' }).format(d.paidAt)}`,
  );
  doc.text(`${l.paidWith}: ${l.methods[d.paymentMethod as keyof PdfLabels['methods']] ?? d.paymentMethod}`);
  doc.moveDown(0.5);
  doc.text(`${l.issuer}: ${d.issuer.name} — RFC ${d.issuer.rfc}`);
}

/** The receipt every paid order has: what was charged, with the IVA in the prices and the deposit apart. */
export function renderReceiptPdf(d: OrderDocument, locale: PdfLocale): Promise<Buffer> {
  const l = pdfLabels[locale];
  return draw(`${l.receiptTitle} ${d.orderId}`, locale, (doc) => {
    header(doc, l.receiptTitle, d, l, locale);
    doc.text(`${l.customer}: ${d.customer.name} <${d.customer.email}>`);
    doc.moveDown();
    const m = (n: number) => money(n, d.currency, locale);
    let charged = 0;
    let deposit = 0;
    for (const line of d.lines) {
      doc.font('bold').text(`${line.title}`, MARGIN, doc.y, { width: WIDTH });
      doc.font('body').text(`${line.startDate} – ${line.endDate}`);
      row(doc, l.rental, m(line.itemCost), { indent: 12 });
      if (line.insuranceCost > 0) row(doc, l.insurance, m(line.insuranceCost), { indent: 12 });
      if (line.deliveryCost > 0) row(doc, l.delivery, m(line.deliveryCost), { indent: 12 });
      charged += line.itemCost + line.insuranceCost + line.deliveryCost;
      deposit += line.deposit;
      doc.moveDown(0.5);
    }
    const { base, iva } = splitIva(charged);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .stroke()
      .moveDown(0.5);
    row(doc, l.base, m(base));
    row(doc, l.iva, m(iva));
    row(doc, l.charged, m(charged), { bold: true });
    row(doc, l.deposit, m(deposit));
    doc.moveDown(0.3);
    row(doc, l.total, m(charged + deposit), { bold: true });
    doc.moveDown();
    doc.fontSize(9).text(l.pricesIncludeIva, MARGIN, doc.y, { width: WIDTH });
    doc.text(l.depositNote, { width: WIDTH });
  });
}

/** The sandbox's CFDI 4.0: every field a stamped invoice carries, over a notice that it has no fiscal validity. */
export function renderSandboxTaxInvoicePdf(d: TaxDocument, locale: PdfLocale): Promise<Buffer> {
  const l = pdfLabels[locale];
  const title = d.relatedFolio ? l.creditNoteTitle : l.taxInvoiceTitle;
  return draw(`${title} ${d.folio}`, locale, (doc) => {
    // The notice is always in Spanish (the words the SAT context uses), with the person's language beside it.
    doc
      .save()
      .rect(MARGIN, MARGIN - 30, WIDTH, 24)
      .fill('#b91c1c')
      .restore();
    doc.fillColor('#ffffff').font('bold').fontSize(12);
    doc.text('Sin validez fiscal — entorno de pruebas', MARGIN, MARGIN - 24, { width: WIDTH, align: 'center' });
    doc.fillColor('#000000').font('body').fontSize(10);
    header(doc, title, d, l, locale);
    if (locale !== 'es') doc.fillColor('#b91c1c').text(l.sandboxNotice).fillColor('#000000');
    doc.text(`${l.folio}: ${d.folio}`);
    doc.text(
      `CFDI 4.0 · ${l.currency}: ${d.currency} · Tipo de comprobante: ${d.relatedFolio ? 'E (Egreso)' : 'I (Ingreso)'}`,
    );
    if (d.relatedFolio) {
      doc.text(`${l.relatedInvoice} (CfdiRelacionados, TipoRelacion 01 — Nota de crédito):`);
      doc.text(d.relatedFolio);
    }
    doc.text(`${l.issuer} — RFC: ${d.issuer.rfc} · ${d.issuer.name}`);
    doc.text(`${l.taxRegime}: ${d.issuer.taxRegime} ${TAX_REGIMES[d.issuer.taxRegime as TaxRegime] ?? ''}`);
    doc.text(`Lugar de expedición (${l.postalCode}): ${d.issuer.postalCode}`);
    doc.moveDown(0.5);
    const r = d.receiver;
    doc.font('bold').text(l.receiver).font('body');
    doc.text(`RFC: ${r.rfc}`);
    doc.text(`${r.name}`);
    doc.text(`${l.postalCode} (DomicilioFiscalReceptor): ${r.postalCode}`);
    doc.text(`${l.taxRegime} (RegimenFiscalReceptor): ${r.taxRegime} ${TAX_REGIMES[r.taxRegime as TaxRegime] ?? ''}`);
    const use = d.relatedFolio ? 'G02' : r.cfdiUse;
    doc.text(`${l.cfdiUse} (UsoCFDI): ${use} ${CFDI_USES[use as CfdiUse] ?? ''}`);
    doc.text(`${l.paymentForm} (FormaPago): ${d.paymentForm}`);
    doc.text(`${l.paymentMethod} (MetodoPago): PUE — Pago en una sola exhibición`);
    doc.moveDown();
    const m = (n: number) => money(n, d.currency, locale);
    let base = 0;
    let iva = 0;
    for (const item of d.items) {
      const split = splitIva(item.amount);
      base += split.base;
      iva += split.iva;
      doc.font('bold').text(item.description, MARGIN, doc.y, { width: WIDTH }).font('body');
      doc.text(`${l.productKey} (ClaveProdServ): ${item.productKey} · ClaveUnidad: E48 · ObjetoImp: 02`, {
        width: WIDTH,
      });
      row(doc, l.base, m(split.base), { indent: 12 });
      row(doc, `${l.iva} (Traslado 002, Tasa 0.160000)`, m(split.iva), { indent: 12 });
      doc.moveDown(0.4);
    }
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .stroke()
      .moveDown(0.5);
    row(doc, `Subtotal — ${l.base}`, m(base));
    row(doc, `${l.iva}`, m(iva));
    row(doc, `Total`, m(base + iva), { bold: true });
    doc.moveDown();
    if (!d.relatedFolio) doc.fontSize(9).text(l.depositNote, MARGIN, doc.y, { width: WIDTH });
  });
}
