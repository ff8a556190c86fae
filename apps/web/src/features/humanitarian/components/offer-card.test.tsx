import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AidOffer } from '@vira/domain/aid';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { OfferCard } from './offer-card';

beforeAll(() => testI18n());

const offer: AidOffer = {
  id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  requestId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  requestTitle: 'Agua para Juchitán',
  author: { id: 'helper', fullName: 'Marta Ayuda' },
  type: 'can_provide',
  details: '',
  shift: null,
  hoursPerDay: null,
  days: [],
  coverage: '',
  donationUrl: null,
  status: 'accepted',
  items: [{ itemId: 'i1', name: 'Garrafón 20 L', unit: 'garrafones', quantity: 40 }],
  aidTypes: [],
  placeName: '',
  radiusKm: null,
  deliveredAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function renderCard(shown: AidOffer, viewerId: string, isRequester: boolean) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ul>
          <OfferCard offer={shown} viewerId={viewerId} isRequester={isRequester} />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('an offer of help', () => {
  it('lets the requester confirm that the help arrived', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ...offer, deliveredAt: '2026-11-21T10:00:00.000Z' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    try {
      renderCard(offer, 'requester', true);
      await user.click(screen.getByRole('button', { name: 'Confirmar que llegó' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(sent.method).toBe('POST');
      expect(new URL(sent.url).pathname).toBe(`/api/aid/offers/${offer.id}/delivered`);
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('once delivered, shows the date and offers neither confirming again, declining, editing nor withdrawing', () => {
    const delivered = { ...offer, deliveredAt: '2026-11-21T10:00:00.000Z' };
    renderCard(delivered, 'requester', true);
    expect(screen.getByTestId('aid-offer-delivered')).toHaveTextContent(/^Entregado el 21/);
    expect(screen.queryByRole('button', { name: 'Confirmar que llegó' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Declinar' })).toBeNull();
    cleanup();
    renderCard(delivered, 'helper', false);
    expect(screen.queryByRole('button', { name: 'Retirar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
  });

  it('a requester who has not received it yet can still decline it', () => {
    renderCard(offer, 'requester', true);
    expect(screen.getByRole('button', { name: 'Declinar' })).toBeInTheDocument();
    expect(screen.queryByTestId('aid-offer-delivered')).toBeNull();
  });
});
