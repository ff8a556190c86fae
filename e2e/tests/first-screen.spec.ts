import { expect, test, type Page } from '@playwright/test';

/**
 * `/` and `/search` are prerendered at build time (decision 031): a phone paints their first screen from the HTML,
 * before the JavaScript has arrived. Here the app's scripts never arrive, so what shows is the HTML alone.
 */
async function withoutTheAppsScripts(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

test('the first screen of / and /search is in the page before any script has run, in Spanish', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  await withoutTheAppsScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renta lo que necesitas, gana con lo que tienes');
  await expect(page).toHaveTitle('Vira · Renta lo que necesitas, gana con lo que tienes');
  await page.goto('/search?q=taladro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentra lo que necesitas');
  await expect(page).toHaveTitle('Buscar · Vira');
  // Any other screen is drawn by the app only.
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  // The page's one inline script (hiding Spanish from someone who chose another language) is allowed by its hash.
  expect(refused).toEqual([]);
});

test('someone who chose another language never sees the Spanish first screen, and then gets theirs', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('vira.language', 'en'));
  await withoutTheAppsScripts(page);
  await page.goto('/');
  await expect(page.locator('[data-prerendered]')).toBeAttached();
  await expect(page.getByText('Renta lo que necesitas, gana con lo que tienes')).toBeHidden();
  await page.unrouteAll();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rent what you need, earn with what you have');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
});
