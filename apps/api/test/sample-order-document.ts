import type { TaxInvoiceItem } from '../src/adapters/invoicing/invoicing-provider';
import { stampSandboxCfdi, type StampedCfdi } from '../src/adapters/invoicing/cfdi/sandbox-stamp';
import type { DocumentLine } from '../src/modules/invoices/invoice-concepts';
import type { OrderDocument } from '../src/modules/invoices/invoice-pdf';

/**
 * A paid order as the PDF renderers receive it, with the SAT's test issuer, for tests, benches and the sample-render
 * script (no database needed). `overrides` replaces the customer or the lines.
 */
export function sampleOrderDocument(
  overrides: Partial<Pick<OrderDocument, 'customer' | 'lines' | 'charge'>> = {},
): OrderDocument {
  const lines = overrides.lines ?? [];
  const captured = lines.reduce((sum, l) => sum + l.itemCost + l.insuranceCost + l.deliveryCost + l.deposit, 0);
  return {
    charge: { captured, refunded: 0 },
    orderId: '3f1c2a9e-0b7d-4c55-9f0e-5a2b8c7d6e41',
    paidAt: new Date('2026-11-20T18:00:00Z'),
    currency: 'MXN',
    paymentMethod: 'credit_card',
    issuer: { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', taxRegime: '601', postalCode: '42501' },
    customer: { name: 'Renata Prueba', email: 'renata@example.com' },
    lines: [] as DocumentLine[],
    ...overrides,
  };
}

/** The sandbox's seals and timbre for a sample tax invoice or credit note, as the invoices module computes them. */
export function sampleStamp(d: {
  folio: string;
  relatedFolio?: string;
  paidAt: Date;
  issuer: OrderDocument['issuer'];
  receiver: { rfc: string; name: string; postalCode: string; taxRegime: string; cfdiUse: string };
  currency: string;
  paymentForm: string;
  items: TaxInvoiceItem[];
}): StampedCfdi {
  return stampSandboxCfdi({
    type: d.relatedFolio ? 'E' : 'I',
    uuid: d.folio,
    relatedUuid: d.relatedFolio,
    issuedAt: d.paidAt,
    issuer: d.issuer,
    receiver: d.receiver,
    currency: d.currency,
    paymentForm: d.paymentForm,
    items: d.items,
  });
}
