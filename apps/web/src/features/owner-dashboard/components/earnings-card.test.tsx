import { cleanup, render, screen, within } from '@testing-library/react';
import type { Earnings } from '@vira/domain/earnings';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CurrencyProvider } from '@/lib/currency';
import { testI18n } from '@/test/test-i18n';
import { EarningsView } from './earnings-card';

beforeAll(() => testI18n());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const row = (month: string, currency: string, gross: number) => ({
  month,
  currency,
  bookings: 1,
  gross,
  refunded: 0,
  commission: gross * 0.3,
  depositKept: 0,
  net: gross * 0.7,
  pending: 0,
  releasable: gross * 0.7,
  paid: 0,
});

function show(months: Earnings['months']) {
  localStorage.setItem('preferredCurrency', 'MXN');
  render(
    <CurrencyProvider>
      <EarningsView data={{ months, listings: [], upcoming: [] }} />
    </CurrencyProvider>,
  );
}

describe('the earnings card', () => {
  it('names every currency but the reader’s own pesos, and adds one approximate total in the person’s currency', () => {
    show([row('2026-10', 'MXN', 100_000), row('2026-10', 'USD', 10_000)]);
    const table = screen.getByTestId('earnings-months');
    // A Spanish reader who sees prices in pesos reads their own '$'; the dollars are named (decision 035).
    expect(table).toHaveTextContent('$1,000.00');
    expect(table).toHaveTextContent('USD 100.00');
    expect(table).not.toHaveTextContent('$100.00');
    // USD 100 at the static 17 MXN per USD, plus MXN 1,000: about $2,700.00 gross.
    const total = within(table).getByTestId('earnings-months-total');
    expect(total).toHaveTextContent('Total en MXN');
    expect(total).toHaveTextContent('≈ $2,700.00');
  });

  it('shows refunds and kept deposits as their own columns, months by name, so the row adds up', () => {
    show([
      { ...row('2026-11', 'MXN', 307_500), refunded: 100_000, commission: 62_250, depositKept: 20_000, net: 165_250 },
    ]);
    const table = screen.getByTestId('earnings-months');
    expect(within(table).getByRole('columnheader', { name: 'Reembolsos' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Depósitos retenidos' })).toBeVisible();
    const cells = within(table).getAllByRole('row')[1]!;
    expect(within(cells).getByRole('rowheader')).toHaveTextContent('noviembre de 2026');
    expect(cells).toHaveTextContent(/\$3,075\.00\s*−\$1,000\.00\s*−\$622\.50\s*\$200\.00\s*\$1,652\.50/);
  });

  it('has no total row when everything is in one currency', () => {
    show([row('2026-10', 'MXN', 100_000), row('2026-11', 'MXN', 50_000)]);
    expect(screen.queryByTestId('earnings-months-total')).toBeNull();
  });
});
