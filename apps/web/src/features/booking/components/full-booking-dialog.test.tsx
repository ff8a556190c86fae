import type { Listing } from '@vira/domain/listing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '@/lib/auth/session';
import { CurrencyProvider } from '@/lib/currency';
import { todayDate } from '@/lib/dates';
import { testI18n } from '@/test/test-i18n';
import { FullBookingDialog } from './full-booking-dialog';

beforeAll(() => testI18n());
afterEach(() => {
  cleanup();
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

/** The API: a payment session for the rental, empty billing data and profile for the rest. */
function api() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const body = request.method === 'POST' ? await request.json() : null;
      sent.push({ url: new URL(request.url).pathname, body });
      const answer = request.url.includes('/api/payments/') ? { url: 'https://pay.example/s/1' } : {};
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  vi.stubGlobal('open', vi.fn());
  return sent;
}

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(SESSION_QUERY_KEY, {
    user: { id: 'u1', email: 'rosa@example.com', name: 'Rosa', emailVerified: true },
    session: { expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
  });
  render(
    <QueryClientProvider client={client}>
      <CurrencyProvider>
        <FullBookingDialog listing={listing} open onOpenChange={() => undefined} />
      </CurrencyProvider>
    </QueryClientProvider>,
  );
  return screen.getByTestId('full-booking-dialog');
}

function inDays(n: number): string {
  const [y, m, d] = todayDate().split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + n));
  return date.toISOString().slice(0, 10);
}

describe('"Reservar y pagar" (the full booking dialog)', () => {
  it('charges a same-day rental as one day, like the Reservar tab and the cart, and sends it to pay', async () => {
    const sent = api();
    const dialog = renderDialog();
    const day = inDays(10);
    fireEvent.change(within(dialog).getByLabelText('Fecha de inicio'), { target: { value: day } });
    fireEvent.change(within(dialog).getByLabelText('Fecha de fin'), { target: { value: day } });
    const quote = within(dialog).getByTestId('rental-quote');
    expect(quote).toHaveTextContent('1 día');
    // 530 + 1,000 deposit, in the default display currency, dollars named.
    expect(quote).toHaveTextContent('USD 90.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ir a pagar' }));
    await waitFor(() => expect(sent.some((s) => s.url === '/api/payments/create-rental-payment')).toBe(true));
    expect(sent.find((s) => s.url === '/api/payments/create-rental-payment')!.body).toMatchObject({
      listing_id: 7,
      start_date: day,
      end_date: day,
    });
  });

  it('shows the renter what they pay, not the owner’s commission', () => {
    api();
    const dialog = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Fecha de inicio'), { target: { value: inDays(10) } });
    fireEvent.change(within(dialog).getByLabelText('Fecha de fin'), { target: { value: inDays(12) } });
    expect(within(dialog).getByTestId('rental-quote')).toHaveTextContent('2 días');
    expect(dialog).not.toHaveTextContent(/Comisión|30 %|Ganancias/);
  });

  it('still refuses an end before the start', () => {
    api();
    const dialog = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Fecha de inicio'), { target: { value: inDays(10) } });
    fireEvent.change(within(dialog).getByLabelText('Fecha de fin'), { target: { value: inDays(9) } });
    expect(within(dialog).queryByTestId('rental-quote')).toBeNull();
  });
});
