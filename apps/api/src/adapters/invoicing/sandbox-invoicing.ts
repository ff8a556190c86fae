import { createHash } from 'node:crypto';
import type { CreditNoteInput, InvoicingProvider, IssuedTaxInvoice, TaxInvoiceInput } from './invoicing-provider';

/**
 * Stamps nothing: the folio is derived from the order (the same order always gets the same one); the XML is built
 * and sealed with the SAT's test CSD by `cfdi/sandbox-stamp.ts` from the stored document, and the PDF is drawn by
 * the invoices module, marked "Sin validez fiscal — entorno de pruebas".
 */
export class SandboxInvoicing implements InvoicingProvider {
  readonly name = 'sandbox' as const;

  async issue(input: TaxInvoiceInput): Promise<IssuedTaxInvoice> {
    return { providerId: `sandbox_${input.orderId}`, folio: madeUpFolio(`vira-sandbox-cfdi:${input.orderId}`) };
  }

  async issueCreditNote(input: CreditNoteInput): Promise<IssuedTaxInvoice> {
    return {
      providerId: `sandbox_egreso_${input.refundId}`,
      folio: madeUpFolio(`vira-sandbox-egreso:${input.refundId}`),
    };
  }

  async downloadPdf(): Promise<Buffer | null> {
    return null;
  }

  async downloadXml(): Promise<string | null> {
    return null;
  }
}

/** A UUID-shaped folio that the same document always gets. */
function madeUpFolio(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}
