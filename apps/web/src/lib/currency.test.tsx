import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencyProvider, useCurrency } from './currency';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Every way the app writes money, for one reader: their language and the display currency they chose. */
async function show(language: string, display: string | null) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {} });
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
    <I18nextProvider i18n={i18n}>
      <CurrencyProvider>
        <Money />
      </CurrencyProvider>
    </I18nextProvider>,
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
