/** One concept of a tax invoice: a price that includes IVA 16 %, in integer minor units. */
export interface TaxInvoiceItem {
  description: string;
  /** SAT c_ClaveProdServ. */
  productKey: string;
  /** What was charged for it, IVA included, after any discount. */
  amount: number;
  /** A discount already taken off `amount` (IVA included), which the CFDI shows as the concept's Descuento. */
  discount?: number;
}

export interface TaxInvoiceInput {
  /** Our order id: the provider's idempotency reference, so a retried job never stamps twice. */
  orderId: string;
  currency: string;
  receiver: { rfc: string; name: string; email: string; postalCode: string; taxRegime: string; cfdiUse: string };
  /** SAT c_FormaPago (01 cash, 04 card, 06 e-money, 31 payment intermediary). */
  paymentForm: string;
  items: TaxInvoiceItem[];
}

export interface IssuedTaxInvoice {
  providerId: string;
  /** The folio fiscal (UUID). */
  folio: string;
}

/** A CFDI of type egreso for invoiced income given back, related to the invoice it corrects (TipoRelacion 01). */
export interface CreditNoteInput {
  /** Our refund id: the provider's idempotency reference. */
  refundId: string;
  currency: string;
  receiver: TaxInvoiceInput['receiver'];
  paymentForm: string;
  /** The folio fiscal (UUID) of the tax invoice being corrected. */
  relatedFolio: string;
  items: TaxInvoiceItem[];
}

/** Issues CFDI 4.0 tax invoices: the sandbox (nothing leaves the server) or Facturapi. */
export interface InvoicingProvider {
  readonly name: 'sandbox' | 'facturapi';
  issue(input: TaxInvoiceInput): Promise<IssuedTaxInvoice>;
  issueCreditNote(input: CreditNoteInput): Promise<IssuedTaxInvoice>;
  /** The stamped PDF the provider keeps, or null when we draw it ourselves (sandbox). */
  downloadPdf(providerId: string): Promise<Buffer | null>;
  /** The stamped CFDI 4.0 XML the provider keeps, or null when we build it ourselves (sandbox). */
  downloadXml(providerId: string): Promise<string | null>;
}
