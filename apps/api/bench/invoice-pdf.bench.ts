/**
 * Time to draw an order's receipt and its sandbox tax invoice (CFDI 4.0) as PDF, and their sizes: what a person
 * waits for after "Descargar recibo (PDF)" on /invoices, without the network and the database. An order of 1 and of
 * 5 rentals, in Spanish and in Arabic (right to left, decision 012; `BENCH_PDF_LOCALES=es` for Spanish only);
 * 200 renders each after 20 warm-up renders (the bundled fonts are loaded once per process).
 * Run with `npm run bench -w apps/api` (bench/run.ts) or alone: `npx tsx bench/invoice-pdf.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { toLocale } from '@vira/domain/locales';
import { SAT_PRODUCT_KEYS, taxInvoiceItems, type DocumentLine } from '../src/modules/invoices/invoice-concepts';
import { renderReceiptPdf, renderSandboxTaxInvoicePdf, type OrderDocument } from '../src/modules/invoices/invoice-pdf';
import { sampleOrderDocument, sampleStamp } from '../test/sample-order-document';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const LOCALES = (process.env.BENCH_PDF_LOCALES ?? 'es,ar').split(',').map(toLocale);

function order(lines: number): OrderDocument {
  const rows: DocumentLine[] = Array.from({ length: lines }, (_, i) => ({
    title: `Taladro percutor inalámbrico ${i + 1}`,
    startDate: '2026-12-01',
    endDate: '2026-12-04',
    itemCost: 75_000 + i * 1_000,
    insuranceCost: 9_000,
    deliveryCost: 15_000,
    deposit: 100_000,
  }));
  return sampleOrderDocument({ lines: rows });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(name: string, render: () => Promise<Buffer>) {
  for (let i = 0; i < WARMUP; i += 1) await render();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    document: name,
    runs: RUNS,
    'p50 ms': Math.round(percentile(times, 50) * 10) / 10,
    'p95 ms': Math.round(percentile(times, 95) * 10) / 10,
    'max ms': Math.round(times.at(-1)! * 10) / 10,
    'size KB': Math.round(bytes / 102.4) / 10,
  };
}

const rows = [];
for (const locale of LOCALES)
  for (const lines of [1, 5]) {
    const doc = order(lines);
    rows.push(await measure(`${locale} receipt, ${lines} rental(s)`, () => renderReceiptPdf(doc, locale)));
    const words = { insurance: 'Seguro', delivery: 'Entrega a domicilio' };
    const tax = {
      ...doc,
      receiver: {
        rfc: 'HCE010101AB7',
        name: 'Herramientas del Centro',
        email: 'f@example.com',
        postalCode: '06050',
        taxRegime: '601',
        cfdiUse: 'G03',
      },
      folio: '0F8A6B2C-1111-4222-A333-444455556666',
      paymentForm: '04',
      items: taxInvoiceItems(doc.lines, words),
    };
    const stamped = { ...tax, stamp: sampleStamp(tax) };
    rows.push(
      await measure(`${locale} sandbox CFDI, ${lines} rental(s)`, () => renderSandboxTaxInvoicePdf(stamped, locale)),
    );
  }
console.log(
  `Invoice PDFs (PDFKit; DejaVu Sans / IBM Plex Sans Arabic subsets embedded; SAT keys ${Object.values(SAT_PRODUCT_KEYS).join(', ')})`,
);
console.table(rows);
