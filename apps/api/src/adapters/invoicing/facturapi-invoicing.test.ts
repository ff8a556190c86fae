import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderServer } from '../../../test/fake-provider-server';
import { FacturapiInvoicing } from './facturapi-invoicing';

const STAMPED_XML =
  '<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0"/>';

let server: Awaited<ReturnType<typeof fakeProviderServer>>;
let invoicing: FacturapiInvoicing;

beforeAll(async () => {
  server = await fakeProviderServer((r) => {
    if (r.method === 'POST' && r.path === '/invoices')
      return { json: { id: 'inv_1', uuid: '0F8A6B2C-1111-4222-A333-444455556666', status: 'valid' } };
    if (r.method === 'GET' && r.path === '/invoices/inv_1/pdf')
      return { bytes: Buffer.from('%PDF-1.7 stamped'), type: 'application/pdf' };
    if (r.method === 'GET' && r.path === '/invoices/inv_1/xml')
      return { bytes: Buffer.from(STAMPED_XML), type: 'application/xml' };
    return { status: 404, json: { message: 'not found' } };
  });
  invoicing = new FacturapiInvoicing('sk_test_facturapi', server.url);
});
afterAll(() => server.close());

describe('Facturapi through its official SDK (local stand-in for the API)', () => {
  it('stamps a CFDI with the receiver’s tax data, IVA included in each concept, and downloads its PDF', async () => {
    const issued = await invoicing.issue({
      orderId: 'order-1',
      currency: 'MXN',
      receiver: {
        rfc: 'HCE010101AB7',
        name: 'Herramientas del Centro',
        email: 'f@example.com',
        postalCode: '06050',
        taxRegime: '601',
        cfdiUse: 'G03',
      },
      paymentForm: '04',
      items: [
        { description: 'Taladro', productKey: '80131500', amount: 75_000, discount: 8_000 },
        { description: 'Entrega a domicilio: Taladro', productKey: '78102203', amount: 15_000 },
      ],
    });
    expect(issued).toEqual({ providerId: 'inv_1', folio: '0F8A6B2C-1111-4222-A333-444455556666' });
    const sent = server.requests.find((r) => r.path === '/invoices')!;
    expect(sent.headers.authorization).toBe('Bearer sk_test_facturapi');
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({
      customer: {
        legal_name: 'Herramientas del Centro',
        tax_id: 'HCE010101AB7',
        tax_system: '601',
        address: { zip: '06050' },
      },
      use: 'G03',
      payment_form: '04',
      payment_method: 'PUE',
      idempotency_key: 'order-1',
    });
    // A weekly discount goes as the item's discount over its price before it, both with IVA like the price.
    expect(body.items[0]).toMatchObject({ discount: 80 });
    expect(body.items[0].product).toMatchObject({
      product_key: '80131500',
      price: 830,
      tax_included: true,
      taxes: [{ type: 'IVA', rate: 0.16 }],
    });
    expect(body.items[1].discount).toBeUndefined();
    expect(body.items[1].product.price).toBe(150);

    const pdf = await invoicing.downloadPdf('inv_1');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('downloads the stamped CFDI XML through the SDK, as the provider keeps it', async () => {
    expect(await invoicing.downloadXml('inv_1')).toBe(STAMPED_XML);
    const asked = server.requests.at(-1)!;
    expect(asked).toMatchObject({ method: 'GET', path: '/invoices/inv_1/xml' });
    expect(asked.headers.authorization).toBe('Bearer sk_test_facturapi');
  });

  it('stamps a credit note (type E, use G02) related to the invoice it corrects', async () => {
    const issued = await invoicing.issueCreditNote({
      refundId: 'refund-1',
      currency: 'MXN',
      receiver: {
        rfc: 'HCE010101AB7',
        name: 'Herramientas del Centro',
        email: 'f@example.com',
        postalCode: '06050',
        taxRegime: '601',
        cfdiUse: 'G03',
      },
      paymentForm: '04',
      relatedFolio: '0F8A6B2C-1111-4222-A333-444455556666',
      items: [{ description: 'Devolución por cancelación de la renta', productKey: '84111506', amount: 75_000 }],
    });
    expect(issued.providerId).toBe('inv_1');
    const body = JSON.parse(server.requests.filter((r) => r.path === '/invoices').at(-1)!.body);
    expect(body).toMatchObject({
      type: 'E',
      use: 'G02',
      payment_form: '04',
      related_documents: [{ relationship: '01', documents: ['0F8A6B2C-1111-4222-A333-444455556666'] }],
      idempotency_key: 'refund-1',
    });
    expect(body.items[0].product).toMatchObject({ product_key: '84111506', price: 750, tax_included: true });
  });
});
