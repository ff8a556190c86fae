import { CURRENCIES, formatMoney, type CurrencyCode } from '@vira/domain/currencies';
import { intlLocale } from '@/lib/intl-locale';

/**
 * Tender amounts are in their own currency (pesos for Mexican tenders), never converted, and named by their code as
 * in the published record: no display currency is involved (decision 035).
 */
export function tenderMoney(minor: number, currency: string | null, language: string): string {
  const code = currency && currency in CURRENCIES ? (currency as CurrencyCode) : 'MXN';
  return formatMoney(minor / 100, code, { locale: intlLocale(language) });
}

/** Deadlines are Mexico City times, whoever reads them. */
export function tenderDate(iso: string, language: string, withTime = false): string {
  return new Date(iso).toLocaleString(intlLocale(language), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'America/Mexico_City',
  });
}
