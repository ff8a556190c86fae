import { convertMinor, formatMoney } from '@vira/domain/currencies';
import { describe, expect, it } from 'vitest';
import { moneyTotal } from './money-total';

describe('moneyTotal', () => {
  it('converts every booking currency to the display currency before adding up', () => {
    const expected = convertMinor(100_000, 'MXN', 'USD') + convertMinor(5_000, 'USD', 'USD');
    expect(
      moneyTotal(
        [
          { currency: 'MXN', amount: 100_000 },
          { currency: 'USD', amount: 5_000 },
        ],
        'USD',
        'en-US',
      ),
    ).toBe(formatMoney(expected, 'USD', 'en-US'));
    expect(moneyTotal([], 'MXN', 'es-MX')).toBe(formatMoney(0, 'MXN', 'es-MX'));
  });
});
