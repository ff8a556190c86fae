import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inDays } from './calendar-days';
import { expectDate, expectMinDate, fillDate } from './date-field';

// The money issue, as a person meets it: which '$' a price is in, what was charged, the discount that was given,
// a refused date change in the cart, and a same-day rental in "Reservar y pagar".

interface SampleListing {
  id: number;
  title: string;
  currency: string;
  pricePerDay: number;
  deposit: number;
  instantBooking: boolean;
  type: string;
  minDays?: number;
  owner: { id: string };
}

/** The fresh owner's listing as the public reads it: an item in pesos, bookable at once, one day at least. */
async function read(page: Page, { id }: { id: number }): Promise<SampleListing> {
  const res = await page.request.get(`/api/listings/${id}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as SampleListing;
}

/** How the app writes an amount in minor units for a Spanish reader: 'MXN 10,270.00' (es-MX grouping). */
function amount(minor: number): string {
  return new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
}

test('in the default display currency the dollar is named, and a cash payment in pesos ends on what was charged', async ({
  page,
  person: _renter,
  ownerWithListing,
}) => {
  const listing = await read(page, ownerWithListing.listing);
  // The card in the detail dialog: a converted price says which dollar it is.
  await page.goto(`/?listing=${listing.id}&tab=contact`);
  const price = page.getByRole('dialog').getByTestId('listing-price').first();
  await expect(price).toContainText(/^USD \d[\d,]*\.\d\d/);

  await page.request.delete('/api/cart');
  const added = await page.request.post('/api/cart/items', {
    data: { listingId: listing.id, startDate: inDays(140), endDate: inDays(142) },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const charged = listing.pricePerDay * 2 + listing.deposit;

  await page.goto('/checkout');
  await page.getByRole('radio', { name: /OXXO/ }).click();
  await page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).click();
  await page.getByRole('button', { name: 'Confirmar y pagar' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/sbx_/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText(`MXN ${amount(charged)}`);
  await expect(page.getByTestId('sandbox-approx')).toContainText('USD ');
  await page.getByRole('button', { name: 'Marcar como pagado en tienda' }).click();

  // The success page: the total as charged, in pesos; the dollars only beside it, as '≈'.
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByTestId('order-status')).toHaveText('Pagado');
  await expect(page.getByTestId('outcome-total')).toHaveText(`MXN ${amount(charged)}`);
  await expect(page.getByTestId('outcome-approx')).toHaveText(/^≈ USD \d[\d,]*\.\d\d$/);

  // Receipts list the order in the currency charged too.
  await page.goto('/invoices');
  await expect(page.getByTestId('invoice-order').first()).toContainText(`MXN ${amount(charged)}`);
});

test('a 7-day rental shows the weekly discount on its own line, and a refused date change puts the dates back', async ({
  page,
  person: _renter,
  ownerWithListing: { page: seller, listing: owned },
}) => {
  await page.addInitScript(() => window.localStorage.setItem('preferredCurrency', 'MXN'));
  const listing = await read(page, owned);
  const patched = await seller.request.patch(`/api/listings/${listing.id}`, { data: { weeklyDiscountPct: 10 } });
  expect(patched.ok(), await patched.text()).toBe(true);

  await page.request.delete('/api/cart');
  const added = await page.request.post('/api/cart/items', {
    data: { listingId: listing.id, startDate: inDays(150), endDate: inDays(157) },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const full = listing.pricePerDay * 7;
  const off = Math.round(full / 10);

  await page.goto('/cart');
  const item = page.getByTestId('cart-item');
  await expect(item.getByTestId('cart-item-days')).toHaveText('Días de renta: 7');
  await expect(item.getByTestId('cart-item-discount')).toHaveText(`−$${amount(off)}`);
  await expect(page.getByTestId('summary-subtotal')).toHaveText(`$${amount(full)}`);
  await expect(page.getByTestId('summary-discount')).toHaveText(`−$${amount(off)}`);
  await expect(page.getByTestId('summary-total')).toHaveText(`$${amount(full - off + listing.deposit)}`);

  // A return before the pickup is refused by the server: the fields show the stored dates again, and why.
  const end = item.getByLabel('Devolución');
  await expectMinDate(item.getByLabel('Recogida'), /^\d{4}-\d{2}-\d{2}$/);
  await expectMinDate(end, inDays(150));
  await fillDate(end, inDays(149));
  await expect(item.getByTestId('cart-item-error')).toBeVisible();
  await expectDate(end, inDays(157));
  await expectDate(item.getByLabel('Recogida'), inDays(150));
  await expect(item.getByTestId('cart-item-days')).toHaveText('Días de renta: 7');

  // The checkout summary says the same discount.
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-discount')).toHaveText(`−$${amount(off)}`);
});

test('"Reservar y pagar" quotes a same-day rental as one day and shows the renter no commission', async ({
  page,
  person: _renter,
  ownerWithListing,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('preferredCurrency', 'MXN'));
  const listing = await read(page, ownerWithListing.listing);
  await page.goto(`/search?listing=${listing.id}&tab=reserve`);
  await page.getByTestId('reserve-panel').getByRole('button', { name: 'Reservar y pagar' }).click();
  const dialog = page.getByTestId('full-booking-dialog');
  await fillDate(dialog.getByLabel('Fecha de inicio'), inDays(160));
  await fillDate(dialog.getByLabel('Fecha de fin'), inDays(160));
  const quote = dialog.getByTestId('rental-quote');
  await expect(quote).toContainText('1 día');
  await expect(quote).toContainText(`$${amount(listing.pricePerDay + listing.deposit)}`);
  await expect(dialog).not.toContainText('Comisión');
  await expect(dialog).not.toContainText('Ganancias');
});
