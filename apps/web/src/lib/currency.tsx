import type { Cart, CurrencyTotals } from '@vira/domain/cart';
import {
  convertMinor,
  CURRENCY_STORAGE_KEY,
  formatMoney,
  toCurrencyCode,
  toMajor,
  type CurrencyCode,
  type MoneyReader,
} from '@vira/domain/currencies';
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from './intl-locale';

/**
 * The one way the app writes money (decision 035): every amount goes through the domain's `formatMoney` with the
 * person as its reader (their language and display currency), so a '$' is never a peso to one screen and a dollar
 * to the next.
 */
interface CurrencyContextValue {
  currency: CurrencyCode;
  setCurrency(code: CurrencyCode): void;
  reader: MoneyReader;
  /** A price in minor units of `from`, converted to the display currency: what something costs, to compare. */
  format(minor: number, from: CurrencyCode): string;
  /** What was (or will be) charged, in minor units of its own currency, never converted. */
  charged(minor: number, currency: string): string;
  /** The display-currency figure beside a charged amount in another currency, or null when it is the same one. */
  approx(minor: number, currency: string): string | null;
  /** Amounts in several currencies, each converted to the display currency and added up. */
  sum(amounts: readonly { amount: number; currency: string }[]): string;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

function readStored(): CurrencyCode {
  try {
    return toCurrencyCode(localStorage.getItem(CURRENCY_STORAGE_KEY));
  } catch {
    return toCurrencyCode(null);
  }
}

/** A charged amount (minor units, its own currency) for `reader`, for code outside a component. */
export function formatCharged(minor: number, currency: string, reader: MoneyReader): string {
  const code = toCurrencyCode(currency);
  return formatMoney(toMajor(minor, code), code, reader);
}

const noChanges = () => () => {};
const serverCurrency = () => toCurrencyCode(null);

export function CurrencyProvider({ children }: { children: ReactNode }) {
  // The stored choice is read as an outside store: a page the server rendered (decision 044), which cannot know it,
  // is hydrated with the default currency as the server wrote it, then shows the stored one.
  const stored = useSyncExternalStore(noChanges, readStored, serverCurrency);
  const [chosen, setState] = useState<CurrencyCode | null>(null);
  const currency = chosen ?? stored;
  const { i18n } = useTranslation();
  const setCurrency = useCallback((code: CurrencyCode) => {
    setState(code);
    try {
      localStorage.setItem(CURRENCY_STORAGE_KEY, code);
    } catch {
      // Private mode: kept for this visit only.
    }
  }, []);
  const value = useMemo((): CurrencyContextValue => {
    const reader: MoneyReader = { locale: intlLocale(i18n.language), display: currency };
    const sum = (amounts: readonly { amount: number; currency: string }[]) =>
      formatMoney(
        amounts.reduce((total, a) => total + convertMinor(a.amount, toCurrencyCode(a.currency), currency), 0),
        currency,
        reader,
      );
    return {
      currency,
      setCurrency,
      reader,
      format: (minor, from) => formatMoney(convertMinor(minor, from, currency), currency, reader),
      charged: (minor, code) => formatCharged(minor, code, reader),
      approx: (minor, code) => (toCurrencyCode(code) === currency ? null : sum([{ amount: minor, currency: code }])),
      sum,
    };
  }, [currency, setCurrency, i18n.language]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency needs a CurrencyProvider');
  return value;
}

/**
 * The cart's summary (cart and checkout screens) in the display currency: each field of the server's per-currency
 * totals added up, and the owners' discounts its lines got, so the summary reads subtotal before them, then the
 * discount on its own line ('Descuentos −175.00'), and still adds up to the total. `discount` is null without one.
 */
export function useCartSums(cart: Pick<Cart, 'items' | 'totals'> | undefined) {
  const { sum } = useCurrency();
  const totals = cart?.totals ?? [];
  const discounts = (cart?.items ?? []).flatMap((item) =>
    item.quote.discount ? [{ amount: item.quote.discount.amount, currency: item.listing.currency }] : [],
  );
  const field = (name: Exclude<keyof CurrencyTotals, 'currency'>) =>
    sum(totals.map((t) => ({ amount: t[name], currency: t.currency })));
  return {
    field,
    subtotalBeforeDiscount: sum([...totals.map((t) => ({ amount: t.subtotal, currency: t.currency })), ...discounts]),
    discount: discounts.length > 0 ? sum(discounts) : null,
  };
}
