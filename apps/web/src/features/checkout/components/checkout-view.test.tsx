import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '@/lib/currency';
import checkout from '@/locales/es/checkout.json';
import { testI18n } from '@/test/test-i18n';
import { CheckoutView } from './checkout-view';

vi.mock('@/lib/auth/use-auth', () => ({
  useAuth: () => ({ user: { id: 'renter-1', email: 'renter@example.mx' }, loading: false }),
}));

beforeAll(() => testI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function line(id: string, title: string, needsVerification: boolean) {
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

/** The cart as the API gives it (the network is the boundary this unit test stands in for). */
function answer(items: ReturnType<typeof line>[]) {
  const totals = [
    { currency: 'MXN', subtotal: 100_000, insuranceCost: 0, deliveryCost: 0, deposit: 3_000_000, total: 3_100_000 },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      const body = url.includes('/api/cart') ? { items, count: items.length, totals } : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function renderCheckout() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CurrencyProvider>
        <MemoryRouter initialEntries={['/checkout']}>
          <CheckoutView />
        </MemoryRouter>
      </CurrencyProvider>
    </QueryClientProvider>,
  );
}

describe('checkout before payment, when a line needs a verified identity (issue 38)', () => {
  it('says which items need it, links to /verification and keeps the pay button off, saying why', async () => {
    answer([line('1', 'Cámara Sony A7 IV', true), line('2', 'Taladro', false)]);
    renderCheckout();
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
    answer([line('2', 'Taladro', false)]);
    renderCheckout();
    await screen.findByRole('button', { name: checkout.confirm });
    expect(screen.queryByTestId('checkout-verification-needed')).toBeNull();
  });
});
