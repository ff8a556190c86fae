import Facturapi from 'facturapi';
import type { CreditNoteInput, InvoicingProvider, IssuedTaxInvoice, TaxInvoiceInput } from './invoicing-provider';

/** Facturapi (official SDK) stamps a real CFDI 4.0 with the organization the API key belongs to as issuer. */
export class FacturapiInvoicing implements InvoicingProvider {
  readonly name = 'facturapi' as const;
  private readonly client: Facturapi;

  constructor(apiKey: string, baseUrl?: string) {
    this.client = new Facturapi(apiKey);
    // Tests point the SDK at a local server; production never sets it.
    if (baseUrl) this.client.BASE_URL = baseUrl;
  }

  async issue(input: TaxInvoiceInput): Promise<IssuedTaxInvoice> {
    const invoice = await this.client.invoices.create({
      customer: customerOf(input.receiver),
      items: itemsOf(input.items),
      use: input.receiver.cfdiUse,
      payment_form: input.paymentForm,
      payment_method: 'PUE',
      currency: input.currency,
      // Facturapi refuses a second invoice with the same key: a retried job cannot stamp twice.
      idempotency_key: input.orderId,
      external_id: input.orderId,
    });
    return { providerId: invoice.id, folio: invoice.uuid };
  }

  async issueCreditNote(input: CreditNoteInput): Promise<IssuedTaxInvoice> {
    const note = await this.client.invoices.create({
      type: 'E',
      customer: customerOf(input.receiver),
      items: itemsOf(input.items),
      // A credit note's use is "devoluciones, descuentos o bonificaciones".
      use: 'G02',
      payment_form: input.paymentForm,
      currency: input.currency,
      related_documents: [{ relationship: '01', documents: [input.relatedFolio] }],
      idempotency_key: input.refundId,
      external_id: input.refundId,
    });
    return { providerId: note.id, folio: note.uuid };
  }

  async downloadPdf(providerId: string): Promise<Buffer> {
    return bytesOf(await this.client.invoices.downloadPdf(providerId));
  }

  /** The CFDI itself, as the SAT's certifier stamped it: Facturapi keeps the XML beside the PDF. */
  async downloadXml(providerId: string): Promise<string> {
    return (await bytesOf(await this.client.invoices.downloadXml(providerId))).toString('utf8');
  }
}

/** The SDK answers a Blob in browsers and a stream in Node. */
async function bytesOf(file: unknown): Promise<Buffer> {
  if (file instanceof Blob) return Buffer.from(await file.arrayBuffer());
  const chunks: Buffer[] = [];
  for await (const chunk of file as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function customerOf(r: TaxInvoiceInput['receiver']) {
  return {
    legal_name: r.name,
    tax_id: r.rfc,
    tax_system: r.taxRegime,
    email: r.email,
    address: { zip: r.postalCode },
  };
}

/**
 * A discounted concept goes as its price before the discount plus Facturapi's item `discount`, both with IVA
 * included like the price (tax_included), so the stamped CFDI carries the concept's Descuento and the same total.
 */
function itemsOf(items: TaxInvoiceInput['items']) {
  return items.map((item) => ({
    quantity: 1,
    ...(item.discount ? { discount: item.discount / 100 } : {}),
    product: {
      description: item.description,
      product_key: item.productKey,
      unit_key: 'E48',
      price: (item.amount + (item.discount ?? 0)) / 100,
      tax_included: true,
      taxes: [{ type: 'IVA', rate: 0.16 }],
    },
  }));
}
