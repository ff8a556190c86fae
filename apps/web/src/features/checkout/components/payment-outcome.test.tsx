import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { PaymentOutcome } from './payment-outcome';

type Order = ApiBody<'GET /api/orders/{id}'>;

/** The order as the API gives it (the network is the boundary this unit test stands in for). */
function order(state: {
  status: Order['status'];
  charge: Order['charge']['state'];
  bookingStatus: Order['bookings'][number]['status'];
}): Order {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000000',
    status: state.status,
    paymentMethod: 'credit_card',
    totals: { currency: 'MXN', subtotal: 300_000, insuranceCost: 0, deliveryCost: 0, deposit: 0, total: 307_500 },
    displayCurrency: 'MXN',
    displayRate: 1,
    deliveryAddress: null,
    notes: null,
    holdExpiresAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    paidAt: null,
    bookings: [
      {
        id: 'b1',
        listingId: 7,
        title: 'Cámara',
        imageUrl: null,
        startDate: '2026-12-10',
        endDate: '2026-12-12',
        status: state.bookingStatus,
        quote: { days: 2, itemCost: 300_000, insuranceCost: 0, deliveryCost: 0, deposit: 0, total: 300_000 },
      },
    ],
    charge: { state: state.charge, currency: 'MXN', captured: 0, refunded: 0, net: 0 },
    unpaidSiblings: [],
  };
}

function renderAt(path: string, outcome: 'success' | 'cancelled', answer: Order) {
  return renderWithApp(<PaymentOutcome outcome={outcome} />, {
    route: path,
    fetch: {
      'GET /api/orders/{id}': () => ({ status: 200, body: answer }),
      // Coming back from the payment page without paying gives the order up.
      'POST /api/orders/{id}/cancel': () => ({ status: 200, body: answer }),
    },
  });
}

describe('what the payment page says happened to the money', () => {
  it('a request waiting for its owner is an authorised hold, not "Pagado"', async () => {
    await renderAt(
      '/payment-success?order=a1b2c3d4-0000-4000-8000-000000000000',
      'success',
      order({ status: 'paid', charge: 'authorised', bookingStatus: 'pending_owner' }),
    );
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Pago autorizado: aún no se cobra');
    expect(screen.getByTestId('outcome-title')).toHaveTextContent('Pago autorizado: esperando al dueño');
  });

  it('a declined card says the card was declined, not that the payment was cancelled', async () => {
    await renderAt(
      '/payment-cancelled?order=a1b2c3d4-0000-4000-8000-000000000000&declined=1',
      'cancelled',
      order({ status: 'cancelled', charge: 'unpaid', bookingStatus: 'cancelled' }),
    );
    expect(screen.getByTestId('outcome-title')).toHaveTextContent('Tu tarjeta fue rechazada');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Sin cobrar');
  });

  it('leaving the payment page is a cancelled payment, and gives the order up', async () => {
    const { fetch } = await renderAt(
      '/payment-cancelled?order=a1b2c3d4-0000-4000-8000-000000000000',
      'cancelled',
      order({ status: 'cancelled', charge: 'unpaid', bookingStatus: 'cancelled' }),
    );
    expect(screen.getByTestId('outcome-title')).toHaveTextContent('Pago cancelado');
    await waitFor(() =>
      expect(fetch.calls('POST /api/orders/{id}/cancel').map((c) => c.params.id)).toEqual([
        'a1b2c3d4-0000-4000-8000-000000000000',
      ]),
    );
  });
});
