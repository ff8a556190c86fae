import type { Listing } from '@vira/domain/listing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayDate } from '@/lib/dates';
import { renderWithApp, signedIn } from '@/test/render-with-app';
import { FullBookingDialog } from './full-booking-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A camera at 530 MXN a day with a 1,000 MXN deposit (what the dialog reads of a listing). */
const listing = {
  id: 7,
  title: 'Cámara',
  currency: 'MXN',
  pricePerDay: 53_000,
  insuranceCostPerDay: 0,
  deposit: 100_000,
  deliveryCost: 0,
  weeklyDiscountPct: 0,
  monthlyDiscountPct: 0,
  minDays: 1,
  maxDays: null,
  service: null,
} as unknown as Listing;

/** Signed in, no billing data saved; the API answers a payment page for the rental, which opens in a new tab (window.open, not the network). */
async function renderDialog() {
  vi.stubGlobal('open', vi.fn());
  const { fetch } = await renderWithApp(<FullBookingDialog listing={listing} open onOpenChange={() => undefined} />, {
    cache: signedIn(),
    fetch: {
      'GET /api/billing-info': () => ({ status: 200, body: { billingInfo: null } }),
      'POST /api/payments/create-rental-payment': () => ({
        status: 200,
        body: { order_id: 'o-1', transaction_id: 'sbx_1', url: 'https://pay.example/s/1' },
      }),
    },
  });
  return { dialog: screen.getByTestId('full-booking-dialog'), fetch };
}

function inDays(n: number): string {
  const [y, m, d] = todayDate().split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + n));
  return date.toISOString().slice(0, 10);
}

describe('"Reservar y pagar" (the full booking dialog)', () => {
  it('charges a same-day rental as one day, like the Reservar tab and the cart, and sends it to pay', async () => {
    const { dialog, fetch } = await renderDialog();
    const day = inDays(10);
    fireEvent.change(within(dialog).getByLabelText('Fecha de inicio'), { target: { value: day } });
    fireEvent.change(within(dialog).getByLabelText('Fecha de fin'), { target: { value: day } });
    const quote = within(dialog).getByTestId('rental-quote');
    expect(quote).toHaveTextContent('1 día');
    // 530 + 1,000 deposit, in the default display currency, dollars named.
    expect(quote).toHaveTextContent('USD 90.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ir a pagar' }));
    await waitFor(() => expect(fetch.calls('POST /api/payments/create-rental-payment')).toHaveLength(1));
    expect(fetch.calls('POST /api/payments/create-rental-payment')[0]!.body).toMatchObject({
      listing_id: 7,
      start_date: day,
      end_date: day,
    });
  });

  it('shows the renter what they pay, not the owner’s commission', async () => {
    const { dialog } = await renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Fecha de inicio'), { target: { value: inDays(10) } });
    fireEvent.change(within(dialog).getByLabelText('Fecha de fin'), { target: { value: inDays(12) } });
    expect(within(dialog).getByTestId('rental-quote')).toHaveTextContent('2 días');
    expect(dialog).not.toHaveTextContent(/Comisión|30 %|Ganancias/);
  });

  it('still refuses an end before the start', async () => {
    const { dialog } = await renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Fecha de inicio'), { target: { value: inDays(10) } });
    fireEvent.change(within(dialog).getByLabelText('Fecha de fin'), { target: { value: inDays(9) } });
    expect(within(dialog).queryByTestId('rental-quote')).toBeNull();
  });
});
