import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/test/test-i18n';
import { NearbyOffers } from './nearby-offers';

beforeAll(() => testI18n());

const REQUEST_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('offers of help near a request', () => {
  it('shows the requester the general offers that reach them, with what, who and how far', async () => {
    const offer = {
      id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
      requestId: null,
      requestTitle: null,
      author: { id: 'v', fullName: 'Vicente Voluntario' },
      type: 'can_provide',
      details: 'Tengo camioneta y garrafones',
      shift: null,
      hoursPerDay: null,
      days: [],
      coverage: '',
      donationUrl: null,
      status: 'pending',
      items: [],
      aidTypes: ['water', 'transport'],
      placeName: 'Ixtepec',
      radiusKm: 30,
      deliveredAt: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      distanceKm: 11.4,
    };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ items: [offer] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    try {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <NearbyOffers requestId={REQUEST_ID} />
        </QueryClientProvider>,
      );
      const section = await screen.findByTestId('aid-nearby-offers');
      expect(section).toHaveTextContent('Ofertas de ayuda cercanas');
      expect(section).toHaveTextContent('Vicente Voluntario');
      expect(section).toHaveTextContent('a 11.4 km');
      expect(section).toHaveTextContent('Agua, Transporte · Ixtepec');
      expect(section).toHaveTextContent('Tengo camioneta y garrafones');
      const sent = fetchMock.mock.calls[0]![0] as Request;
      expect(new URL(sent.url).pathname).toBe(`/api/aid/requests/${REQUEST_ID}/nearby-offers`);
    } finally {
      fetchMock.mockRestore();
    }
  });
});
