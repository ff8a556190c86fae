import type { RentalBooking } from '@vira/domain/rental';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FetchStub } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { RentalActions } from './rental-actions';

/** What the buttons read of a booking: 3 days at 530 MXN and a 1,000 MXN deposit held. */
function booking(actions: RentalBooking['actions']): RentalBooking {
  return {
    id: 'b-1',
    currency: 'MXN',
    actions,
    cancellationPolicy: 'flexible',
    cancelQuote: null,
    viewerRole: actions.includes('confirm_return') ? 'owner' : 'renter',
    quote: { days: 3, itemCost: 159_000, insuranceCost: 0, deliveryCost: 0, deposit: 100_000, total: 259_000 },
    deposit: { amount: 100_000, state: 'held', refunded: 0 },
  } as unknown as RentalBooking;
}

/** Each step answers the booking after it, as the server does. */
async function show(b: RentalBooking) {
  const { fetch } = await renderWithApp(<RentalActions orderId="o-1" booking={b} />, {
    fetch: {
      'POST /api/bookings/{id}/confirm-return': () => ({ status: 200, body: { id: b.id, status: 'returned' } }),
      'POST /api/bookings/{id}/confirm-receipt': () => ({ status: 200, body: { id: b.id, status: 'handed_over' } }),
      'POST /api/bookings/{id}/cancel': () => ({ status: 200, body: { id: b.id, status: 'cancelled' } }),
    },
  });
  return fetch;
}

/** What was sent, as 'METHOD /path'. */
const sent = (fetch: FetchStub) =>
  fetch.spy.mock.calls.map(([request]) => {
    const r = request as Request;
    return `${r.method} ${new URL(r.url).pathname}`;
  });

describe('irreversible escrow steps ask first', () => {
  it('"Devuelto en buen estado" says the whole deposit goes back and the rental completes; Cancel sends nothing', async () => {
    const fetch = await show(booking(['confirm_return', 'claim_damage']));
    fireEvent.click(screen.getByRole('button', { name: 'Devuelto en buen estado' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('todo el depósito (MXN 1,000.00)');
    expect(dialog).toHaveTextContent('la renta quedará completada');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(fetch)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Devuelto en buen estado' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, devolver el depósito' }));
    await waitFor(() => expect(sent(fetch)).toEqual(['POST /api/bookings/b-1/confirm-return']));
  });

  it('"Recibí el artículo" says the rental payment goes to the owner and the deposit stays held', async () => {
    const fetch = await show(booking(['confirm_receipt', 'report_problem']));
    fireEvent.click(screen.getByRole('button', { name: 'Recibí el artículo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('El pago de la renta (MXN 1,590.00) se libera al dueño');
    expect(dialog).toHaveTextContent('Tu depósito (MXN 1,000.00) sigue retenido');
    expect(sent(fetch)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sí, lo recibí' }));
    await waitFor(() => expect(sent(fetch)).toEqual(['POST /api/bookings/b-1/confirm-receipt']));
  });
});

describe('withdrawing a request the owner has not answered', () => {
  it('says nothing was charged and the hold is released, without a refund or a policy', async () => {
    const fetch = await show({ ...booking(['cancel']), status: 'pending_owner' } as RentalBooking);
    fireEvent.click(screen.getByRole('button', { name: 'Retirar solicitud' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¿Retirar esta solicitud?');
    expect(dialog.textContent).toContain('No se te cobró nada');
    expect(dialog.textContent).not.toContain('Se te devolverá');
    expect(dialog.textContent).not.toContain('Política');
    fireEvent.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    await waitFor(() => expect(sent(fetch)).toEqual(['POST /api/bookings/b-1/cancel']));
  });
});
