import type { CurrencyTotals } from '@vira/domain/cart';
import { convertMinor, formatMoney, toCurrencyCode } from '@vira/domain/currencies';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/currency';
import { intlLocale } from '@/lib/intl-locale';

type Field = 'subtotal' | 'insuranceCost' | 'deliveryCost' | 'deposit' | 'total';

/** Sums the per-currency totals the server computed, converted into the currency the person chose. */
export function useTotalsFormatter(totals: CurrencyTotals[]) {
  const { currency } = useCurrency();
  const { i18n } = useTranslation();
  return (field: Field) => {
    const amount = totals.reduce((sum, t) => sum + convertMinor(t[field], toCurrencyCode(t.currency), currency), 0);
    return formatMoney(amount, currency, intlLocale(i18n.language));
  };
}
