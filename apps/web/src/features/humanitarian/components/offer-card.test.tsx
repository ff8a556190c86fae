import type { AidOffer } from '@vira/domain/aid';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { OfferCard } from './offer-card';

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

// The network is the boundary here: the confirmation answers the offer, delivered.
function renderCard(shown: AidOffer, viewerId: string, isRequester: boolean) {
  return renderWithApp(
    <ul>
      <OfferCard offer={shown} viewerId={viewerId} isRequester={isRequester} />
    </ul>,
    {
      fetch: {
        'POST /api/aid/offers/{id}/delivered': () => ({
          status: 200,
          body: { ...shown, deliveredAt: '2026-11-21T10:00:00.000Z' },
        }),
      },
    },
  );
}

describe('an offer of help', () => {
  it('lets the requester confirm that the help arrived', async () => {
    const { user, fetch } = await renderCard(offer, 'requester', true);
    await user.click(screen.getByRole('button', { name: 'Confirmar que llegó' }));
    await waitFor(() => expect(fetch.calls('POST /api/aid/offers/{id}/delivered')).toHaveLength(1));
    expect(fetch.calls('POST /api/aid/offers/{id}/delivered')[0]!.params.id).toBe(offer.id);
  });

  it('once delivered, shows the date and offers neither confirming again, declining, editing nor withdrawing', async () => {
    const delivered = { ...offer, deliveredAt: '2026-11-21T10:00:00.000Z' };
    await renderCard(delivered, 'requester', true);
    expect(screen.getByTestId('aid-offer-delivered')).toHaveTextContent(/^Entregado el 21/);
    expect(screen.queryByRole('button', { name: 'Confirmar que llegó' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Declinar' })).toBeNull();
    cleanup();
    await renderCard(delivered, 'helper', false);
    expect(screen.queryByRole('button', { name: 'Retirar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
  });

  it('a requester who has not received it yet can still decline it', async () => {
    await renderCard(offer, 'requester', true);
    expect(screen.getByRole('button', { name: 'Declinar' })).toBeInTheDocument();
    expect(screen.queryByTestId('aid-offer-delivered')).toBeNull();
  });
});
