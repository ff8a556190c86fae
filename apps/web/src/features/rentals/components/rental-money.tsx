import { minorUnitFactor, toCurrencyCode, toMajor } from '@vira/domain/currencies';
import { formatCharged, useCurrency } from '@/lib/currency';

/** The display-currency equivalent at the rate stored with the order when it was placed. */
export function useDisplayMoney(currency: string, displayCurrency: string, displayRate: number) {
  const { reader } = useCurrency();
  // The rate converts major units; minor units differ only for zero-decimal currencies.
  return (minor: number) => {
    const major = toMajor(minor, toCurrencyCode(currency)) * displayRate;
    const code = toCurrencyCode(displayCurrency);
    return formatCharged(Math.round(major * minorUnitFactor(code)), code, reader);
  };
}
