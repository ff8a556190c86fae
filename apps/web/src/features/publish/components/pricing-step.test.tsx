import type { OwnerListing } from '@vira/domain/listing-editor';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '@/lib/currency';
import { testI18n } from '@/test/test-i18n';
import { PricingStep } from './pricing-step';

beforeAll(() => testI18n());

// A van with its prices saved and no cover stated yet.
const van = {
  category: 'vehicles',
  currency: 'MXN',
  pricePerDay: 150_000,
  hasInsurance: true,
  insuranceCostPerDay: 20_000,
  insuranceCover: null,
  deposit: 500_000,
  deliveryCost: 0,
  homeDelivery: false,
  publicPickup: false,
  instantBooking: true,
  minDays: 1,
  maxDays: null,
  weeklyDiscountPct: 0,
  monthlyDiscountPct: 0,
  cancellationPolicy: 'moderate',
} as unknown as OwnerListing;

function renderStep(listing: OwnerListing) {
  const onSave = vi.fn();
  render(
    <CurrencyProvider>
      <PricingStep listing={listing} onSave={onSave} saving={false} />
    </CurrencyProvider>,
  );
  return onSave;
}

describe('the damage cover when publishing', () => {
  it("says the category's default, saves what the owner types in minor units, and empty as the default", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = renderStep(van);
    const cover = screen.getByLabelText('Cobertura de daños del seguro');
    expect(cover).toHaveValue('');
    expect(screen.getByText(/300,000\.00, lo usual en esta categoría/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ insuranceCover: null });

    await user.type(cover, '450000');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![0]).toMatchObject({ insuranceCover: 45_000_000 });
  });
});
