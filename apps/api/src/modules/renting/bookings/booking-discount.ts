import type { LineDiscount, LineQuote } from '@vira/domain/pricing';

/** The columns that keep a quote's discount on its booking, so every later page can show it as a line. */
export function storedDiscount(quote: Pick<LineQuote, 'discount'>) {
  return { discountKind: quote.discount?.kind ?? null, discountAmount: quote.discount?.amount ?? 0 };
}

/** A booking's discount as a quote line, or null when it was booked without one. */
export function bookedDiscount(b: {
  discountKind: 'weekly' | 'monthly' | null;
  discountAmount: number;
}): LineDiscount | null {
  return b.discountKind && b.discountAmount > 0 ? { kind: b.discountKind, amount: b.discountAmount } : null;
}
