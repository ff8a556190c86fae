import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '@/lib/currency';
import { testI18n } from '@/test/test-i18n';
import { PaymentOutcome } from './payment-outcome';

beforeAll(() => testI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The order as the API gives it (the network is the boundary this unit test stands in for). */
function answer(order: { status: string; charge: string; bookingStatus: string }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      const body = url.includes('/api/orders/')
        ? {
            id: 'a1b2c3d4-0000-4000-8000-000000000000',
            status: order.status,
            paymentMethod: 'credit_card',
            totals: {
              currency: 'MXN',
              subtotal: 300_000,
              total: 307_500,
              deposit: 0,
              delivery: 0,
              insurance: 0,
              fee: 7_500,
            },
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
                title: 'Cámara',
                startDate: '2026-12-10',
                endDate: '2026-12-12',
                status: order.bookingStatus,
              },
            ],
            charge: { state: order.charge, currency: 'MXN', captured: 0, refunded: 0, net: 0 },
            unpaidSiblings: [],
          }
        : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function renderAt(path: string, outcome: 'success' | 'cancelled') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CurrencyProvider>
        <MemoryRouter initialEntries={[path]}>
          <PaymentOutcome outcome={outcome} />
        </MemoryRouter>
      </CurrencyProvider>
    </QueryClientProvider>,
  );
}

describe('what the payment page says happened to the money', () => {
  it('a request waiting for its owner is an authorised hold, not "Pagado"', async () => {
    answer({ status: 'paid', charge: 'authorised', bookingStatus: 'pending_owner' });
    renderAt('/payment-success?order=a1b2c3d4-0000-4000-8000-000000000000', 'success');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Pago autorizado: aún no se cobra');
    expect(screen.getByTestId('outcome-title')).toHaveTextContent('Pago autorizado: esperando al dueño');
  });

  it('a declined card says the card was declined, not that the payment was cancelled', async () => {
    answer({ status: 'cancelled', charge: 'unpaid', bookingStatus: 'cancelled' });
    renderAt('/payment-cancelled?order=a1b2c3d4-0000-4000-8000-000000000000&declined=1', 'cancelled');
    expect(screen.getByTestId('outcome-title')).toHaveTextContent('Tu tarjeta fue rechazada');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Sin cobrar');
  });

  it('leaving the payment page is a cancelled payment', () => {
    answer({ status: 'cancelled', charge: 'unpaid', bookingStatus: 'cancelled' });
    renderAt('/payment-cancelled?order=a1b2c3d4-0000-4000-8000-000000000000', 'cancelled');
    expect(screen.getByTestId('outcome-title')).toHaveTextContent('Pago cancelado');
  });
});
