import { formatMoney } from '@vira/domain/currencies';
import { intlLocale } from '@/lib/intl-locale';

/** Loans are in pesos whatever the display currency: a partner lends MXN. */
export function mxn(cents: number, language: string): string {
  return `${formatMoney(cents / 100, 'MXN', intlLocale(language))} MXN`;
}
