import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf, type OrderDocument } from './invoice-pdf';

const order: OrderDocument = {
  orderId: '3f1c2a9e-0b7d-4c55-9f0e-5a2b8c7d6e41',
  paidAt: new Date('2026-11-20T18:00:00Z'),
  currency: 'MXN',
  paymentMethod: 'credit_card',
  issuer: { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', taxRegime: '601', postalCode: '42501' },
  customer: { name: 'ليلى حسن', email: 'layla@example.com' },
  lines: [
    {
      title: 'مثقاب كهربائي لاسلكي',
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      itemCost: 75_000,
      insuranceCost: 0,
      deliveryCost: 0,
      deposit: 100_000,
    },
  ],
};

async function textOf(pdf: Buffer) {
  return (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
}

describe('Arabic written by people in documents of any direction', () => {
  it('a Spanish receipt prints an Arabic listing title and name in reading order, the rest unchanged', async () => {
    const text = await textOf(await renderReceiptPdf(order, 'es'));
    expect(text).toContain('Recibo de pago');
    expect(text).toContain('مثقاب كهربائي لاسلكي');
    expect(text).toContain('ليلى حسن');
    expect(text).toContain('layla@example.com');
    expect(text).toMatch(/Renta\s+MXN 750\.00/);
  });
});
