import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A server-rendered page is on screen before its JavaScript has arrived and the app has taken it over (hydrated).
 * These tests hold every script back, act on the page in that window, then let the scripts through.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Console errors and warnings, and uncaught errors, while a page is open. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function listingAddress(page: Page, id: number): Promise<string> {
  const res = await page.request.get(`/?listing=${id}`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  return res.headers()['location']!;
}

test('a press on a button before the app has taken over the page is answered once the app is there', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const address = await listingAddress(page, 12);
  const release = await holdScripts(page);
  await page.goto(address, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('share-menu').click();
  await page.waitForTimeout(300);
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  // Pressed once: the menu opens once the app has hydrated, and stays open (not toggled shut by a second press).
  await expect(page.getByRole('menuitem', { name: 'Copiar enlace' })).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(500);
  await expect(page.getByRole('menu')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a link pressed before the app has taken over leads to its page, as a link does', async ({ page }) => {
  const address = await listingAddress(page, 12);
  const release = await holdScripts(page);
  await page.goto(address, { waitUntil: 'commit' });
  const owner = page.getByTestId('listing-owner').getByRole('link');
  await expect(owner).toHaveAttribute('href', /^\/profile\/[^/]+\/[^/]+$/);
  const name = (await owner.textContent())!;
  await owner.click();
  await expect(page).toHaveURL(/\/profile\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  release();
});

test("an unknown listing's or person's address answers the not-found page, which the app takes over without an error", async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  for (const address of [
    '/listings/2000000000-nada',
    '/profile/nobody-at-all/someone',
    '/en/profile/nobody-at-all/someone',
  ]) {
    const response = await page.goto(address);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', address.startsWith('/en/') ? 'en' : 'es');
    // Once the app has had time to take over, the heading on screen is still the one the server wrote (a mismatch
    // makes React render the page again, a new heading).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(
      await page.evaluate(() => {
        const kept = (window as unknown as { serverHeading: Element | null }).serverHeading;
        return kept !== null && kept === document.querySelector('h1');
      }),
    ).toBe(true);
  }
  // The app has taken over and routes the next screen itself (no new document: the marker stays).
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('main').getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The document's own 404 is the only complaint a browser makes; the hydration makes none.
  expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
});
