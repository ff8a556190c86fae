import { formatMoneyCode, minorUnitFactor, toCurrencyCode, toMajor } from '@vira/domain/currencies';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/dates';

function formatCoded(minor: number, currency: string, language: string): string {
  const code = toCurrencyCode(currency);
  return formatMoneyCode(toMajor(minor, code), code, intlLocale(language));
}

/** Money as charged, with its currency code ("MXN 1,270.00") — never re-converted at today's rate. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (minor: number, currency: string) => formatCoded(minor, currency, i18n.language);
}

/** The display-currency equivalent at the rate stored with the order when it was placed. */
export function useDisplayMoney(currency: string, displayCurrency: string, displayRate: number) {
  const { i18n } = useTranslation();
  // The rate converts major units; minor units differ only for zero-decimal currencies.
  return (minor: number) => {
    const major = toMajor(minor, toCurrencyCode(currency)) * displayRate;
    const code = toCurrencyCode(displayCurrency);
    return formatCoded(Math.round(major * minorUnitFactor(code)), code, i18n.language);
  };
}
