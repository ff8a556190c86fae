/**
 * Draws a receipt, a sandbox tax invoice, a credit note and a course certificate with sample data, in the
 * languages given, so their layout can be looked at (e.g. `pdftoppm -png -r 80`) without a database or a browser.
 * Usage: `npx tsx scripts/render-sample-pdfs.ts <out-dir> [es ar ...]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '@vira/domain/locales';
import { certificatePdf } from '../src/modules/education/certificate-pdf';
import { EDUCATION_TEXTS } from '../src/modules/education/course-texts';
import { SAT_PRODUCT_KEYS, taxInvoiceItems } from '../src/modules/invoices/invoice-concepts';
import { renderReceiptPdf, renderSandboxTaxInvoicePdf } from '../src/modules/invoices/invoice-pdf';
import { sampleOrderDocument, sampleStamp } from '../test/sample-order-document';

const [outDir = 'sample-pdfs', ...asked] = process.argv.slice(2);
const locales = (asked.length ? asked : ['es', 'ar']) as Locale[];
mkdirSync(outDir, { recursive: true });

const order = sampleOrderDocument({
  lines: [
    {
      title: 'Taladro percutor inalámbrico DeWalt 20V',
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      itemCost: 75_000,
      insuranceCost: 9_000,
      deliveryCost: 15_000,
      deposit: 100_000,
    },
    {
      title: 'Escalera de aluminio 3 m',
      startDate: '2026-12-02',
      endDate: '2026-12-03',
      itemCost: 150_000,
      insuranceCost: 0,
      deliveryCost: 0,
      deposit: 50_000,
    },
  ],
});
const receiver = {
  rfc: 'HCE010101AB7',
  name: 'Herramientas del Centro SA de CV',
  email: 'facturas@example.com',
  postalCode: '06050',
  taxRegime: '601',
  cfdiUse: 'G03',
};
const tax = {
  ...order,
  receiver,
  folio: '0F8A6B2C-1111-4222-A333-444455556666',
  paymentForm: '04',
  items: taxInvoiceItems(order.lines, { insurance: 'Seguro', delivery: 'Entrega a domicilio' }),
};
const creditNote = {
  ...tax,
  folio: '7D2E9A10-5555-4666-B777-888899990000',
  relatedFolio: tax.folio,
  items: [
    { description: 'Devolución por cancelación de la renta', productKey: SAT_PRODUCT_KEYS.creditNote, amount: 75_000 },
  ],
};

for (const locale of locales) {
  if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`unknown locale ${locale}`);
  const files: Record<string, Buffer> = {
    receipt: await renderReceiptPdf(order, locale),
    'tax-invoice': await renderSandboxTaxInvoicePdf({ ...tax, stamp: sampleStamp(tax) }, locale),
    'credit-note': await renderSandboxTaxInvoicePdf({ ...creditNote, stamp: sampleStamp(creditNote) }, locale),
    certificate: await certificatePdf(
      {
        id: '5b6c7d8e-9f00-4a1b-8c2d-3e4f5a6b7c8d',
        name: 'Renata Prueba',
        course: {
          title: EDUCATION_TEXTS[locale].courses.credit.title,
          titleEs: EDUCATION_TEXTS.es.courses.credit.title,
          titleEn: EDUCATION_TEXTS.en.courses.credit.title,
          lessons: 2,
        },
        issuedAt: new Date('2026-11-21T12:00:00Z'),
      },
      locale,
    ),
  };
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(outDir, `${name}-${locale}.pdf`), bytes);
}
console.log(`wrote ${locales.length * 4} PDFs to ${outDir}`);
