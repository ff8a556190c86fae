import { CURRENCIES, formatMoney, type CurrencyCode } from '@vira/domain/currencies';
import { intlLocale } from '@/lib/intl-locale';

/**
 * Tender amounts are in their own currency (pesos for Mexican tenders), never converted, and named by their code as
 * in the published record: no display currency is involved (decision 035).
 */
export function tenderMoney(minor: number, currency: string | null, language: string): string {
  if (currency && currency in CURRENCIES)
    return formatMoney(minor / 100, currency as CurrencyCode, { locale: intlLocale(language) });
  // A currency outside the app's table (a Paraguayan tender's PYG) is still named by its own code, never as pesos.
  const code = currency && /^[A-Z]{3}$/.test(currency) ? currency : 'MXN';
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: code,
    currencyDisplay: 'code',
  }).format(minor / 100);
}

/** Deadlines are Mexico City times, whoever reads them. */
export function tenderDate(iso: string, language: string, withTime = false): string {
  return new Date(iso).toLocaleString(intlLocale(language), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'America/Mexico_City',
  });
}
