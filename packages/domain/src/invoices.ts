import { z } from 'zod';

/** Mexican IVA: every price on Vira already includes it (docs/product-rules.md "Invoices and payouts"). */
export const IVA_RATE = 0.16;

/** Splits a price that includes IVA into its base and its IVA, in integer minor units (base + iva = amount). */
export function splitIva(amount: number): { base: number; iva: number } {
  const base = Math.round(amount / (1 + IVA_RATE));
  return { base, iva: amount - base };
}

export const INVOICE_STATUSES = ['requested', 'issued', 'failed'] as const;

/** One paid order on /invoices with its documents: the receipt always, the tax invoice when asked for. */
export const invoiceOrderSchema = z.object({
  orderId: z.string(),
  paidAt: z.string(),
  currency: z.string(),
  /** What was charged (taken by the provider), and what of it went or is going back. */
  total: z.number().int(),
  refunded: z.number().int(),
  titles: z.array(z.string()),
  /** renter: the person paid it; owner: a booking of theirs is in it (receipt only). */
  role: z.enum(['renter', 'owner']),
  receiptUrl: z.string(),
  taxInvoice: z
    .object({
      status: z.enum(INVOICE_STATUSES),
      url: z.string().nullable(),
      /** The CFDI 4.0 XML itself (the PDF is its printed form), once issued. */
      xmlUrl: z.string().nullable(),
      folio: z.string().nullable(),
    })
    .nullable(),
  /** CFDI credit notes (egresos) for invoiced income a refund gave back; only orders with a tax invoice get them. */
  creditNotes: z.array(
    z.object({
      id: z.string(),
      folio: z.string(),
      amount: z.number().int(),
      issuedAt: z.string(),
      url: z.string(),
      xmlUrl: z.string(),
    }),
  ),
});
export type InvoiceOrder = z.infer<typeof invoiceOrderSchema>;

export const invoiceListSchema = z.object({ orders: z.array(invoiceOrderSchema) });
