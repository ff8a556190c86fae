import { describe, expect, it } from 'vitest';
import { convert, convertMinor, CURRENCY_CODES, formatMoney, HEADER_CURRENCIES, toCurrencyCode } from './currencies';

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
    expect(formatMoney(4936, 'COP', 'en-US')).toBe('$4,936');
    expect(formatMoney(12.5, 'USD', 'en-US')).toBe('$12.50');
  });

  it('reads stored minor units in the listing currency', () => {
    // 450.00 MXN per day shown in USD: 450 / 17 = 26.47
    expect(convertMinor(45000, 'MXN', 'USD')).toBe(26.47);
  });

  it('falls back to USD for an unknown stored code', () => {
    expect(toCurrencyCode('XXX')).toBe('USD');
    expect(toCurrencyCode('EUR')).toBe('EUR');
  });
});
