import {
  convertMinor,
  CURRENCY_STORAGE_KEY,
  formatMoney,
  formatMoneyCode,
  toCurrencyCode,
  toMajor,
  type CurrencyCode,
} from '@vira/domain/currencies';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from './intl-locale';

interface CurrencyContextValue {
  currency: CurrencyCode;
  setCurrency(code: CurrencyCode): void;
  /** An amount in minor units of `from`, converted and formatted in the chosen currency. */
  format(minor: number, from: CurrencyCode): string;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

function readStored(): CurrencyCode {
  try {
    return toCurrencyCode(localStorage.getItem(CURRENCY_STORAGE_KEY));
  } catch {
    return toCurrencyCode(null);
  }
}

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setState] = useState<CurrencyCode>(readStored);
  const { i18n } = useTranslation();
  const setCurrency = useCallback((code: CurrencyCode) => {
    setState(code);
    try {
      localStorage.setItem(CURRENCY_STORAGE_KEY, code);
    } catch {
      // Private mode: kept for this visit only.
    }
  }, []);
  const format = useCallback(
    (minor: number, from: CurrencyCode) =>
      formatMoney(convertMinor(minor, from, currency), currency, intlLocale(i18n.language)),
    [currency, i18n.language],
  );
  const value = useMemo(() => ({ currency, setCurrency, format }), [currency, setCurrency, format]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency needs a CurrencyProvider');
  return value;
}

/** An amount in minor units with its currency code ("MXN 1,270.00"), as charged: never re-converted. */
export function formatCharged(minor: number, currency: string, language: string): string {
  const code = toCurrencyCode(currency);
  return formatMoneyCode(toMajor(minor, code), code, intlLocale(language));
}

export function useChargedMoney() {
  const { i18n } = useTranslation();
  return (minor: number, currency: string) => formatCharged(minor, currency, i18n.language);
}
