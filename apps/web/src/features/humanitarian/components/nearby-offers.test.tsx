import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { NearbyOffers } from './nearby-offers';

const REQUEST_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const offer: ApiBody<'GET /api/aid/requests/{id}/nearby-offers'>['items'][number] = {
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

describe('offers of help near a request', () => {
  it('shows the requester the general offers that reach them, with what, who and how far', async () => {
    const { fetch } = await renderWithApp(<NearbyOffers requestId={REQUEST_ID} />, {
      fetch: { 'GET /api/aid/requests/{id}/nearby-offers': () => ({ status: 200, body: { items: [offer] } }) },
    });
    const section = await screen.findByTestId('aid-nearby-offers');
    expect(section).toHaveTextContent('Ofertas de ayuda cercanas');
    expect(section).toHaveTextContent('Vicente Voluntario');
    expect(section).toHaveTextContent('a 11.4 km');
    expect(section).toHaveTextContent('Agua, Transporte · Ixtepec');
    expect(section).toHaveTextContent('Tengo camioneta y garrafones');
    expect(fetch.calls('GET /api/aid/requests/{id}/nearby-offers').map((c) => c.params.id)).toEqual([REQUEST_ID]);
  });
});
