import { splitIva } from '@vira/domain/invoices';
import type { TaxInvoiceItem } from '../invoicing-provider';

/**
 * A concept's figures as the CFDI writes them, before IVA: Importe is the price before the discount, Descuento the
 * discount, and the IVA's Base is Importe − Descuento (the SAT's rule). The base and IVA are split from what was
 * charged, exactly as before a discount existed, so the invoice's Total stays the amount the renter paid; the
 * discount's base is what is left between that and the split of the undiscounted price.
 */
export function conceptAmounts(item: TaxInvoiceItem): {
  importe: number;
  descuento: number;
  base: number;
  iva: number;
} {
  const charged = splitIva(item.amount);
  const importe = item.discount && item.discount > 0 ? splitIva(item.amount + item.discount).base : charged.base;
  return { importe, descuento: importe - charged.base, base: charged.base, iva: charged.iva };
}
