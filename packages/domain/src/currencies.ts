/**
 * The spec's static table: approximate units per 1 USD. Display conversion only; what a renter is charged is
 * fixed in the listing's own currency at checkout (DESIGN.md section 4).
 */
export const CURRENCIES = {
  USD: { symbol: '$', rate: 1, name: 'US Dollar' },
  MXN: { symbol: '$', rate: 17, name: 'Peso mexicano' },
  CAD: { symbol: 'C$', rate: 1.36, name: 'Canadian Dollar' },
  BRL: { symbol: 'R$', rate: 5, name: 'Real brasileño' },
  ARS: { symbol: '$', rate: 850, name: 'Peso argentino' },
  COP: { symbol: '$', rate: 4000, name: 'Peso colombiano' },
  CLP: { symbol: '$', rate: 900, name: 'Peso chileno' },
  PEN: { symbol: 'S/', rate: 3.7, name: 'Sol peruano' },
  EUR: { symbol: '€', rate: 0.92, name: 'Euro' },
  GBP: { symbol: '£', rate: 0.79, name: 'Libra esterlina' },
  RUB: { symbol: '₽', rate: 90, name: 'Rublo ruso' },
  CHF: { symbol: 'CHF', rate: 0.88, name: 'Franco suizo' },
  JPY: { symbol: '¥', rate: 149, name: 'Yen japonés' },
  CNY: { symbol: '¥', rate: 7.2, name: 'Yuan chino' },
  INR: { symbol: '₹', rate: 83, name: 'Rupia india' },
  KRW: { symbol: '₩', rate: 1320, name: 'Won surcoreano' },
  THB: { symbol: '฿', rate: 35, name: 'Baht tailandés' },
  SGD: { symbol: 'S$', rate: 1.34, name: 'Dólar de Singapur' },
  MYR: { symbol: 'RM', rate: 4.5, name: 'Ringgit malayo' },
  IDR: { symbol: 'Rp', rate: 15700, name: 'Rupia indonesia' },
  PHP: { symbol: '₱', rate: 56, name: 'Peso filipino' },
  VND: { symbol: '₫', rate: 24000, name: 'Dong vietnamita' },
  AED: { symbol: 'د.إ', rate: 3.67, name: 'Dírham de EAU' },
  ILS: { symbol: '₪', rate: 3.7, name: 'Séquel israelí' },
  JOD: { symbol: 'JD', rate: 0.71, name: 'Dinar jordano' },
  LBP: { symbol: 'L£', rate: 89500, name: 'Libra libanesa' },
  SYP: { symbol: 'S£', rate: 13000, name: 'Libra siria' },
  SAR: { symbol: '﷼', rate: 3.75, name: 'Riyal saudí' },
  QAR: { symbol: 'QR', rate: 3.64, name: 'Riyal catarí' },
  KWD: { symbol: 'KD', rate: 0.31, name: 'Dinar kuwaití' },
  BHD: { symbol: 'BD', rate: 0.38, name: 'Dinar bahreiní' },
  OMR: { symbol: 'OMR', rate: 0.38, name: 'Rial omaní' },
  IQD: { symbol: 'ع.د', rate: 1310, name: 'Dinar iraquí' },
  IRR: { symbol: '﷼', rate: 42000, name: 'Rial iraní' },
  TRY: { symbol: '₺', rate: 29, name: 'Lira turca' },
  AUD: { symbol: 'A$', rate: 1.52, name: 'Dólar australiano' },
  NZD: { symbol: 'NZ$', rate: 1.65, name: 'Dólar neozelandés' },
  ZAR: { symbol: 'R', rate: 18.5, name: 'Rand sudafricano' },
  NGN: { symbol: '₦', rate: 780, name: 'Naira nigeriana' },
  EGP: { symbol: 'E£', rate: 31, name: 'Libra egipcia' },
  KES: { symbol: 'KSh', rate: 130, name: 'Chelín keniano' },
  MAD: { symbol: 'DH', rate: 10, name: 'Dírham marroquí' },
} as const satisfies Record<string, { symbol: string; rate: number; name: string }>;

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

/** '$1,234.50' style text: the currency's symbol, then the number in the given locale. */
export function formatMoney(amount: number, code: CurrencyCode, locale = 'es-MX'): string {
  const decimals = displayDecimals(code);
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  return `${CURRENCIES[code].symbol}${number}`;
}

/**
 * 'MXN 1,234.50' style text: the ISO code, then the number. Used wherever two currencies could show side by side
 * (a bare '$' is a peso, a dollar and more).
 */
export function formatMoneyCode(amount: number, code: CurrencyCode, locale = 'es-MX'): string {
  const decimals = displayDecimals(code);
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  return `${code} ${number}`;
}
