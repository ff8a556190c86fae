import { type Page } from '@playwright/test';
import { expect, signUp, test } from './fixtures';

async function myListings(page: Page): Promise<{ id: number; status: string }[]> {
  return ((await (await page.request.get('/api/my-listings')).json()) as { items: { id: number; status: string }[] })
    .items;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Publicar un artículo' });

test('visiting /publish makes no draft; the first save does, and only one', async ({ page }) => {
  await signUp(page.request, { name: 'Paula Publica' });
  await page.goto('/publish');
  await expect(heading(page)).toBeVisible();
  await expect(page.getByLabel('Título', { exact: true })).toBeVisible();
  await page.goto('/publish');
  await expect(page.getByLabel('Título', { exact: true })).toBeVisible();
  expect(await myListings(page)).toEqual([]);

  await page.getByLabel('Título', { exact: true }).fill('Tienda de campaña para 4 personas');
  await page.getByLabel('Categoría', { exact: true }).selectOption('sports');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page).toHaveURL(/draft=\d+.*step=location/);
  const drafts = await myListings(page);
  expect(drafts).toHaveLength(1);
  expect(drafts[0]!.status).toBe('draft');
  expect(page.url()).toContain(`draft=${drafts[0]!.id}`);
});

for (const { key, category } of [
  { key: 'drones', category: 'technology' },
  { key: 'fotografia', category: 'audiovisual' },
  { key: 'nada', category: '' },
]) {
  test(`/publish?category=${key} shows the form with ${category || 'no category'} chosen and no error`, async ({
    page,
  }) => {
    await signUp(page.request, { name: 'Paula Publica' });
    await page.goto(`/publish?category=${key}`);
    await expect(page.getByLabel('Título', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Categoría', { exact: true })).toHaveValue(category);
    await expect(page.getByText('no es válido')).toHaveCount(0);
    expect(await myListings(page)).toEqual([]);
  });
}

test('Enter in the place search of the location step keeps the draft and the step', async ({ page }) => {
  await signUp(page.request, { name: 'Paula Publica' });
  await page.goto('/publish?category=sports');
  await page.getByLabel('Título', { exact: true }).fill('Kayak doble con remos');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page).toHaveURL(/step=location/);
  const url = page.url();

  const search = page.getByRole('combobox', { name: 'Busca una ciudad o código postal' });
  await search.fill('Oaxaca');
  await search.press('Enter');
  // The search moved the pin and filled the place; nothing was submitted or reset.
  await expect(page.getByLabel('Ciudad', { exact: true })).toHaveValue(/Oaxaca/);
  expect(page.url()).toBe(url);
  await expect(page.getByRole('button', { name: 'Guardar y continuar' })).toBeVisible();
  expect(await myListings(page)).toHaveLength(1);
});

test('a maximum of days below the minimum is said under the field, in the catalogue’s words', async ({ page }) => {
  await signUp(page.request, { name: 'Paula Publica' });
  const created = await page.request.post('/api/listings', { data: { category: 'sports', title: 'Bicicleta' } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/publish?draft=${id}&step=pricing`);
  await page.getByLabel('Precio por día', { exact: true }).fill('200');
  await page.getByLabel('Mínimo de días', { exact: true }).fill('5');
  await page.getByLabel('Máximo de días', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByText('El máximo debe ser mayor o igual al mínimo')).toBeVisible();
  await expect(page.getByLabel('Máximo de días', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('maxDays')).toHaveCount(0);
  await expect(page).toHaveURL(/step=pricing/);
});
