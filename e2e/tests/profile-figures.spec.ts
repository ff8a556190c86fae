import { type Page } from '@playwright/test';
import { expect, payRental, publishListing, test } from './fixtures';

/** Rented today, paid, received, returned in good condition: a completed rental; then both review each other. */
async function completedRentalWithReviews(renter: Page, owner: Page, listingId: number, stars: [number, number]) {
  const { bookingId } = await payRental(renter.request, listingId, { start: 0, end: 1 });
  expect((await renter.request.post(`/api/bookings/${bookingId}/confirm-receipt`)).ok()).toBe(true);
  expect((await owner.request.post(`/api/bookings/${bookingId}/confirm-return`)).ok()).toBe(true);
  const comment = 'Todo salió bien, muy recomendable.';
  const byRenter = await renter.request.post(`/api/bookings/${bookingId}/review`, {
    data: { rating: stars[0], comment },
  });
  expect(byRenter.ok(), await byRenter.text()).toBe(true);
  const byOwner = await owner.request.post(`/api/bookings/${bookingId}/review`, {
    data: { rating: stars[1], comment },
  });
  expect(byOwner.ok(), await byOwner.text()).toBe(true);
}

test("after three completed rentals reviewed both ways, both profiles and dashboards show the people's figures", async ({
  page,
  person,
  ownerWithListing: { page: owner, person: lender, listing },
}) => {
  const renter = { page, id: person.id };
  const before = (await (await owner.request.get(`/api/profiles/${lender.id}`)).json()) as { totalRentals: number };
  const listings = [listing.id, (await publishListing(owner.request)).id, (await publishListing(owner.request)).id];

  for (const listingId of listings) {
    await completedRentalWithReviews(renter.page, owner, listingId, [5, 4]);
  }

  // The renter's public profile, as the owner sees it: one review of them (the owner's latest), three rentals.
  await owner.goto(`/profile/${renter.id}`);
  await expect(owner.getByText('4.0 de calificación')).toBeVisible();
  await expect(owner.getByText('Rentas: 3', { exact: true })).toBeVisible();

  // The owner's public profile counts the three rentals, and its rating is the one its reviews panel averages.
  await renter.page.goto(`/profile/${lender.id}`);
  await expect(renter.page.getByText(`Rentas: ${before.totalRentals + 3}`, { exact: true })).toBeVisible();
  const after = (await (await renter.page.request.get(`/api/profiles/${lender.id}`)).json()) as { rating: number };
  await expect(renter.page.getByText(`${after.rating.toFixed(1)} de calificación`)).toBeVisible();

  // Each dashboard shows the same figures as the person's public profile.
  await renter.page.goto('/dashboard');
  await expect(renter.page.getByTestId('dashboard-rentals')).toHaveText('3');
  await expect(renter.page.getByTestId('dashboard-rating')).toHaveText('4.0');
  await owner.goto('/dashboard');
  await expect(owner.getByTestId('dashboard-rentals')).toHaveText(String(before.totalRentals + 3));
  await expect(owner.getByTestId('dashboard-rating')).toHaveText(after.rating.toFixed(1));
});
