import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { Listing } from '@vira/domain/listing';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '@/lib/currency';
import listing from '@/locales/es/listing.json';
import { testI18n } from '@/test/test-i18n';
import { ListingDetailDialog } from './listing-detail-dialog';

beforeAll(() => testI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
function answer(item: Listing, threshold: number | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      const body = url.includes('/api/config/public')
        ? {
            supportWhatsappUrl: null,
            supportEmail: null,
            socialProviders: [],
            development: true,
            verificationRequiredAboveDeposit: threshold,
          }
        : url.includes(`/api/listings/${item.id}`)
          ? item
          : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function renderDialog() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CurrencyProvider>
        <MemoryRouter>
          <ListingDetailDialog listingId={CAMERA.id} onClose={() => {}} tab="reserve" onTabChange={() => {}} signedIn />
        </MemoryRouter>
      </CurrencyProvider>
    </QueryClientProvider>,
  );
}

describe('the listing dialog says who may rent it before any date is picked (issue 38)', () => {
  it('names the deposit threshold when the deposit is above it, with a link to /verification', async () => {
    answer(CAMERA, 500_000);
    renderDialog();
    const notice = await screen.findByTestId('verified-renters-only');
    expect(notice).toHaveTextContent(/depósito de más de .*5,000\.00/);
    expect(notice.querySelector('a')).toHaveAttribute('href', '/verification');
  });

  it('keeps the owner’s reason when the owner switched it on', async () => {
    answer({ ...CAMERA, requiresVerifiedRenter: true }, 500_000);
    renderDialog();
    expect(await screen.findByTestId('verified-renters-only')).toHaveTextContent(listing.verifiedRenters.text);
  });

  it('says nothing when the deposit is below the threshold or none is configured', async () => {
    answer(CAMERA, null);
    renderDialog();
    await screen.findByText(CAMERA.title, { selector: 'h2' });
    expect(screen.queryByTestId('verified-renters-only')).toBeNull();
  });
});
