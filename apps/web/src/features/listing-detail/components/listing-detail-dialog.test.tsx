import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import listing from '@/locales/es/listing.json';
import type { ApiBody } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render-with-app';
import { ListingDetailDialog } from './listing-detail-dialog';

type Listing = ApiBody<'GET /api/listings/{id}'>;

const CAMERA: Listing = {
  id: 7,
  type: 'product',
  title: 'Cámara Sony A7 IV',
  description: 'Cuerpo y lente 28-70.',
  category: 'audiovisual',
  currency: 'MXN',
  pricePerDay: 90_000,
  insuranceCostPerDay: 0,
  insuranceCover: 0,
  deposit: 1_000_000,
  deliveryCost: 0,
  location: 'Coyoacán, Ciudad de México',
  city: 'Ciudad de México',
  country: 'México',
  continent: 'América del Norte',
  postalCode: null,
  latitude: 19.35,
  longitude: -99.16,
  rating: null,
  reviewCount: 0,
  condition: 'excellent',
  modelYear: null,
  available: true,
  hasInsurance: false,
  instantBooking: true,
  requiresVerifiedRenter: false,
  homeDelivery: false,
  publicPickup: false,
  minDays: 1,
  maxDays: null,
  weeklyDiscountPct: 0,
  monthlyDiscountPct: 0,
  cancellationPolicy: 'flexible',
  images: [],
  service: null,
  owner: {
    id: 'owner-1',
    fullName: 'Ana',
    avatarUrl: null,
    isVira: false,
    verified: false,
    identityVerified: false,
    rating: 0,
  },
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** The listing and the public configuration as the API gives them (the network is this test's boundary). */
function renderDialog(item: Listing, threshold: number | null) {
  return renderWithApp(
    <ListingDetailDialog listingId={item.id} onClose={() => {}} tab="reserve" onTabChange={() => {}} signedIn />,
    {
      fetch: {
        'GET /api/listings/{id}': ({ params }) =>
          params.id === String(item.id) ? { status: 200, body: item } : new Response(null, { status: 404 }),
        'GET /api/config/public': () => ({
          status: 200,
          body: {
            supportWhatsappUrl: 'https://wa.me/525500000000',
            supportEmail: 'soporte@vira.local',
            socialProviders: [],
            development: true,
            verificationRequiredAboveDeposit: threshold,
          },
        }),
      },
    },
  );
}

describe('the listing dialog says who may rent it before any date is picked (issue 38)', () => {
  it('names the deposit threshold when the deposit is above it, with a link to /verification', async () => {
    await renderDialog(CAMERA, 500_000);
    const notice = await screen.findByTestId('verified-renters-only');
    expect(notice).toHaveTextContent(/depósito de más de .*5,000\.00/);
    expect(notice.querySelector('a')).toHaveAttribute('href', '/verification');
  });

  it('keeps the owner’s reason when the owner switched it on', async () => {
    await renderDialog({ ...CAMERA, requiresVerifiedRenter: true }, 500_000);
    expect(await screen.findByTestId('verified-renters-only')).toHaveTextContent(listing.verifiedRenters.text);
  });

  it('says nothing when the deposit is below the threshold or none is configured', async () => {
    await renderDialog(CAMERA, null);
    await screen.findByText(CAMERA.title, { selector: 'h2' });
    expect(screen.queryByTestId('verified-renters-only')).toBeNull();
  });
});
