import { render, screen } from '@testing-library/react';
import type { Locale } from '@vira/domain/locales';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { CurrencyProvider, useCurrency } from './currency';

afterEach(() => {
  localStorage.clear();
});

/** Every way the app writes money, for one reader: their language and the display currency they chose. */
async function show(language: Locale, display: string | null) {
  await testI18n(language);
  if (display) localStorage.setItem('preferredCurrency', display);
  function Money() {
    const { format, charged, approx, sum } = useCurrency();
    return (
      <ul>
        <li data-testid="price">{format(53_000, 'MXN')}</li>
        <li data-testid="charged">{charged(1_027_000, 'MXN')}</li>
        <li data-testid="approx">{approx(1_027_000, 'MXN') ?? 'none'}</li>
        <li data-testid="sum">
          {sum([
            { amount: 100_000, currency: 'MXN' },
            { amount: 5_000, currency: 'USD' },
          ])}
        </li>
      </ul>
    );
  }
  render(
    <CurrencyProvider>
      <Money />
    </CurrencyProvider>,
  );
  return (id: string) => screen.getByTestId(id).textContent;
}

describe('money on screen (decision 035)', () => {
  it('names the dollar and the peso to a Spanish reader on the default display currency', async () => {
    const text = await show('es', null);
    // The money issue: a 530 MXN camera read '$31.18/día', a cash payment of MXN 10,270 'Total $604.12'.
    expect(text('price')).toBe('USD 31.18');
    expect(text('charged')).toBe('MXN 10,270.00');
    expect(text('approx')).toBe('USD 604.12');
    // Each amount converted to the display currency before adding up: 1,000 MXN ≈ 58.82 USD, plus 50 USD.
    expect(text('sum')).toBe('USD 108.82');
  });

  it('shows a bare "$" for pesos only to a Spanish reader who sees prices in pesos, with no "≈" beside a charge', async () => {
    const text = await show('es', 'MXN');
    expect(text('price')).toBe('$530.00');
    expect(text('charged')).toBe('$10,270.00');
    expect(text('approx')).toBe('none');
  });

  it('tells an English reader which dollar and which peso', async () => {
    const text = await show('en', 'USD');
    expect(text('price')).toBe('USD 31.18');
    expect(text('charged')).toBe('MXN 10,270.00');
  });
});
