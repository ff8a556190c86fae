import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, signUp, test } from './fixtures';

interface ListingBody {
  id: number;
  title: string;
  images: { id: number }[];
  reviewCount: number;
  rating: number;
}

async function listing(request: APIRequestContext, id: number): Promise<ListingBody> {
  const res = await request.get(`/api/listings/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ListingBody;
}

const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

test('an address with ?listing=12&tab= opens the detail dialog over the screen; closing it removes both', async ({
  page,
  request,
}) => {
  const twelve = await listing(request, 12);
  await page.goto('/search?listing=12&tab=contact');
  const dialog = page.getByRole('dialog', { name: twelve.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('listing-price')).toContainText('/día');
  await expect(dialog.getByRole('tab', { name: 'Contactar' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Reservar' })).toBeVisible();
  // A guest is sent to sign in from the tabs.
  await dialog.getByRole('tab', { name: 'Reservar' }).click();
  await expect(page).toHaveURL(/tab=reserve/);
  await expect(dialog.getByTestId('guest-sign-in')).toHaveAttribute('href', '/login');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/search$/);
});

test.describe('sharing', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy link from the keyboard puts the listing address on the clipboard and says so', async ({ page }) => {
    await page.goto('/search?q=sed%C3%A1n&listing=12');
    await page.getByTestId('share-menu').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Facebook' })).toBeFocused();
    // Arrow keys walk down the menu to 'Copiar enlace'. A key pressed while the menu is still settling its
    // focus can be swallowed, so keep pressing until it is reached rather than counting presses.
    const copy = page.getByRole('menuitem', { name: 'Copiar enlace' });
    await expect(async () => {
      if (!(await copy.evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowDown');
      await expect(copy).toBeFocused({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    // The shared address is the listing's own page, without this page's own search.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/listings\/12-[^/?]+$/);
  });
});

test('the lightbox moves with the arrow keys and Escape closes it', async ({ page, request }) => {
  const twelve = await listing(request, 12);
  const m = twelve.images.length;
  expect(m).toBeGreaterThan(1);
  await page.goto('/?listing=12&tab=contact');
  const dialog = page.getByRole('dialog', { name: twelve.title });
  await dialog.getByTestId('gallery-open').click();
  const counter = page.getByTestId('lightbox-counter');
  await expect(counter).toHaveText(`1 de ${m}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 de ${m}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${m} de ${m}`);
  await expect(page.getByRole('link', { name: 'Descargar imagen' })).toBeVisible();
  // Keyboard focus is inside the viewer, not left behind in the dialog underneath.
  await expect(page.getByTestId('lightbox').locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('lightbox')).toBeHidden();
  // Only the lightbox closed: the listing is still open.
  await expect(dialog).toBeVisible();
});

test('the reviews panel shows the summary with the average to one decimal', async ({ page, request }) => {
  const reviews = (await (await request.get('/api/listings/12/reviews')).json()) as {
    summary: { average: number; count: number };
  };
  expect(reviews.summary.count).toBeGreaterThan(1);
  await page.goto('/search?listing=12&tab=contact');
  const panel = page.getByTestId('reviews-panel');
  await expect(panel.getByTestId('review-average')).toHaveText(reviews.summary.average.toFixed(1));
  await expect(panel.getByTestId('review-count')).toHaveText(`${reviews.summary.count} reseñas`);
  await expect(panel.getByTestId('review-item').first()).toBeVisible();
  // Long Mexican-Spanish dates, e.g. '3 de marzo de 2026'.
  await expect(panel.locator('time').first()).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
});

test('favourites survive a reload and are kept apart per person', async ({ page, openPage }) => {
  await page.goto('/search?listing=12&tab=contact');
  const heart = page.getByRole('dialog').getByTestId('favorite-button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('Agregado a favoritos')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse((await stored(page, 'favorites'))!)).toEqual(['12']);

  await page.reload();
  await expect(page.getByRole('dialog').getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'true');

  // Signing in moves the guest's hearts into the person's own list (and their account).
  const ana = await signUp(page.request, { name: 'Ana Favoritos' });
  await page.reload();
  const anaHeart = page.getByRole('dialog').getByTestId('favorite-button');
  await expect(anaHeart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => stored(page, `favorites_${ana.id}`)).toBe(JSON.stringify(['12']));
  expect(JSON.parse((await stored(page, 'favorites')) ?? '[]')).toEqual([]);

  await page.goto('/search?listing=6&tab=contact');
  await page.getByRole('dialog').getByTestId('favorite-button').click();
  await expect(page.getByText('Agregado a favoritos')).toBeVisible();
  await expect.poll(async () => JSON.parse((await stored(page, `favorites_${ana.id}`)) ?? '[]')).toEqual(['6', '12']);

  // Someone else signs in on this browser: none of Ana's favourites show.
  await page.context().clearCookies();
  const beto = await signUp(page.request, { name: 'Beto Favoritos' });
  await page.goto('/search?listing=6&tab=contact');
  await expect(page.getByRole('dialog').getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => stored(page, `favorites_${beto.id}`)).toBe('[]');

  // Ana on another device (fresh browser storage) finds her favourites through her account.
  const { page: otherPage } = await openPage({ as: ana });
  await otherPage.goto('/favorites');
  await expect(otherPage.getByTestId('listing-card')).toHaveCount(2);
});

test('a signed-in person writes a review; a second one edits it', async ({ page, request }) => {
  const before = (await (await request.get('/api/listings/15/reviews')).json()) as { summary: { count: number } };
  await signUp(page.request, { name: 'Rosa Reseñas' });
  await page.goto('/search?listing=15&tab=contact');
  const panel = page.getByTestId('reviews-panel');
  await panel.getByRole('button', { name: 'Escribir reseña' }).click();
  const write = panel.getByRole('region', { name: 'Escribe una reseña' });
  await write.getByLabel('Comentario').fill('  corto  ');
  await expect(write.getByRole('button', { name: 'Publicar reseña' })).toBeDisabled();
  await write.getByRole('button', { name: '4 de 5 estrellas' }).click();
  await write.getByLabel('Comentario').fill('Todo funcionó muy bien, gracias.');
  await write.getByRole('button', { name: 'Publicar reseña' }).click();
  await expect(page.getByText('¡Reseña publicada!')).toBeVisible();
  await expect(panel.getByTestId('review-count')).toHaveText(`${before.summary.count + 1} reseñas`);
  await expect(panel.getByText('Rosa Reseñas')).toBeVisible();

  // The second time opens the earlier review, filled in, and says it was updated.
  await panel.getByRole('button', { name: 'Editar mi reseña' }).click();
  const edit = panel.getByRole('region', { name: 'Edita tu reseña' });
  await expect(edit.getByLabel('Comentario')).toHaveValue('Todo funcionó muy bien, gracias.');
  await expect(edit.getByRole('button', { name: '4 de 5 estrellas' })).toHaveAttribute('aria-pressed', 'true');
  await edit.getByLabel('Comentario').fill('Lo volví a rentar: excelente otra vez.');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('¡Reseña actualizada!')).toBeVisible();
  await expect(page.getByText('¡Reseña publicada!')).toHaveCount(0);
  await expect(panel.getByText('Lo volví a rentar: excelente otra vez.')).toBeVisible();
  await expect(panel.getByTestId('review-count')).toHaveText(`${before.summary.count + 1} reseñas`);
});
