import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CurrencyProvider } from '@/lib/currency';
import { testI18n } from '@/test/test-i18n';
import { ListingPrice } from './listing-price';

beforeAll(async () => {
  localStorage.setItem('preferredCurrency', 'MXN');
  await testI18n();
});

function show(props: Parameters<typeof ListingPrice>[0]) {
  render(
    <CurrencyProvider>
      <ListingPrice {...props} />
    </CurrencyProvider>,
  );
  return screen.getByTestId('listing-price').textContent;
}

describe('listing price', () => {
  it('shows a service hired by the hour with its hourly price, then its daily one', () => {
    expect(show({ pricePerDay: 480_000, pricePerHour: 60_000, currency: 'MXN' })).toMatch(
      /600\.00\/hora · .*4,800\.00\/día/,
    );
  });

  it('shows only the hourly price of a service without a daily one', () => {
    expect(show({ pricePerDay: 0, pricePerHour: 60_000, currency: 'MXN' })).toMatch(/600\.00\/hora$/);
  });

  it('shows what is rented by the day as before', () => {
    expect(show({ pricePerDay: 15_000, currency: 'MXN' })).toMatch(/150\.00\/día$/);
  });
});
