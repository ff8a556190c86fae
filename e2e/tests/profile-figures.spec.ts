import { expect, test, type Browser, type Page } from '@playwright/test';
import { inDays } from './calendar-days';

/** A new verified person signed in in a browser of their own. */
async function newRenter(browser: Browser): Promise<{ page: Page; id: string }> {
  const page = await (await browser.newContext({ locale: 'es-MX' })).newPage();
  const email = `figures-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Rosa Cifras', email, password: 'secreto123', callbackURL: '/' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { links: string[] }[];
  };
  const link = new URL(outbox.messages[0]!.links[0]!);
  await page.request.get(link.pathname + link.search, { maxRedirects: 0 });
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  return { page, id: session.user.id };
}

async function sampleOwner(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'es-MX' })).newPage();
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'example1@vira.local', password: 'vira-demo-2026' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return page;
}

/** Instant-booking items of example1 past the ones the chat test writes about; no other browser test books them. */
async function example1Items(page: Page, count: number): Promise<number[]> {
  const found: number[] = [];
  for (let id = 121; id < 272 && found.length < count; id += 1) {
    const res = await page.request.get(`/api/listings/${id}`);
    if (!res.ok()) continue;
    const l = (await res.json()) as { owner: { id: string }; instantBooking: boolean; type: string };
    if (l.type === 'product' && l.owner.id === 'example1' && l.instantBooking) found.push(id);
  }
  expect(found).toHaveLength(count);
  return found;
}

/** Rented today, paid, received, returned in good condition: a completed rental; then both review each other. */
async function completedRentalWithReviews(renter: Page, owner: Page, listingId: number, stars: [number, number]) {
  await renter.request.delete('/api/cart');
  const added = await renter.request.post('/api/cart/items', {
    data: { listingId, startDate: inDays(0), endDate: inDays(1) },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const session = (await (
    await renter.request.post('/api/checkout', { data: { paymentMethod: 'credit_card', acceptTerms: true } })
  ).json()) as { orderId: string; transactionId: string };
  expect((await renter.request.post(`/api/payments/sandbox/${session.transactionId}/approve`)).ok()).toBe(true);
  const order = (await (await renter.request.get(`/api/orders/${session.orderId}/tracking`)).json()) as {
    bookings: { id: string }[];
  };
  const bookingId = order.bookings[0]!.id;
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
  browser,
}) => {
  const renter = await newRenter(browser);
  const owner = await sampleOwner(browser);
  const before = (await (await owner.request.get('/api/profiles/example1')).json()) as { totalRentals: number };

  for (const listingId of await example1Items(renter.page, 3)) {
    await completedRentalWithReviews(renter.page, owner, listingId, [5, 4]);
  }

  // The renter's public profile, as the owner sees it: one review of them (the owner's latest), three rentals.
  await owner.goto(`/profile/${renter.id}`);
  await expect(owner.getByText('4.0 de calificación')).toBeVisible();
  await expect(owner.getByText('Rentas: 3', { exact: true })).toBeVisible();

  // The owner's public profile counts the three rentals, and its rating is the one its reviews panel averages.
  await renter.page.goto('/profile/example1');
  await expect(renter.page.getByText(`Rentas: ${before.totalRentals + 3}`, { exact: true })).toBeVisible();
  const after = (await (await renter.page.request.get('/api/profiles/example1')).json()) as { rating: number };
  await expect(renter.page.getByText(`${after.rating.toFixed(1)} de calificación`)).toBeVisible();

  // Each dashboard shows the same figures as the person's public profile.
  await renter.page.goto('/dashboard');
  await expect(renter.page.getByTestId('dashboard-rentals')).toHaveText('3');
  await expect(renter.page.getByTestId('dashboard-rating')).toHaveText('4.0');
  await owner.goto('/dashboard');
  await expect(owner.getByTestId('dashboard-rentals')).toHaveText(String(before.totalRentals + 3));
  await expect(owner.getByTestId('dashboard-rating')).toHaveText(after.rating.toFixed(1));
});
