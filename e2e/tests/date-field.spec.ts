import { expect, test } from './fixtures';

// Issue 34, item 12: a date reads and is typed in the person's language, never the browser's "mm/dd/yyyy".
test('in Spanish the search form reads "1 may 2030", takes day-first typing and a day picked in its calendar', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Buscar artículos' });
  const start = form.getByLabel('Fecha de inicio');
  await expect(start).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await start.fill('01/05/2030');
  await start.blur();
  await expect(start).toHaveValue('1 may 2030');

  const end = form.getByLabel('Fecha de devolución');
  await form.getByRole('button', { name: 'Abrir el calendario' }).nth(1).click();
  const calendar = page.getByTestId('date-field-calendar');
  await expect(calendar).toContainText('mayo de 2030');
  // No month before the start's can hold the return.
  await expect(calendar.getByRole('button', { name: 'Mes anterior' })).toBeDisabled();
  await calendar.getByRole('button', { name: 'sábado, 4 de mayo de 2030' }).click();
  await expect(end).toHaveValue('4 may 2030');
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/startDate=2030-05-01&endDate=2030-05-04/);
});

test.describe(() => {
  test.use({ language: 'ar', viewport: { width: 390, height: 844 } });

  test('in Arabic at 390 px the date and its calendar read right to left, and nothing overflows', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const start = page.locator('[data-slot="date-field"]').first();
    await start.fill('2030-05-01');
    await start.blur();
    await expect(start).toHaveAttribute('data-value', '2030-05-01');
    // Arabic's own order, day first ("01/05/2030" with right-to-left marks), not the browser's "05/01/2030".
    await expect(start).toHaveValue(/^01\u200f?\/05\u200f?\/2030$/);
    await page.locator('[data-slot="date-field"]').first().locator('..').getByRole('button').click();
    const calendar = page.getByTestId('date-field-calendar');
    await expect(calendar).toBeVisible();
    const box = (await calendar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
