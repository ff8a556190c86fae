import { convertMinor, formatMoney, toCurrencyCode, type CurrencyCode } from '@vira/domain/currencies';

/** Amounts in several booking currencies, converted to the display currency and added up. */
export function moneyTotal(
  amounts: readonly { currency: string; amount: number }[],
  to: CurrencyCode,
  locale: string,
): string {
  const sum = amounts.reduce((total, a) => total + convertMinor(a.amount, toCurrencyCode(a.currency), to), 0);
  return formatMoney(sum, to, locale);
}
