import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { sampleOrderDocument } from '../../../test/sample-order-document';
import { renderReceiptPdf } from './invoice-pdf';

const order = sampleOrderDocument({
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
});

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

describe('identifiers in an Arabic document', () => {
  it('an order number that starts with digits is printed, and copied, in one piece', async () => {
    // Digits, then a hyphen, then letters: in a right-to-left line the digits used to move to the end.
    const orderId = '18787443-a073-4813-abe9-7d48ffca7e04';
    const text = await textOf(await renderReceiptPdf({ ...sampleOrderDocument(), orderId }, 'ar'));
    expect(text).toContain(orderId);
  });
});
