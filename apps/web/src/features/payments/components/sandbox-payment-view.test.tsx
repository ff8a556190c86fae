import { CURRENCY_STORAGE_KEY } from '@vira/domain/currencies';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { SandboxPaymentView } from './sandbox-payment-view';

type SandboxPayment = ApiBody<'GET /api/payments/sandbox/{transactionId}'>;

/** The page with the API's answer for it (the network is the boundary this unit test stands in for). */
function renderPage(payment: Partial<SandboxPayment> & Pick<SandboxPayment, 'status' | 'orderStatus' | 'open'>) {
  const answer: SandboxPayment = {
    transactionId: 'tx-1',
    orderId: 'o-1',
    method: 'credit_card',
    amount: 199_000,
    currency: 'MXN',
    reference: null,
    expiresAt: null,
    refunds: [],
    ...payment,
  };
  return renderWithApp(<SandboxPaymentView transactionId="tx-1" />, {
    fetch: { 'GET /api/payments/sandbox/{transactionId}': () => ({ status: 200, body: answer }) },
  });
}

describe('sandbox payment page', () => {
  it('names both currencies by their codes, never two bare "$"', async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    await renderPage({ status: 'pending', orderStatus: 'awaiting_payment', open: true, amount: 1_027_000 });
    expect(await screen.findByTestId('sandbox-amount')).toHaveTextContent(/^MXN 10,270\.00$/);
    expect(screen.getByTestId('sandbox-approx')).toHaveTextContent(/^\(≈ USD \d{1,3}(,\d{3})*\.\d{2}\)$/);
    localStorage.removeItem(CURRENCY_STORAGE_KEY);
  });

  it('lists what was refunded of the payment, as a provider dashboard does', async () => {
    await renderPage({
      status: 'succeeded',
      orderStatus: 'paid',
      open: false,
      refunds: [
        { id: 'sbx_re_1', amount: 100_000, reason: 'deposit', status: 'succeeded', createdAt: '2026-11-22T10:00:00Z' },
      ],
    });
    const refunds = await screen.findByTestId('sandbox-refunds');
    expect(refunds).toHaveTextContent('Reembolsos');
    expect(refunds).toHaveTextContent('sbx_re_1');
    expect(refunds).toHaveTextContent('MXN 1,000.00 · hecho');
  });

  it('offers Approve and Decline while the payment waits', async () => {
    await renderPage({ status: 'pending', orderStatus: 'awaiting_payment', open: true });
    expect(await screen.findByRole('button', { name: 'Aprobar pago' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rechazar pago' })).toBeEnabled();
    expect(screen.queryByText('Este pago ya no está pendiente.')).toBeNull();
  });

  it('an old page of a payment that is no longer pending offers neither', async () => {
    await renderPage({ status: 'succeeded', orderStatus: 'paid', open: false });
    expect(await screen.findByText('Este pago ya no está pendiente.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar pago' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rechazar pago' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancelar y volver' })).toBeInTheDocument();
  });

  it('also when the API says it expired though its status still reads pending', async () => {
    await renderPage({
      status: 'pending',
      orderStatus: 'awaiting_payment',
      open: false,
      method: 'oxxo',
      reference: '1234',
    });
    expect(await screen.findByText('Este pago ya no está pendiente.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como pagado en tienda' })).toBeNull();
  });
});
