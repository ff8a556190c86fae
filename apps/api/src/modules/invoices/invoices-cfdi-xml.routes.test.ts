import { X509Certificate } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { parseXmlNode } from '../../../test/parse-xml-node';
import { call, inDays, newPerson, rentableListing } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cfdiSchemaErrors } from '../../../test/validate-cfdi-xml';
import { cfdiCadenaOriginal, tfdCadenaOriginal } from '../../adapters/invoicing/cfdi/cadena-original';
import { verifySeal } from '../../adapters/invoicing/cfdi/sandbox-csd';
import { childNamed } from '../../adapters/invoicing/cfdi/xml-node';
import { runDueJobs } from '../jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

async function paidInvoicedOrder(
  renter: { cookie: string },
  options: { weeklyDiscountPct?: number; days?: number } = {},
): Promise<string> {
  expect((await call(t, renter.cookie, 'PUT', '/api/billing-info', BILLING)).status).toBe(200);
  const listingId = await rentableListing(t);
  if (options.weeklyDiscountPct)
    await t.deps.database.db.execute(
      sql`update listings set weekly_discount_pct = ${options.weeklyDiscountPct}, max_days = 30 where id = ${listingId}`,
    );
  const created = await call(t, renter.cookie, 'POST', '/api/payments/create-rental-payment', {
    listing_id: listingId,
    start_date: inDays(20),
    end_date: inDays(20 + (options.days ?? 3)),
    invoice: true,
  });
  expect(created.status).toBe(200);
  const { transaction_id: tx, order_id: orderId } = await created.json();
  expect((await call(t, renter.cookie, 'POST', `/api/payments/sandbox/${tx}/approve`)).status).toBe(200);
  await runDueJobs(t.deps, new Date(Date.now() + 1000));
  return orderId as string;
}

/** Checks a downloaded CFDI as its receiver's accountant would: schema, seal, timbre, and who it is for. */
async function checkCfdi(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="vira-.*\.xml"/);
  const xml = await res.text();
  expect(await cfdiSchemaErrors(xml)).toEqual([]);
  const node = parseXmlNode(xml);
  const certificate = new X509Certificate(Buffer.from(node.attrs.Certificado!, 'base64'));
  expect(verifySeal(cfdiCadenaOriginal(node), node.attrs.Sello!, certificate)).toBe(true);
  const tfd = childNamed(childNamed(node, 'cfdi:Complemento'), 'tfd:TimbreFiscalDigital')!;
  expect(verifySeal(tfdCadenaOriginal(tfd), tfd.attrs.SelloSAT!, certificate)).toBe(true);
  expect(tfd.attrs.Leyenda).toMatch(/sandbox: sin validez fiscal/);
  expect(childNamed(node, 'cfdi:Receptor')!.attrs).toMatchObject({
    Rfc: 'HCE010101AB7',
    DomicilioFiscalReceptor: '06050',
    RegimenFiscalReceptor: '601',
  });
  return { xml, node, tfd };
}

describe('CFDI 4.0 XML beside the PDF', () => {
  it('the tax invoice downloads as XML valid against the SAT’s XSD, sealed, its UUID and seals printed on the PDF', async () => {
    const renter = await newPerson(t);
    const orderId = await paidInvoicedOrder(renter);
    const [listed] = (await (await call(t, renter.cookie, 'GET', '/api/invoices')).json()).orders;
    expect(listed.taxInvoice).toMatchObject({ status: 'issued', xmlUrl: `/api/invoices/${orderId}/tax-invoice.xml` });

    const { node, tfd } = await checkCfdi(await call(t, renter.cookie, 'GET', listed.taxInvoice.xmlUrl));
    expect(node.attrs).toMatchObject({ Version: '4.0', TipoDeComprobante: 'I', Moneda: 'MXN', Total: '750.00' });
    expect(tfd.attrs.UUID).toBe(listed.taxInvoice.folio);
    // The same document every time: it is the invoice, not a rendering.
    expect(await (await call(t, renter.cookie, 'GET', listed.taxInvoice.xmlUrl)).text()).toContain(node.attrs.Sello);

    const pdf = new Uint8Array(await (await call(t, renter.cookie, 'GET', listed.taxInvoice.url)).arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    const squeezed = text.replace(/\s+/g, '');
    expect(text).toContain(listed.taxInvoice.folio);
    expect(text).toContain('Sello digital del CFDI');
    expect(text).toContain('Sello digital del SAT');
    expect(text).toContain('No. de certificado del emisor: 30001000000500003416');
    expect(text).toContain('Escanea el código con tu teléfono para verificar esta factura en el portal del SAT');
    expect(squeezed).toContain(node.attrs.Sello);
    expect(squeezed).toContain(tfd.attrs.SelloSAT);
  });

  it('a credit note downloads as a sealed egreso related to the invoice, also valid', async () => {
    const renter = await newPerson(t);
    const orderId = await paidInvoicedOrder(renter);
    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${orderId}/tracking`)).json();
    expect((await call(t, renter.cookie, 'POST', `/api/bookings/${order.bookings[0].id}/cancel`)).status).toBe(200);
    await runDueJobs(t.deps, new Date(Date.now() + 1000));
    await runDueJobs(t.deps, new Date(Date.now() + 2000));
    const [listed] = (await (await call(t, renter.cookie, 'GET', '/api/invoices')).json()).orders;
    const note = listed.creditNotes[0];
    expect(note.xmlUrl).toBe(`/api/invoices/${orderId}/credit-notes/${note.id}/xml`);

    const { node } = await checkCfdi(await call(t, renter.cookie, 'GET', note.xmlUrl));
    expect(node.attrs.TipoDeComprobante).toBe('E');
    const related = childNamed(node, 'cfdi:CfdiRelacionados')!;
    expect(related.attrs.TipoRelacion).toBe('01');
    expect(childNamed(related, 'cfdi:CfdiRelacionado')!.attrs.UUID).toBe(listed.taxInvoice.folio);
  });

  it('a weekly discount is its own line: the concept’s and the comprobante’s Descuento, on the receipt too, still valid and sealed', async () => {
    const renter = await newPerson(t);
    const orderId = await paidInvoicedOrder(renter, { weeklyDiscountPct: 10, days: 8 });
    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${orderId}/tracking`)).json();
    const [booking] = order.bookings;
    expect(booking.quote.discount).toEqual({ kind: 'weekly', amount: expect.any(Number) });
    const [listed] = (await (await call(t, renter.cookie, 'GET', '/api/invoices')).json()).orders;

    const { node } = await checkCfdi(await call(t, renter.cookie, 'GET', listed.taxInvoice.xmlUrl));
    const conceptos = childNamed(node, 'cfdi:Conceptos')!.children;
    const rental = conceptos.find((c) => c.attrs.ClaveProdServ === '80131500')!;
    const cents = (s: string | undefined) => Math.round(Number(s) * 100);
    expect(cents(rental.attrs.Descuento)).toBeGreaterThan(0);
    // The SAT's arithmetic: the IVA's base is Importe − Descuento; the Comprobante's Descuento is their sum.
    const traslado = childNamed(childNamed(childNamed(rental, 'cfdi:Impuestos'), 'cfdi:Traslados'), 'cfdi:Traslado')!;
    expect(cents(traslado.attrs.Base)).toBe(cents(rental.attrs.Importe) - cents(rental.attrs.Descuento));
    expect(node.attrs.Descuento).toBe(rental.attrs.Descuento);
    const impuestos = childNamed(node, 'cfdi:Impuestos')!;
    expect(cents(node.attrs.Total)).toBe(
      cents(node.attrs.SubTotal) - cents(node.attrs.Descuento) + cents(impuestos.attrs.TotalImpuestosTrasladados),
    );
    // Still exactly what was charged for the rental, insurance and delivery (the deposit is never invoiced).
    const q = booking.quote;
    expect(cents(node.attrs.Total)).toBe(q.itemCost + q.insuranceCost + q.deliveryCost);

    const receipt = new Uint8Array(await (await call(t, renter.cookie, 'GET', listed.receiptUrl)).arrayBuffer());
    const receiptText = (await extractText(await getDocumentProxy(receipt), { mergePages: true })).text;
    expect(receiptText).toContain('Descuento semanal');
    expect(receiptText).toContain('Renta sin descuento');
    const cfdiPdf = new Uint8Array(await (await call(t, renter.cookie, 'GET', listed.taxInvoice.url)).arrayBuffer());
    expect((await extractText(await getDocumentProxy(cfdiPdf), { mergePages: true })).text).toContain(
      'Descuento sin IVA (Descuento)',
    );
  });

  it('nobody but the renter (or an admin) gets the XML', async () => {
    const renter = await newPerson(t);
    const orderId = await paidInvoicedOrder(renter);
    const stranger = await newPerson(t);
    expect((await call(t, stranger.cookie, 'GET', `/api/invoices/${orderId}/tax-invoice.xml`)).status).toBe(404);
    expect((await call(t, null, 'GET', `/api/invoices/${orderId}/tax-invoice.xml`)).status).toBe(404);
  });
});

describe('the receiver is checked against the SAT’s rules before anything is issued', () => {
  it('refuses a persona física’s 13-character RFC with régimen 603, for persons morales, in the person’s words', async () => {
    const renter = await newPerson(t);
    const res = await call(t, renter.cookie, 'PUT', '/api/billing-info', {
      ...BILLING,
      rfc: 'XOJI740919U48',
      taxRegime: '603',
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('regime_person_type');
    expect(error.message).toBe(
      'El régimen 603 es solo para personas morales, y un RFC de 13 caracteres es de una persona física: elige el régimen de tu Constancia de Situación Fiscal',
    );
    expect(error.fields).toEqual({ taxRegime: 'regime_person_type' });
    // The same person with an individuals' regime is fine.
    expect(
      (await call(t, renter.cookie, 'PUT', '/api/billing-info', { ...BILLING, rfc: 'XOJI740919U48', taxRegime: '612' }))
        .status,
    ).toBe(200);
  });

  it('refuses a company’s RFC with an individuals’ regime, an impossible RFC, a generic RFC off 616, and an unknown postal code', async () => {
    const renter = await newPerson(t);
    const put = async (body: Partial<typeof BILLING>, language = 'es') =>
      (await (
        await t.request('/api/billing-info', {
          method: 'PUT',
          headers: { cookie: renter.cookie, 'content-type': 'application/json', 'X-Vira-Language': language },
          body: JSON.stringify({ ...BILLING, ...body }),
        })
      ).json()) as { error: { code: string; message: string } };
    expect((await put({ taxRegime: '605' })).error.code).toBe('regime_person_type');
    expect((await put({ rfc: 'HCE011301AB1' })).error.code).toBe('rfc_format');
    // One character mistyped: the check digit no longer matches (the generic RFCs are not computed ones).
    const typo = await put({ rfc: 'HCE010101AB1' }, 'en');
    expect(typo.error.code).toBe('rfc_check_digit');
    expect(typo.error.message).toContain('check digit');
    expect((await put({ rfc: 'XEXX010101000', taxRegime: '616' })).error).toBeUndefined();
    expect((await put({ rfc: 'XAXX010101000', taxRegime: '601' })).error.code).toBe('generic_rfc_regime');
    const cp = await put({ postalCode: '18000' }, 'en');
    expect(cp.error.message).toBe('Postal code 18000 belongs to no Mexican state: enter the one of your tax address');
  });
});
