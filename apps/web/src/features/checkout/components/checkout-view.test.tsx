import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import checkout from '@/locales/es/checkout.json';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp, signedIn } from '@/test/render-with-app';
import { CheckoutView } from './checkout-view';

type Cart = ApiBody<'GET /api/cart'>;

function line(id: string, title: string, needsVerification: boolean): Cart['items'][number] {
  return {
    id,
    listingId: Number(id),
    startDate: '2026-12-10',
    endDate: '2026-12-12',
    startHour: null,
    endHour: null,
    withInsurance: false,
    deliveryMethod: 'pickup',
    deliveryAddress: null,
    quantity: 1,
    listing: {
      id: Number(id),
      type: 'product',
      title,
      imageUrl: null,
      location: 'Ciudad de México',
      currency: 'MXN',
      dailyPrice: 50_000,
      hourlyPrice: null,
      insuranceCost: 0,
      depositAmount: 3_000_000,
      deliveryCost: 0,
      hasInsurance: false,
      homeDelivery: false,
      instantBooking: true,
    },
    quote: { days: 2, itemCost: 100_000, insuranceCost: 0, deliveryCost: 0, deposit: 3_000_000, total: 3_100_000 },
    needsVerification,
  };
}

/** Signed in, with the cart as the API gives it (the network is the boundary this unit test stands in for). */
function renderCheckout(items: Cart['items']) {
  const totals: Cart['totals'] = [
    { currency: 'MXN', subtotal: 100_000, insuranceCost: 0, deliveryCost: 0, deposit: 3_000_000, total: 3_100_000 },
  ];
  return renderWithApp(<CheckoutView />, {
    route: '/checkout',
    cache: signedIn({ id: 'renter-1', email: 'renter@example.mx' }),
    fetch: { 'GET /api/cart': () => ({ status: 200, body: { items, count: items.length, totals } }) },
  });
}

describe('checkout before payment, when a line needs a verified identity (issue 38)', () => {
  it('says which items need it, links to /verification and keeps the pay button off, saying why', async () => {
    await renderCheckout([line('1', 'Cámara Sony A7 IV', true), line('2', 'Taladro', false)]);
    const notice = await screen.findByTestId('checkout-verification-needed');
    expect(notice).toHaveTextContent('Verifica tu identidad antes de pagar');
    expect(notice).toHaveTextContent('Cámara Sony A7 IV');
    expect(notice).not.toHaveTextContent('Taladro');
    expect(screen.getByRole('link', { name: 'Verificar mi identidad' })).toHaveAttribute('href', '/verification');
    const pay = screen.getByRole('button', { name: checkout.confirm });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(checkout.verification.payDisabled);
  });

  it('says nothing of it when every line may be rented', async () => {
    await renderCheckout([line('2', 'Taladro', false)]);
    await screen.findByRole('button', { name: checkout.confirm });
    expect(screen.queryByTestId('checkout-verification-needed')).toBeNull();
  });
});
