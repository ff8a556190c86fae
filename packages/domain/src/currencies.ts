/**
 * The spec's static table: approximate units per 1 USD. Display conversion only; what a renter is charged is
 * fixed in the listing's own currency at checkout (docs/product-rules.md "Money and data"). Names are not kept here: screens name a
 * currency in the reader's language from the browser's own data (currency-names.ts).
 */
export const CURRENCIES = {
  USD: { symbol: '$', rate: 1 },
  MXN: { symbol: '$', rate: 17 },
  CAD: { symbol: 'C$', rate: 1.36 },
  BRL: { symbol: 'R$', rate: 5 },
  ARS: { symbol: '$', rate: 850 },
  COP: { symbol: '$', rate: 4000 },
  CLP: { symbol: '$', rate: 900 },
  PEN: { symbol: 'S/', rate: 3.7 },
  EUR: { symbol: '€', rate: 0.92 },
  GBP: { symbol: '£', rate: 0.79 },
  RUB: { symbol: '₽', rate: 90 },
  CHF: { symbol: 'CHF', rate: 0.88 },
  JPY: { symbol: '¥', rate: 149 },
  CNY: { symbol: '¥', rate: 7.2 },
  INR: { symbol: '₹', rate: 83 },
  KRW: { symbol: '₩', rate: 1320 },
  THB: { symbol: '฿', rate: 35 },
  SGD: { symbol: 'S$', rate: 1.34 },
  MYR: { symbol: 'RM', rate: 4.5 },
  IDR: { symbol: 'Rp', rate: 15700 },
  PHP: { symbol: '₱', rate: 56 },
  VND: { symbol: '₫', rate: 24000 },
  AED: { symbol: 'د.إ', rate: 3.67 },
  ILS: { symbol: '₪', rate: 3.7 },
  JOD: { symbol: 'JD', rate: 0.71 },
  LBP: { symbol: 'L£', rate: 89500 },
  SYP: { symbol: 'S£', rate: 13000 },
  SAR: { symbol: '﷼', rate: 3.75 },
  QAR: { symbol: 'QR', rate: 3.64 },
  KWD: { symbol: 'KD', rate: 0.31 },
  BHD: { symbol: 'BD', rate: 0.38 },
  OMR: { symbol: 'OMR', rate: 0.38 },
  IQD: { symbol: 'ع.د', rate: 1310 },
  IRR: { symbol: '﷼', rate: 42000 },
  TRY: { symbol: '₺', rate: 29 },
  AUD: { symbol: 'A$', rate: 1.52 },
  NZD: { symbol: 'NZ$', rate: 1.65 },
  ZAR: { symbol: 'R', rate: 18.5 },
  NGN: { symbol: '₦', rate: 780 },
  EGP: { symbol: 'E£', rate: 31 },
  KES: { symbol: 'KSh', rate: 130 },
  MAD: { symbol: 'DH', rate: 10 },
} as const satisfies Record<string, { symbol: string; rate: number }>;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/** The 20 currencies offered in the header, in the spec's order. */
export const HEADER_CURRENCIES: readonly CurrencyCode[] = [
  'USD',
  'EUR',
  'GBP',
  'MXN',
  'BRL',
  'ARS',
  'CLP',
  'COP',
  'JPY',
  'CNY',
  'KRW',
  'INR',
  'AUD',
  'CAD',
  'CHF',
  'RUB',
  'TRY',
  'ZAR',
  'THB',
  'SGD',
];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
export const CURRENCY_STORAGE_KEY = 'preferredCurrency';

/** Currencies shown without decimals (spec section 9). */
export const ZERO_DECIMAL_DISPLAY: readonly CurrencyCode[] = ['JPY', 'KRW', 'VND', 'IDR', 'ARS', 'COP'];

/**
 * Minor units per major unit for money stored in the database. Stored amounts always use 2 decimals except
 * for currencies that have none in ISO 4217 (JPY, KRW, VND...), so a listing price is exact in its currency.
 */
export const ISO_ZERO_DECIMAL: readonly CurrencyCode[] = ['JPY', 'KRW', 'VND', 'CLP', 'IDR'];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

export function toCurrencyCode(value: unknown): CurrencyCode {
  return isCurrencyCode(value) ? value : DEFAULT_CURRENCY;
}

export function minorUnitFactor(code: CurrencyCode): number {
  return ISO_ZERO_DECIMAL.includes(code) ? 1 : 100;
}

export function toMajor(minor: number, code: CurrencyCode): number {
  return minor / minorUnitFactor(code);
}

export function toMinor(major: number, code: CurrencyCode): number {
  return Math.round(major * minorUnitFactor(code));
}

export function displayDecimals(code: CurrencyCode): number {
  return ZERO_DECIMAL_DISPLAY.includes(code) ? 0 : 2;
}

/** Converts an amount between currencies through USD, rounded to 2 decimals (0 for the no-decimal list). */
export function convert(amount: number, from: CurrencyCode, to: CurrencyCode): number {
  const usd = amount / CURRENCIES[from].rate;
  const value = usd * CURRENCIES[to].rate;
  const decimals = displayDecimals(to);
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Converts a stored amount (minor units of `from`) into a display amount in major units of `to`. */
export function convertMinor(minor: number, from: CurrencyCode, to: CurrencyCode): number {
  return convert(toMajor(minor, from), from, to);
}

/**
 * Who reads an amount: the Intl locale of their language (`es-MX`, `en`...) and the currency they chose to see prices
 * in. A document or a message read outside the app (a PDF receipt, an e-mail) has no display currency.
 */
export interface MoneyReader {
  locale: string;
  display?: CurrencyCode;
}

/**
 * The one currency a language's readers take a shared symbol for (decision 035). The app's Spanish is Mexico's (its
 * numbers are written es-MX), so '$' is a peso to it; its Chinese is China's, so '¥' is a yuan. English is read
 * where '$' is a US, Canadian or Australian dollar, so it has none: an English reader is always told which dollar.
 */
const HOME_CURRENCY: Readonly<Record<string, CurrencyCode>> = { es: 'MXN', zh: 'CNY' };

/** Symbols that stand for more than one currency of the table ('$' for USD, MXN, ARS, COP, CLP; '¥'; '﷼'). */
const SHARED_SYMBOLS: ReadonlySet<string> = new Set(
  Object.values(CURRENCIES)
    .map((c) => c.symbol)
    .filter((symbol, i, all) => all.indexOf(symbol) !== i),
);

/**
 * How an amount in `code` names its currency for `reader` (docs/product-rules.md "Showing money", decision 035): the ISO code
 * when its symbol is shared ('$', '¥', '﷼') unless `code` is both the reader's display currency and their language's
 * home currency; the symbol otherwise. A reader without a display currency (documents, messages) always gets the
 * code, as they may be read anywhere.
 */
export function currencyLabel(code: CurrencyCode, reader: MoneyReader): { text: string; isCode: boolean } {
  const symbol: string = CURRENCIES[code].symbol;
  const language = reader.locale.split('-')[0]!.toLowerCase();
  const own = reader.display === code && HOME_CURRENCY[language] === code;
  if (reader.display === undefined || (SHARED_SYMBOLS.has(symbol) && !own)) return { text: code, isCode: true };
  return { text: symbol, isCode: false };
}

/**
 * The one way an amount (major units) becomes text, in the app, in documents and in messages: its currency named
 * by `currencyLabel`, then the number in the reader's locale with the currency's display decimals: 'USD 604.12',
 * 'MXN 10,270.00', '€92.00', and '$10,270.00' only to a Spanish reader who sees prices in pesos.
 * `wholeUnits` drops the decimals, for round figures such as a filter's bounds.
 */
export function formatMoney(
  amount: number,
  code: CurrencyCode,
  reader: MoneyReader,
  options: { wholeUnits?: boolean } = {},
): string {
  const decimals = options.wholeUnits ? 0 : displayDecimals(code);
  const number = new Intl.NumberFormat(reader.locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  const label = currencyLabel(code, reader);
  return label.isCode ? `${label.text} ${number}` : `${label.text}${number}`;
}
