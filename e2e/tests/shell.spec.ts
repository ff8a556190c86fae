import { expect, test } from '@playwright/test';

test('the home page loads in Spanish', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Vira' }).first()).toBeVisible();
});

test('a guarded route sends a guest to /login', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);
});
