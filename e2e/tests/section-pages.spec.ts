import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * `/services` and `/humanitarian` come rendered from the server with their first cards (decision 059): the app takes
 * that markup over without an error, without moving anything, and without asking again for what the page carries.
 */

/** Console errors and warnings, uncaught errors, the layout's shifts, and the API reads of the section's cards. */
async function watch(page: Page, api: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The map's tiles are not served to the browser tests (offline base map).
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load'))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === api) reads.push(r.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number; serverHeading: Element | null };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The server's heading: hydration keeps that very element (a mismatch would replace it).
    document.addEventListener('DOMContentLoaded', () => {
      w.serverHeading = document.querySelector('h1');
    });
  });
  return {
    problems,
    reads,
    keptServerHeading: () =>
      page.evaluate(() => {
        const kept = (window as unknown as { serverHeading: Element | null }).serverHeading;
        return kept !== null && kept === document.querySelector('h1');
      }),
    shifts: () => page.evaluate(() => (window as unknown as { shifts: number }).shifts),
  };
}

test('/services is taken over from the server without an error, a shift or a second read of its cards', async ({
  page,
}) => {
  const seen = await watch(page, '/api/services');
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios profesionales' })).toBeVisible();
  await expect(page.getByTestId('service-card').first()).toBeVisible();
  // Hydrated: the map, which only the browser draws, fills the room the server kept for it.
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect(await seen.keptServerHeading()).toBe(true);
  expect(seen.reads).toEqual([]);
  expect(await seen.shifts()).toBeLessThan(0.01);
  // The search answers as before.
  await page.getByLabel('¿Qué servicio buscas?').fill('zzzz sin resultados');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByTestId('services-total')).toHaveText('0 servicios');
  expect(seen.reads).toHaveLength(1);
  expect(seen.problems).toEqual([]);
});

test('/ar/humanitarian on a phone is right to left, taken over without an error, a shift or a second read', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const seen = await watch(page, '/api/aid/requests');
  await page.goto('/ar/humanitarian');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByTestId('aid-list').getByTestId('aid-request-card');
  await expect(cards).toHaveCount(20);
  expect(await seen.keptServerHeading()).toBe(true);
  expect(seen.reads).toEqual([]);
  expect(await seen.shifts()).toBeLessThan(0.01);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // On a phone the map is below the list: it is drawn once a person scrolls near it, in the room kept for it.
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await page.getByRole('region', { name: 'خريطة الاحتياجات' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  // The next page follows the server's first one.
  await page.getByRole('button', { name: 'عرض المزيد' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(20);
  expect(seen.reads).toHaveLength(1);
  expect(seen.problems).toEqual([]);
});

test('a search typed and pressed on /services before the app has taken over is the one searched', async ({ page }) => {
  // Every script held back: the page is the server's alone while the person types and presses.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/services', { waitUntil: 'commit' });
  const box = page.getByLabel('¿Qué servicio buscas?');
  await box.fill('zzzz sin resultados');
  await page.getByRole('button', { name: 'Buscar' }).click();
  release();
  await expect(page.getByTestId('services-total')).toHaveText('0 servicios');
  // What was typed stays in the box once the app is there.
  await expect(box).toHaveValue('zzzz sin resultados');
});
