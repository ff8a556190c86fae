import { CURRENCY_STORAGE_KEY } from '@vira/domain/currencies';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '@/lib/currency';
import { testI18n } from '@/test/test-i18n';
import { SandboxPaymentView } from './sandbox-payment-view';

beforeAll(() => testI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API's answer for the page (the network is the boundary this unit test stands in for). */
function answer(payment: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            transactionId: 'tx-1',
            orderId: 'o-1',
            method: 'credit_card',
            amount: 199_000,
            currency: 'MXN',
            reference: null,
            expiresAt: null,
            ...payment,
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    ),
  );
}

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CurrencyProvider>
        <MemoryRouter>
          <SandboxPaymentView transactionId="tx-1" />
        </MemoryRouter>
      </CurrencyProvider>
    </QueryClientProvider>,
  );
}

describe('sandbox payment page', () => {
  it('names both currencies by their codes, never two bare "$"', async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    answer({ status: 'pending', orderStatus: 'awaiting_payment', open: true, amount: 1_027_000 });
    renderPage();
    expect(await screen.findByTestId('sandbox-amount')).toHaveTextContent(/^MXN 10,270\.00$/);
    expect(screen.getByTestId('sandbox-approx')).toHaveTextContent(/^\(≈ USD \d{1,3}(,\d{3})*\.\d{2}\)$/);
    localStorage.removeItem(CURRENCY_STORAGE_KEY);
  });

  it('lists what was refunded of the payment, as a provider dashboard does', async () => {
    answer({
      status: 'succeeded',
      orderStatus: 'paid',
      open: false,
      refunds: [
        { id: 'sbx_re_1', amount: 100_000, reason: 'deposit', status: 'succeeded', createdAt: '2026-11-22T10:00:00Z' },
      ],
    });
    renderPage();
    const refunds = await screen.findByTestId('sandbox-refunds');
    expect(refunds).toHaveTextContent('Reembolsos');
    expect(refunds).toHaveTextContent('sbx_re_1');
    expect(refunds).toHaveTextContent('MXN 1,000.00 · hecho');
  });

  it('offers Approve and Decline while the payment waits', async () => {
    answer({ status: 'pending', orderStatus: 'awaiting_payment', open: true });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Aprobar pago' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rechazar pago' })).toBeEnabled();
    expect(screen.queryByText('Este pago ya no está pendiente.')).toBeNull();
  });

  it('an old page of a payment that is no longer pending offers neither', async () => {
    answer({ status: 'succeeded', orderStatus: 'paid', open: false });
    renderPage();
    expect(await screen.findByText('Este pago ya no está pendiente.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar pago' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rechazar pago' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancelar y volver' })).toBeInTheDocument();
  });

  it('also when the API says it expired though its status still reads pending', async () => {
    answer({ status: 'pending', orderStatus: 'awaiting_payment', open: false, method: 'oxxo', reference: '1234' });
    renderPage();
    expect(await screen.findByText('Este pago ya no está pendiente.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como pagado en tienda' })).toBeNull();
  });
});
