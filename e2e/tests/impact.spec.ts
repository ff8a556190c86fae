import { expect, signUp, test } from './fixtures';

test('anyone sees the social impact figures, their IRIS+ id and the methodology with sources, at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/social-impact');
  await expect(page.getByRole('heading', { name: 'Impacto social', level: 1 })).toBeVisible();
  const figures = page.getByLabel('Cifras de impacto');
  await expect(figures.getByText('Rentas completadas')).toBeVisible();
  await expect(figures.getByText('Personas ayudadas')).toBeVisible();
  await expect(figures.getByText('Métrica IRIS+ OI4862: emisiones de GEI reducidas')).toBeVisible();
  await expect(figures).toContainText('kg CO₂e');
  await expect(page.getByText(/^Actualizado: /)).toBeVisible();
  const methodology = page.getByRole('region', { name: 'Metodología' });
  await expect(methodology.getByRole('row', { name: /Tecnología/ })).toContainText('ADEME Impact CO₂');
  await expect(methodology.getByRole('row', { name: /Tecnología/ })).toContainText('183');
  await expect(methodology).toContainText('(sustitución − 1 / rentas de vida útil)');
  // The method table scrolls inside its box; the page does not spill sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a signed-in person sees their own impact and compares renting a listing with buying it', async ({ page }) => {
  await signUp(page.request, { name: 'Ivana Impacto' });
  const listing = (await (await page.request.get('/api/listings/12')).json()) as { id: number; title: string };
  await page.goto('/circular-economy');
  await expect(page.getByRole('heading', { name: 'Economía circular', level: 1 })).toBeVisible();
  await expect(page.getByText('Ahorro frente a comprar')).toBeVisible();
  // A new account's figures arrive as zeros in the cards that held their room while loading.
  await expect(page.getByText('Rentas que hiciste').locator('xpath=..')).toHaveText('Rentas que hiciste0');

  await page.getByLabel('Enlace o número de la publicación').fill('abc');
  await expect(page.getByRole('alert')).toHaveText('Escribe un número de publicación o pega su enlace.');
  await page.getByLabel('Enlace o número de la publicación').fill(`http://localhost/?listing=${listing.id}`);
  await expect(page.getByText(listing.title, { exact: false })).toBeVisible();
  await page.getByLabel('Usos al año').fill('2');
  await page.getByLabel('Precio de compra nuevo (MXN)').fill('1000000');
  await expect(page.getByText('Te conviene rentar')).toBeVisible();
  await expect(page.getByText(/días de renta$/)).toBeVisible();
  await page.getByLabel('Usos al año').fill('400');
  await expect(page.getByRole('alert')).toContainText('usos y días van de 1 a 365');

  await page.getByRole('link', { name: 'Publicar un artículo' }).click();
  await expect(page).toHaveURL(/\/publish/);
});
