import type { TaxInvoiceItem } from '../../adapters/invoicing/invoicing-provider';

/**
 * SAT c_ClaveProdServ per concept. The deposit is not here on purpose: it is held and returned, never income,
 * so it is never invoiced (docs/product-rules.md).
 */
export const SAT_PRODUCT_KEYS = {
  /** Alquiler y arrendamiento (renting of goods). */
  rental: '80131500',
  /** Servicios de seguros para estructuras y propiedades y posesiones. */
  insurance: '84131500',
  /** Servicios de envío, recogida o entrega. */
  delivery: '78102203',
  /** Servicios de facturación: the key the SAT's guide uses for credit notes (egresos) of returned money. */
  creditNote: '84111506',
} as const;

/** SAT c_FormaPago per way of paying: cash at OXXO, card, e-money wallet, payment intermediary for crypto. */
export const PAYMENT_FORMS: Record<string, string> = { oxxo: '01', credit_card: '04', mercadopago: '06', crypto: '31' };

export interface DocumentLine {
  title: string;
  startDate: string;
  endDate: string;
  /** The rental as charged, after the owner's discount. */
  itemCost: number;
  /** The weekly or monthly discount the booking kept (already off `itemCost`), 0 when none. */
  discountKind?: 'weekly' | 'monthly' | null;
  discountAmount?: number;
  insuranceCost: number;
  deliveryCost: number;
  deposit: number;
}

/** What a tax invoice lists for an order: each booking's rental, and its insurance and delivery when charged. */
export function taxInvoiceItems(
  lines: DocumentLine[],
  words: { insurance: string; delivery: string },
): TaxInvoiceItem[] {
  return lines.flatMap((line) => [
    {
      description: `${line.title} (${line.startDate} – ${line.endDate})`,
      productKey: SAT_PRODUCT_KEYS.rental,
      amount: line.itemCost,
      // The CFDI lists the discount on the concept (Descuento), not a lower price with it hidden.
      ...(line.discountKind && line.discountAmount ? { discount: line.discountAmount } : {}),
    },
    ...(line.insuranceCost > 0
      ? [
          {
            description: `${words.insurance}: ${line.title}`,
            productKey: SAT_PRODUCT_KEYS.insurance,
            amount: line.insuranceCost,
          },
        ]
      : []),
    ...(line.deliveryCost > 0
      ? [
          {
            description: `${words.delivery}: ${line.title}`,
            productKey: SAT_PRODUCT_KEYS.delivery,
            amount: line.deliveryCost,
          },
        ]
      : []),
  ]);
}
