import type { CartItem } from '@vira/domain/cart';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayDate } from '@/lib/dates';
import type { FetchHandlers } from '@/test/fetch-stub';
import { renderWithApp, signedOut } from '@/test/render-with-app';
import { CartItemCard } from './cart-item-card';

function inDays(n: number): string {
  const [y, m, d] = todayDate().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** Three days of a 530 MXN camera, as the server stored and priced them. */
function storedItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'item-1',
    listingId: 7,
    startDate: inDays(10),
    endDate: inDays(13),
    startHour: null,
    endHour: null,
    withInsurance: false,
    deliveryMethod: 'pickup',
    deliveryAddress: null,
    quantity: 1,
    listing: {
      id: 7,
      type: 'product',
      title: 'Cámara',
      imageUrl: null,
      location: 'CDMX',
      currency: 'MXN',
      dailyPrice: 53_000,
      hourlyPrice: null,
      insuranceCost: 0,
      depositAmount: 100_000,
      deliveryCost: 0,
      hasInsurance: false,
      homeDelivery: false,
      instantBooking: true,
    },
    quote: { days: 3, itemCost: 159_000, insuranceCost: 0, deliveryCost: 0, deposit: 100_000, total: 259_000 },
    needsVerification: false,
    ...overrides,
  };
}

function renderCard(item: CartItem, fetch?: FetchHandlers) {
  return renderWithApp(<CartItemCard item={item} />, { cache: signedOut, fetch });
}

describe('a cart line’s dates', () => {
  it('go back to the stored dates when the server refuses a change, with the refusal written under them', async () => {
    const refusal = 'Las fechas seleccionadas ya no están disponibles';
    const item = storedItem();
    const { fetch } = await renderCard(item, {
      'PATCH /api/cart/items/{id}': () => ({
        status: 409,
        body: { error: { code: 'dates_unavailable', message: refusal, requestId: 'r1' } },
      }),
    });
    const end = screen.getByLabelText('Devolución') as HTMLInputElement;
    fireEvent.change(end, { target: { value: inDays(20) } });
    fireEvent.blur(end);
    expect(await screen.findByTestId('cart-item-error')).toHaveTextContent(refusal);
    // The totals are still the stored three days, and so are the fields.
    // The date field holds the ISO date on data-value and shows it in the person's language.
    await waitFor(() => expect(screen.getByLabelText('Devolución')).toHaveAttribute('data-value', item.endDate));
    expect(screen.getByLabelText('Recogida')).toHaveAttribute('data-value', item.startDate);
    expect(screen.getByTestId('cart-item-days')).toHaveTextContent('3');
    expect(fetch.calls('PATCH /api/cart/items/{id}').map((c) => [c.params.id, c.body])).toEqual([
      ['item-1', expect.objectContaining({ endDate: inDays(20) })],
    ]);
  });

  it('offer no day before today to start, and no return before the pickup day', async () => {
    const item = storedItem();
    await renderCard(item);
    expect(screen.getByLabelText('Recogida')).toHaveAttribute('data-min', todayDate());
    expect(screen.getByLabelText('Devolución')).toHaveAttribute('data-min', item.startDate);
  });
});

describe('a cart line’s breakdown', () => {
  it('shows the owner’s weekly discount as its own line, and lines that add up to the total', async () => {
    localStorage.setItem('preferredCurrency', 'MXN');
    // 7 days at 250.00 with 10 % off a week: 1,575.00 charged instead of 1,750.00 (the money issue).
    await renderCard(
      storedItem({
        endDate: inDays(17),
        quote: {
          days: 7,
          itemCost: 157_500,
          discount: { kind: 'weekly', amount: 17_500 },
          insuranceCost: 0,
          deliveryCost: 0,
          deposit: 100_000,
          total: 257_500,
        },
      }),
    );
    expect(screen.getByText('7 días').nextElementSibling).toHaveTextContent('$1,750.00');
    expect(screen.getByText('Descuento semanal').nextElementSibling).toHaveTextContent('−$175.00');
    expect(screen.getByTestId('cart-item-total')).toHaveTextContent('$2,575.00');
    localStorage.clear();
  });
});
