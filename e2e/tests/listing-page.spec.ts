import { expect, test } from './fixtures';

/** A listing's own address, as the share menu gives it and the API's 301 from `?listing=` leads to. */
async function addressOf(request: import('@playwright/test').APIRequestContext, id: number): Promise<string> {
  const res = await request.get(`/?listing=${id}`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  return res.headers()['location']!;
}

test('a shared listing address opens its page, which the app takes over without an error or a shift', async ({
  page,
  request,
}) => {
  const listing = (await (await request.get('/api/listings/12')).json()) as { title: string };
  const address = await addressOf(request, 12);
  expect(address).toMatch(/^\/listings\/12-[a-z0-9-]+$/);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The server's heading, before the app starts: hydration keeps that very element (a mismatch would replace it).
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page).toHaveTitle(`${listing.title} · Vira`);
  // The share menu answers a press, also one made before the app has taken over (held and answered then).
  await page.getByTestId('share-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Copiar enlace' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The Reservar button opens the dialog over the page, as on any screen.
  await page.getByRole('link', { name: 'Reservar' }).click();
  await expect(page.getByRole('dialog', { name: listing.title })).toBeVisible();
  await expect(page).toHaveURL(/tab=reserve/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(problems).toEqual([]);
  expect(
    await page.evaluate(() => {
      const kept = (window as unknown as { serverHeading: Element | null }).serverHeading;
      return kept !== null && kept === document.querySelector('h1');
    }),
  ).toBe(true);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  expect(shifts).toBeLessThan(0.01);
  // Reloading shows the same page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
});

test.describe('sharing from the dialog', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the dialog opened from a search card still works, and its share menu gives the listing page', async ({
    page,
    request,
  }) => {
    await page.goto('/search');
    const card = page.getByTestId('listing-card').first();
    await card.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The address bar gives the listing's own page, and the tab its title.
    await expect(page).toHaveURL(/\/listings\/(\d+)-[^/?]+$/);
    const id = Number(/\/listings\/(\d+)-/.exec(page.url())![1]);
    const title = (await (await request.get(`/api/listings/${id}`)).json()) as { title: string };
    await expect(page).toHaveTitle(`${title.title} · Vira`);
    await dialog.getByTestId('share-menu').click();
    await page.getByRole('menuitem', { name: 'Copiar enlace' }).click();
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(await addressOf(request, id));
  });
});

test('in Arabic from its address, the page is right to left and hydrates without an error', async ({
  page,
  request,
}) => {
  const address = await addressOf(request, 12);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ar${address}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: 'احجز' })).toBeVisible();
  // The share menu opens, also for a press made before the app has taken over.
  await page.getByTestId('share-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(problems).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('the dialog from search puts the listing page in the address bar; closing returns, reloading shows the page', async ({
  page,
  request,
}) => {
  await page.goto('/search?sort=price-low');
  const card = page.getByTestId('listing-card').first();
  const id = Number(await card.getAttribute('data-listing-id'));
  await card.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const address = await addressOf(request, id);
  await expect(page).toHaveURL(address);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/search\?sort=price-low$/);
  await expect(page).toHaveTitle(/Buscar · Vira/);
  await card.click();
  await expect(page).toHaveURL(address);
  await page.reload();
  const listing = (await (await request.get(`/api/listings/${id}`)).json()) as { title: string };
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

/** Console errors and warnings, and uncaught errors, while a page is open. */
function watchProblems(page: import('@playwright/test').Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Whether the heading the server wrote is the one on screen now (a hydration mismatch replaces it). */
async function keptServerHeading(page: import('@playwright/test').Page): Promise<boolean> {
  return page.evaluate(() => {
    const kept = (window as unknown as { serverHeading: Element | null }).serverHeading;
    return kept !== null && kept === document.querySelector('h1');
  });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
});

test("a shared profile address opens the person's page, which the app takes over without an error", async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/profile/example1');
  await expect(page).toHaveURL('/profile/example1/carlos-mendoza');
  await expect(page.getByRole('heading', { level: 1, name: 'Carlos Mendoza' })).toBeVisible();
  await expect(page).toHaveTitle('Carlos Mendoza · Vira');
  // Hydrated: a listing of theirs opens its own page through the app.
  const first = page.getByTestId('profile-listings').getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/listings\/\d+-/);
  expect(await keptServerHeading(page)).toBe(true);
  await first.click();
  await expect(page).toHaveURL(/\/listings\/\d+-/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a shared category address in Arabic opens right to left, and the app takes it over without an error', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/categories/tools');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأدوات' })).toBeVisible();
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  expect(await keptServerHeading(page)).toBe(true);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Hydrated: the breadcrumb leads to all categories through the app.
  // In the address's language, as the server wrote the link (issue 35).
  await page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: 'جميع الفئات' }).click();
  await expect(page).toHaveURL('/ar/categories');
  expect(problems).toEqual([]);
});

test.describe('in Mexico City time', () => {
  test.use({ timezoneId: 'America/Mexico_City' });

  test('a shared aid request and a shared tender open their pages and hydrate without an error', async ({
    page,
    request,
  }) => {
    const problems = watchProblems(page);
    // The map's tiles are not served to the browser tests (offline base map): their 404s are the only ones allowed.
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404 && !new URL(r.url()).pathname.startsWith('/e2e-tiles/')) missing.push(r.url());
    });
    const { items } = (await (await request.get('/api/aid/requests?limit=1')).json()) as {
      items: { id: string; title: string }[];
    };
    await page.goto(`/humanitarian/${items[0]!.id}`);
    await expect(page).toHaveURL(new RegExp(`/humanitarian/${items[0]!.id}-[^/]+$`));
    await expect(page.getByRole('heading', { level: 1, name: items[0]!.title })).toBeVisible();
    await expect(page).toHaveTitle(`${items[0]!.title} · Vira`);
    expect(await keptServerHeading(page)).toBe(true);
    // Hydrated: the map, which only the browser draws, is there.
    await expect(page.locator('.leaflet-container')).toBeVisible();
    const { tenders } = (await (await request.get('/api/tenders')).json()) as {
      tenders: { ocid: string; title: string }[];
    };
    await page.goto(`/government-contracts?ocid=${encodeURIComponent(tenders[0]!.ocid)}`);
    await expect(page).toHaveURL(/\/government-contracts\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: tenders[0]!.title })).toBeVisible();
    expect(await keptServerHeading(page)).toBe(true);
    // Back leads to the tender search, through the app.
    await page
      .getByRole('button', { name: /Volver/ })
      .first()
      .click();
    await expect(page).toHaveURL('/government-contracts');
    expect(missing).toEqual([]);
    expect(problems.filter((p) => !p.startsWith('Failed to load resource'))).toEqual([]);
  });
});

test('an information page with a language in its address opens in it and hydrates without an error', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/en/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Terms and conditions · Vira');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await keptServerHeading(page)).toBe(true);
  // The language menu opens (also for a press before the app has taken over), and the footer's link to the help
  // centre goes there through the app, with the language in its address as the server wrote it (issue 35).
  await page
    .getByRole('button', { name: /Change language/ })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help centre' }).click();
  await expect(page).toHaveURL('/en/help');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(problems).toEqual([]);
});
