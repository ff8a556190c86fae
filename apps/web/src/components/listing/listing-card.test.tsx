import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { ListingCard, type ListingCardData } from './listing-card';

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
  return renderWithApp(<ListingCard listing={data} />);
}

describe('listing card rating', () => {
  it('a listing nobody has reviewed reads "Nuevo", not "★ 0.0 (0)"', async () => {
    await show(listing({ rating: 0, reviewCount: 0 }));
    expect(screen.getByTestId('badge-new')).toHaveTextContent('Nuevo');
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.queryByText('(0)')).not.toBeInTheDocument();
  });

  it('a reviewed listing shows its rating and count', async () => {
    await show(listing({ rating: 4.6, reviewCount: 12 }));
    expect(screen.getByText('4.6')).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
    expect(screen.queryByTestId('badge-new')).not.toBeInTheDocument();
  });
});

describe('listing card price', () => {
  it('a service priced only by the hour shows its hourly price, never "$0.00/día"', async () => {
    await show(listing({ pricePerDay: 0, pricePerHour: 60_000 }));
    expect(screen.getByTestId('listing-price-hour')).toHaveTextContent('/hora');
    expect(screen.getByTestId('listing-price')).not.toHaveTextContent('/día');
  });
});
