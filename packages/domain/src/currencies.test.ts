import { describe, expect, it } from 'vitest';
import {
  convert,
  convertMinor,
  currencyLabel,
  CURRENCY_CODES,
  formatMoney,
  HEADER_CURRENCIES,
  toCurrencyCode,
} from './currencies';

describe('currencies', () => {
  it('has USD plus the 41 rates of the table, and 20 in the header', () => {
    expect(CURRENCY_CODES).toHaveLength(42);
    expect(HEADER_CURRENCIES).toHaveLength(20);
    for (const code of HEADER_CURRENCIES) expect(CURRENCY_CODES).toContain(code);
  });

  it('converts through the USD rate and rounds to 2 decimals', () => {
    expect(convert(100, 'USD', 'MXN')).toBe(1700);
    expect(convert(1700, 'MXN', 'EUR')).toBe(92);
    expect(convert(10, 'USD', 'GBP')).toBe(7.9);
    expect(convert(1, 'MXN', 'USD')).toBe(0.06);
  });

  it('shows no decimals for JPY, KRW, VND, IDR, ARS and COP', () => {
    expect(convert(1, 'USD', 'JPY')).toBe(149);
    expect(convert(1.234, 'USD', 'COP')).toBe(4936);
    expect(formatMoney(4936, 'COP', { locale: 'en-US', display: 'COP' })).toBe('COP 4,936');
    expect(formatMoney(149, 'JPY', { locale: 'en-US', display: 'JPY' })).toBe('JPY 149');
    expect(formatMoney(12.5, 'EUR', { locale: 'en-US', display: 'EUR' })).toBe('€12.50');
  });

  it('reads stored minor units in the listing currency', () => {
    // 450.00 MXN per day shown in USD: 450 / 17 = 26.47
    expect(convertMinor(45000, 'MXN', 'USD')).toBe(26.47);
  });

  it('falls back to USD for an unknown stored code', () => {
    expect(toCurrencyCode('XXX')).toBe('USD');
    expect(toCurrencyCode('EUR')).toBe('EUR');
  });

  describe('a bare "$" is never ambiguous (decision 035)', () => {
    const spanishInDollars = { locale: 'es-MX', display: 'USD' } as const;
    const spanishInPesos = { locale: 'es-MX', display: 'MXN' } as const;

    it('names the dollar to a Mexican who kept the default display currency, and the peso they paid', () => {
      // The money issue: a 530 MXN camera read '$31.18/día' and a cash payment of MXN 10,270 'Total $604.12'.
      expect(formatMoney(convertMinor(53_000, 'MXN', 'USD'), 'USD', spanishInDollars)).toBe('USD 31.18');
      expect(formatMoney(10_270, 'MXN', spanishInDollars)).toBe('MXN 10,270.00');
    });

    it('shows a bare "$" only for pesos to a Spanish reader who sees prices in pesos', () => {
      expect(formatMoney(10_270, 'MXN', spanishInPesos)).toBe('$10,270.00');
      expect(formatMoney(604.12, 'USD', spanishInPesos)).toBe('USD 604.12');
      expect(formatMoney(850, 'ARS', { locale: 'es-MX', display: 'ARS' })).toBe('ARS 850');
    });

    it('tells an English reader which dollar, even in their display currency', () => {
      expect(formatMoney(12.5, 'USD', { locale: 'en', display: 'USD' })).toBe('USD 12.50');
      expect(formatMoney(17, 'MXN', { locale: 'en', display: 'USD' })).toBe('MXN 17.00');
    });

    it('keeps every symbol no other currency uses', () => {
      for (const code of ['EUR', 'GBP', 'BRL', 'INR', 'CAD', 'AUD', 'RUB', 'KRW'] as const) {
        expect(currencyLabel(code, { locale: 'es-MX', display: 'USD' }).isCode).toBe(false);
      }
      expect(currencyLabel('CNY', { locale: 'zh', display: 'CNY' }).text).toBe('¥');
      expect(currencyLabel('JPY', { locale: 'zh', display: 'CNY' }).text).toBe('JPY');
    });

    it('always names the code in documents and messages, which have no display currency', () => {
      expect(formatMoney(1000, 'MXN', { locale: 'en-US' })).toBe('MXN 1,000.00');
      expect(formatMoney(92, 'EUR', { locale: 'en-US' })).toBe('EUR 92.00');
    });

    it('drops the decimals of round figures on request', () => {
      expect(formatMoney(200_000, 'MXN', spanishInDollars, { wholeUnits: true })).toBe('MXN 200,000');
    });
  });
});
