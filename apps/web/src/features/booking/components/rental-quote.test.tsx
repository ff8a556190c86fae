import { quoteLine } from '@vira/domain/pricing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CurrencyProvider } from '@/lib/currency';
import { testI18n } from '@/test/test-i18n';
import { RentalQuote } from './rental-quote';

beforeAll(() => testI18n());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function show(days: number) {
  localStorage.setItem('preferredCurrency', 'MXN');
  const quote = quoteLine({
    price: { pricePerDay: 25_000, insuranceCostPerDay: 0, deposit: 0, deliveryCost: 0, weeklyDiscountPct: 10 },
    startDate: '2026-03-01',
    endDate: `2026-03-${String(1 + days).padStart(2, '0')}`,
    withInsurance: false,
    deliveryMethod: 'pickup',
  });
  render(
    <CurrencyProvider>
      <RentalQuote quote={quote} currency="MXN" />
    </CurrencyProvider>,
  );
  return screen.getByTestId('rental-quote');
}

describe('a booking dialog’s breakdown', () => {
  it('says the weekly discount the domain gave, on its own line (1,575 charged instead of 1,750)', () => {
    const quote = show(7);
    expect(screen.getByText('7 días').nextElementSibling).toHaveTextContent('$1,750.00');
    expect(screen.getByText('Descuento semanal').nextElementSibling).toHaveTextContent('−$175.00');
    expect(quote).toHaveTextContent(/Total\$1,575\.00$/);
  });

  it('has no discount line for a rental too short for one', () => {
    expect(show(6)).not.toHaveTextContent('Descuento');
  });
});
