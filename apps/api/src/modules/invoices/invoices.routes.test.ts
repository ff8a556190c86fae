import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { signUpAndVerify } from '../../../test/auth-helpers';
import { call, inDays, newPerson, rentableListing } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerDocumentFonts } from '../../pdf/document-fonts';
import { runDueJobs } from '../jobs';

const ADMIN = `jefa-facturas-${process.pid}@example.com`;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
});
afterAll(() => t?.close());

const BILLING = {
  companyName: 'Herramientas del Centro SA de CV',
  rfc: 'hce010101ab7',
  email: 'facturas@example.com',
  address: 'Av. Juárez 10',
  postalCode: '06050',
  city: 'Ciudad de México',
  state: 'CDMX',
  taxRegime: '601',
  cfdiUse: 'G03',
};

async function pdfText(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

/** Each piece of text on the first page as a PDF reader sees it: its characters, direction, left edge and width. */
async function pdfPieces(res: Response) {
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { items } = await (await pdf.getPage(1)).getTextContent();
  return items.flatMap((item) =>
    'str' in item && item.str
      ? [{ text: item.str, dir: item.dir, x: item.transform[4] as number, width: item.width }]
      : [],
  );
}

/** A4 minus the 50 pt margins: where a left-to-right line starts and a right-to-left one ends. */
const LEFT_EDGE = 50;
const RIGHT_EDGE = 595.28 - 50;

/** Pays 3 days of the helper listing (250.00/day, deposit 1,000.00) through the sandbox, by card. */
async function paidOrder(renter: { cookie: string }, invoice: boolean): Promise<string> {
  const listingId = await rentableListing(t);
  const created = await call(t, renter.cookie, 'POST', '/api/payments/create-rental-payment', {
    listing_id: listingId,
    start_date: inDays(20),
    end_date: inDays(23),
    invoice,
  });
  expect(created.status).toBe(200);
  const { transaction_id: tx, order_id: orderId } = await created.json();
  expect((await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${tx}/approve`)).status).toBe(200);
  return orderId as string;
}

describe('billing data', () => {
  it('refuses a long RFC, a 4-digit postal code and an unknown tax regime, in the person’s words', async () => {
    const renter = await newPerson(t);
    const res = await call(t, renter.cookie, 'PUT', '/api/billing-info', {
      ...BILLING,
      rfc: 'ABCDEFGHIJKLMN',
      postalCode: '0605',
      taxRegime: '999',
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields.rfc).toBe('puede tener como máximo 13 caracteres.');
    expect(error.fields.postalCode).toBe('el código postal debe tener 5 dígitos.');
    expect(error.fields.taxRegime).toMatch(/^elige una de estas opciones: 601, 603/);
    expect(JSON.stringify(error)).not.toMatch(/\\d|\^/);
  });

  it('stores the RFC uppercased with the tax regime and CFDI use', async () => {
    const renter = await newPerson(t);
    const res = await call(t, renter.cookie, 'PUT', '/api/billing-info', BILLING);
    expect(res.status).toBe(200);
    expect((await res.json()).billingInfo).toMatchObject({ rfc: 'HCE010101AB7', taxRegime: '601', cfdiUse: 'G03' });
  });
});

describe('receipts and tax invoices', () => {
  it('asking for an invoice without billing data is refused before any order exists', async () => {
    const renter = await newPerson(t);
    const listingId = await rentableListing(t);
    const res = await call(t, renter.cookie, 'POST', '/api/payments/create-rental-payment', {
      listing_id: listingId,
      start_date: inDays(5),
      end_date: inDays(6),
      invoice: true,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Por favor agrega tus datos fiscales para generar la factura');
    expect((await (await call(t, renter.cookie, 'GET', '/api/invoices')).json()).orders).toEqual([]);
  });

  it('a paid order has a receipt with IVA inside the prices and the deposit apart; the CFDI never invoices the deposit', async () => {
    const renter = await newPerson(t);
    expect((await call(t, renter.cookie, 'PUT', '/api/billing-info', BILLING)).status).toBe(200);
    const orderId = await paidOrder(renter, true);

    let list = (await (await call(t, renter.cookie, 'GET', '/api/invoices')).json()).orders;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      orderId,
      total: 175_000,
      currency: 'MXN',
      taxInvoice: { status: 'requested', url: null },
    });
    expect((await call(t, renter.cookie, 'GET', `/api/invoices/${orderId}/tax-invoice.pdf`)).status).toBe(409);

    // The job scheduled when the order became paid issues it once, however often the runner passes.
    await runDueJobs(t.deps, new Date(Date.now() + 1000));
    await runDueJobs(t.deps, new Date(Date.now() + 2000));
    list = (await (await call(t, renter.cookie, 'GET', '/api/invoices')).json()).orders;
    expect(list[0].taxInvoice).toMatchObject({ status: 'issued', url: `/api/invoices/${orderId}/tax-invoice.pdf` });
    expect(list[0].taxInvoice.folio).toMatch(/^[0-9A-F-]{36}$/);

    const receipt = await call(t, renter.cookie, 'GET', `/api/invoices/${orderId}/receipt.pdf`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const r = await pdfText(receipt);
    expect(r).toContain('Recibo de pago');
    expect(r).toMatch(/Renta\s+MXN 750\.00/);
    // 750.00 includes IVA: 646.55 + 103.45.
    expect(r).toMatch(/Importe sin IVA\s+MXN 646\.55/);
    expect(r).toMatch(/IVA 16 %\s+MXN 103\.45/);
    expect(r).toMatch(/Depósito reembolsable\s+MXN 1,000\.00/);
    expect(r).toMatch(/Total cobrado\s+MXN 1,750\.00/);

    const invoice = await call(t, renter.cookie, 'GET', `/api/invoices/${orderId}/tax-invoice.pdf`);
    expect(invoice.status).toBe(200);
    const f = await pdfText(invoice);
    expect(f).toContain('Sin validez fiscal — entorno de pruebas');
    expect(f).toContain('EKU9003173C9');
    // The issuer once, in the CFDI's own block with its tax regime (the receipt's header line is not repeated).
    expect(f.match(/Emisor\b/g)).toHaveLength(1);
    expect(f).toContain('RFC: HCE010101AB7');
    expect(f).toContain('Herramientas del Centro SA de CV');
    expect(f).toMatch(/DomicilioFiscalReceptor\): 06050/);
    expect(f).toMatch(/RegimenFiscalReceptor\): 601 General de Ley Personas Morales/);
    expect(f).toMatch(/UsoCFDI\): G03 Gastos en general/);
    expect(f).toMatch(/FormaPago\): 04/);
    expect(f).toMatch(/MetodoPago\): PUE/);
    expect(f).toContain('80131500');
    expect(f).toMatch(/Total\s+MXN 750\.00/);
    expect(f).not.toContain('1,000.00');
    expect(f).not.toContain('1,750.00');

    const english = await t.request(`/api/invoices/${orderId}/receipt.pdf`, {
      headers: { cookie: renter.cookie, 'X-Vira-Language': 'en' },
    });
    expect(await pdfText(english)).toMatch(/Refundable deposit\s+MXN 1,000\.00/);

    // Chinese and Hindi documents are written in their own script, with their own fonts.
    const inLanguage = (language: string) =>
      t.request(`/api/invoices/${orderId}/receipt.pdf`, {
        headers: { cookie: renter.cookie, 'X-Vira-Language': language },
      });
    const chinese = await pdfText(await inLanguage('zh'));
    expect(chinese).toContain('付款收据');
    expect(chinese).toMatch(/可退押金\s+MXN 1,000\.00/);
    const hindi = await pdfText(await inLanguage('hi'));
    expect(hindi).toContain('भुगतान रसीद');
    expect(hindi).toMatch(/MXN 1,000\.00/);
  });

  it('a refund of invoiced income gets a credit note (CFDI egreso) related to the invoice; the deposit never does', async () => {
    const renter = await newPerson(t);
    expect((await call(t, renter.cookie, 'PUT', '/api/billing-info', BILLING)).status).toBe(200);
    const orderId = await paidOrder(renter, true);
    await runDueJobs(t.deps, new Date(Date.now() + 1000));
    const invoiceFolio = (await (await call(t, renter.cookie, 'GET', '/api/invoices')).json()).orders[0].taxInvoice
      .folio;

    // Cancelled 20 days ahead under the flexible policy: everything comes back, 750.00 of it invoiced income.
    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${orderId}/tracking`)).json();
    expect(order.bookings[0].cancellationPolicy).toBe('flexible');
    const cancelled = await call(t, renter.cookie, 'POST', `/api/bookings/${order.bookings[0].id}/cancel`);
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    await runDueJobs(t.deps, new Date(Date.now() + 1000));
    await runDueJobs(t.deps, new Date(Date.now() + 2000));

    const [listed] = (await (await call(t, renter.cookie, 'GET', '/api/invoices')).json()).orders;
    expect(listed.creditNotes).toHaveLength(1);
    const note = listed.creditNotes[0];
    expect(note).toMatchObject({ amount: 75_000, url: `/api/invoices/${orderId}/credit-notes/${note.id}` });
    expect(note.folio).not.toBe(invoiceFolio);

    const pdf = await call(t, renter.cookie, 'GET', note.url);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf);
    expect(text).toContain('Nota de crédito (CFDI 4.0)');
    expect(text).toContain('Sin validez fiscal — entorno de pruebas');
    expect(text).toContain('E (Egreso)');
    expect(text).toContain('TipoRelacion 01 — Nota de crédito');
    expect(text).toContain(invoiceFolio);
    expect(text).toMatch(/UsoCFDI\): G02/);
    expect(text).toContain('Devolución por cancelación de la renta');
    expect(text).toMatch(/Total\s+MXN 750\.00/);
    expect(text).not.toContain('1,000.00');

    const arabic = await pdfText(
      await t.request(note.url, { headers: { cookie: renter.cookie, 'X-Vira-Language': 'ar' } }),
    );
    expect(arabic).toContain('إشعار دائن');
    expect(arabic).toContain('الفاتورة المرتبطة');
    expect(arabic).toContain(invoiceFolio);
    expect(arabic).toContain('MXN 750.00');

    const other = await newPerson(t, 'other');
    expect((await call(t, other.cookie, 'GET', note.url)).status).toBe(404);
    expect((await call(t, null, 'GET', note.url)).status).toBe(404);
  });

  it('an Arabic receipt and tax invoice are in Arabic, right to left, with joined letters and Latin runs kept readable', async () => {
    const renter = await newPerson(t);
    expect((await call(t, renter.cookie, 'PUT', '/api/billing-info', BILLING)).status).toBe(200);
    const orderId = await paidOrder(renter, true);
    await runDueJobs(t.deps, new Date(Date.now() + 1000));
    const arabic = (path: string) =>
      t.request(`/api/invoices/${orderId}/${path}`, { headers: { cookie: renter.cookie, 'X-Vira-Language': 'ar' } });

    // Copied text comes out in reading order: reversed letters or a ligature mapped backwards ("الإيجار" holds
    // lam-alef) would not match.
    const receipt = await pdfText(await arabic('receipt.pdf'));
    expect(receipt).toContain('إيصال دفع');
    expect(receipt).toContain('الإيجار');
    expect(receipt).toContain('الوديعة المستردّة');
    expect(receipt).toContain('إجمالي المبلغ المحصَّل');
    expect(receipt).toContain('MXN 1,000.00');
    expect(receipt).toContain('MXN 1,750.00');
    expect(receipt).not.toMatch(/Payment receipt|Refundable deposit|Recibo de pago/);

    const pieces = await pdfPieces(await arabic('receipt.pdf'));
    const title = pieces.find((p) => p.text === 'إيصال دفع');
    expect(title?.dir).toBe('rtl');
    // Right-aligned: the title ends at the right margin.
    expect(title!.x + title!.width).toBeCloseTo(RIGHT_EDGE, 0);
    // Joined letters are narrower than the same letters drawn apart, as an unshaped title would be.
    const measure = new PDFDocument({ font: null as unknown as string });
    registerDocumentFonts(measure, 'ar');
    measure.font('bold').fontSize(14);
    const joined = measure.widthOfString('إيصال دفع', { features: [] });
    const apart = [...'إيصال دفع'].reduce((sum, letter) => sum + measure.widthOfString(letter), 0);
    expect(title!.width).toBeCloseTo(joined, 0);
    expect(apart - joined).toBeGreaterThan(5);
    // The amounts' column is mirrored to the left margin, each amount left to right.
    const deposit = pieces.find((p) => p.text === 'MXN 1,000.00');
    expect(deposit?.x).toBeCloseTo(LEFT_EDGE, 0);

    // The web app's download links carry the language chosen in the app as ?lang= (a plain link sends no header).
    const linked = await t.request(`/api/invoices/${orderId}/receipt.pdf?lang=ar`, {
      headers: { cookie: renter.cookie, 'Accept-Language': 'es-MX,es;q=0.9' },
    });
    expect(await pdfText(linked)).toContain('إيصال دفع');

    const invoice = await pdfText(await arabic('tax-invoice.pdf'));
    // pdf.js reads a kerning gap inside the bold "ضريبية" as a space; the letters and their order are what count.
    expect(invoice.replace(/\s/g, '')).toContain('فاتورةضريبية');
    expect(invoice).toContain('Sin validez fiscal — entorno de pruebas');
    expect(invoice).toContain('بلا أي قيمة ضريبية — بيئة اختبار');
    expect(invoice).toContain('RFC: HCE010101AB7');
    expect(invoice).toContain('Herramientas del Centro SA de CV');
    expect(invoice).toContain('MXN 750.00');
    expect(invoice).not.toContain('1,000.00');
  });

  it('a refund of an order without a tax invoice issues no credit note', async () => {
    const renter = await newPerson(t);
    const orderId = await paidOrder(renter, false);
    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${orderId}/tracking`)).json();
    expect((await call(t, renter.cookie, 'POST', `/api/bookings/${order.bookings[0].id}/cancel`)).status).toBe(200);
    await runDueJobs(t.deps, new Date(Date.now() + 2000));
    const [listed] = (await (await call(t, renter.cookie, 'GET', '/api/invoices')).json()).orders;
    expect(listed.creditNotes).toEqual([]);
  });

  it('only the renter and admins can open an order’s documents; anyone else gets 404', async () => {
    const renter = await newPerson(t);
    const orderId = await paidOrder(renter, false);
    const other = await newPerson(t, 'other');
    const admin = await signUpAndVerify(t, { email: ADMIN, password: 'secreto123', fullName: 'Jefa' });

    expect((await call(t, renter.cookie, 'GET', `/api/invoices/${orderId}/receipt.pdf`)).status).toBe(200);
    expect((await call(t, other.cookie, 'GET', `/api/invoices/${orderId}/receipt.pdf`)).status).toBe(404);
    expect((await call(t, null, 'GET', `/api/invoices/${orderId}/receipt.pdf`)).status).toBe(404);
    expect((await call(t, admin, 'GET', `/api/invoices/${orderId}/receipt.pdf`)).status).toBe(200);
    // No invoice was asked for: there is none, to anyone.
    expect((await call(t, renter.cookie, 'GET', `/api/invoices/${orderId}/tax-invoice.pdf`)).status).toBe(404);
    expect((await (await call(t, other.cookie, 'GET', '/api/invoices')).json()).orders).toEqual([]);
    expect((await call(t, null, 'GET', '/api/invoices')).status).toBe(401);
  });

  it('a cart checkout can ask for the invoice too: it is issued with the billing data once paid', async () => {
    const renter = await newPerson(t);
    expect((await call(t, renter.cookie, 'PUT', '/api/billing-info', BILLING)).status).toBe(200);
    const listingId = await rentableListing(t);
    const added = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId,
      startDate: inDays(30),
      endDate: inDays(32),
      withInsurance: true,
      deliveryMethod: 'home_delivery',
      deliveryAddress: 'Av. Reforma 222, CDMX',
    });
    expect(added.status).toBe(200);
    const checkout = await call(t, renter.cookie, 'POST', '/api/checkout', {
      paymentMethod: 'oxxo',
      acceptTerms: true,
      invoice: true,
    });
    expect(checkout.status).toBe(201);
    const { orderId, transactionId } = await checkout.json();
    expect((await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${transactionId}/pay-at-store`)).status).toBe(
      200,
    );
    await runDueJobs(t.deps, new Date(Date.now() + 1000));

    const res = await call(t, renter.cookie, 'GET', `/api/invoices/${orderId}/tax-invoice.pdf`);
    expect(res.status).toBe(200);
    const f = await pdfText(res);
    // Rental 500.00, insurance 60.00 and delivery 150.00, each its own concept; OXXO is cash (01).
    expect(f).toMatch(/FormaPago\): 01/);
    expect(f).toContain('84131500');
    expect(f).toContain('78102203');
    expect(f).toMatch(/Total\s+MXN 710\.00/);
  });
});
