import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '@/locales/es/common.json';
import listingCard from '@/locales/es/listing-card.json';
import { CurrencyProvider } from '@/lib/currency';
import { ListingPrice } from './listing-price';

const i18n = i18next.createInstance();
beforeAll(async () => {
  localStorage.setItem('preferredCurrency', 'MXN');
  await i18n
    .use(initReactI18next)
    .init({ lng: 'es', resources: { es: { 'listing-card': listingCard, common } }, defaultNS: 'common' });
});
afterEach(cleanup);

function show(props: Parameters<typeof ListingPrice>[0]) {
  render(
    <I18nextProvider i18n={i18n}>
      <CurrencyProvider>
        <ListingPrice {...props} />
      </CurrencyProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('listing-price').textContent;
}

describe('listing price', () => {
  it('shows a service hired by the hour with its hourly price, then its daily one', () => {
    expect(show({ pricePerDay: 480_000, pricePerHour: 60_000, currency: 'MXN' })).toMatch(/600\.00\/hora · .*4,800\.00\/día/);
  });

  it('shows only the hourly price of a service without a daily one', () => {
    expect(show({ pricePerDay: 0, pricePerHour: 60_000, currency: 'MXN' })).toMatch(/600\.00\/hora$/);
  });

  it('shows what is rented by the day as before', () => {
    expect(show({ pricePerDay: 15_000, currency: 'MXN' })).toMatch(/150\.00\/día$/);
  });
});
