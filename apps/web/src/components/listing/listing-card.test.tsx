import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { CurrencyProvider } from '@/lib/currency';
import { testI18n } from '@/test/test-i18n';
import { ListingCard, type ListingCardData } from './listing-card';

beforeAll(() => testI18n());

const listing = (over: Partial<ListingCardData>): ListingCardData => ({
  id: 7,
  title: 'Taladro inalámbrico',
  location: 'Puebla, México',
  currency: 'MXN',
  pricePerDay: 15_000,
  rating: 0,
  reviewCount: 0,
  available: true,
  hasInsurance: false,
  instantBooking: false,
  images: [],
  ...over,
});

function show(data: ListingCardData) {
  render(
    <CurrencyProvider>
      <MemoryRouter>
        <ListingCard listing={data} />
      </MemoryRouter>
    </CurrencyProvider>,
  );
}

describe('listing card rating', () => {
  it('a listing nobody has reviewed reads "Nuevo", not "★ 0.0 (0)"', () => {
    show(listing({ rating: 0, reviewCount: 0 }));
    expect(screen.getByTestId('badge-new')).toHaveTextContent('Nuevo');
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.queryByText('(0)')).not.toBeInTheDocument();
  });

  it('a reviewed listing shows its rating and count', () => {
    show(listing({ rating: 4.6, reviewCount: 12 }));
    expect(screen.getByText('4.6')).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
    expect(screen.queryByTestId('badge-new')).not.toBeInTheDocument();
  });
});

describe('listing card price', () => {
  it('a service priced only by the hour shows its hourly price, never "$0.00/día"', () => {
    show(listing({ pricePerDay: 0, pricePerHour: 60_000 }));
    expect(screen.getByTestId('listing-price-hour')).toHaveTextContent('/hora');
    expect(screen.getByTestId('listing-price')).not.toHaveTextContent('/día');
  });
});
