import { expect, signUp, test } from './fixtures';

test('at 390 px, signed in, the listing dialog opens at its photo, title and price', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page.request, { name: 'Lucía Diseño' });
  await page.goto('/search?listing=12&tab=contact');
  const dialog = page.getByTestId('listing-dialog');
  // The contact tab's conversation is there: it used to scroll every ancestor to its last message.
  await expect(dialog.getByRole('region', { name: /Conversación con/ })).toBeAttached({ timeout: 15_000 });
  await page.waitForTimeout(300);
  expect(await dialog.evaluate((el) => el.scrollTop)).toBe(0);
  const title = await dialog.getByRole('heading', { level: 2 }).first().boundingBox();
  expect(title!.y).toBeGreaterThanOrEqual(0);
  expect(title!.y + title!.height).toBeLessThanOrEqual(844);
});

test('at 1280 px the search screen’s category select shows "Todas las categorías" whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/search');
  const select = page.getByTestId('search-category');
  await expect(select).toHaveText('Todas las categorías');
  const clipped = await select.evaluate((el) =>
    [el, ...el.querySelectorAll('*')].some((node) => node.scrollWidth > node.clientWidth + 1),
  );
  expect(clipped).toBe(false);
});

for (const width of [390, 1280]) {
  test(`at ${width} px the /services filters stay inside their panel`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/services');
    const panel = page.getByRole('search').filter({ has: page.locator('#services-to') });
    const box = (await panel.boundingBox())!;
    for (const id of ['#services-from', '#services-to']) {
      const field = (await page.locator(id).boundingBox())!;
      expect(field.x, id).toBeGreaterThanOrEqual(box.x);
      expect(field.x + field.width, id).toBeLessThanOrEqual(box.x + box.width);
    }
  });
}

test('"Completa tu perfil" is framed in the brand’s light colour, not black', async ({ page }) => {
  await signUp(page.request, { name: 'Lucía Diseño' });
  await page.goto('/dashboard');
  const card = page.getByText('Completa tu perfil', { exact: true }).locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(card).toBeVisible();
  const colour = await card.evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(colour).not.toBe('rgb(0, 0, 0)');
});

test('/payment-success without an order is not titled a success', async ({ page }) => {
  await page.goto('/payment-success');
  await expect(page.getByTestId('outcome-title')).toHaveText('No hay nada confirmado');
  await expect(page).toHaveTitle(/Estado del pago/);
  expect(await page.title()).not.toContain('éxito');
});
