import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { inDays } from './calendar-days';
import { fillDate } from './date-field';

/** A photo of a document or a face, made here: what a phone's camera app hands the file input. */
async function photo(width: number, height: number, label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#dfe8f1"/><rect x="6%" y="12%" width="28%" height="58%" fill="#8a9bb0"/>
    <text x="40%" y="30%" font-size="${Math.round(height / 14)}" fill="#1d2a3a">${label}</text>
    <circle cx="72%" cy="66%" r="${Math.round(height / 6)}" fill="#c49a7a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a person verifies with photos taken by file input at 390 px; an admin refuses, then approves, and the badge shows', async ({
  openPage,
}) => {
  const { page, person } = await openPage({ name: 'Gloria Hernández García', viewport: { width: 390, height: 844 } });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Verificar identidad' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByTestId('verification-status')).toHaveText('Sin verificar');
  // The consent notice comes before any capture: what is kept, why, for how long.
  await expect(page.getByText(/se borran 30 días después de la decisión/)).toBeVisible();

  await fillDate(page.getByLabel('Fecha de vencimiento'), inDays(900));
  await page.getByLabel('CURP (opcional)').fill('HEGG560427MVZRRL05');
  await expect(page.getByText('El dígito verificador de la CURP no coincide: revisa los 18 caracteres.')).toBeVisible();
  await page.getByLabel('CURP (opcional)').fill('HEGG560427MVZRRL04');
  await expect(page.getByText('✓ CURP válida')).toBeVisible();
  await fillDate(page.getByLabel('Fecha de nacimiento (opcional)'), '1956-04-27');

  // Sending without consent or photos names what is missing; nothing goes out.
  await page.getByRole('button', { name: 'Enviar verificación' }).click();
  await expect(page.getByText(/Falta: Frente del documento, Reverso del documento, Selfie/)).toBeVisible();

  const front = await photo(1000, 630, 'INE FRENTE');
  for (const [part, bytes] of [
    ['Frente del documento', front],
    ['Reverso del documento', await photo(1000, 630, 'INE REVERSO')],
    ['Selfie', await photo(640, 800, 'SELFIE')],
  ] as const) {
    await page
      .getByLabel(`Subir o tomar foto: ${part}`)
      .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: bytes });
    await expect(page.getByRole('img', { name: `Vista previa: ${part}` })).toBeVisible();
  }
  // The file input asks the phone for its camera: the back one for the document, the front one for the selfie.
  await expect(page.getByLabel('Subir o tomar foto: Selfie')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cambiar foto' }).first().click();
  await expect(page.getByLabel('Subir o tomar foto: Frente del documento')).toHaveAttribute('capture', 'environment');
  await page
    .getByLabel('Subir o tomar foto: Frente del documento')
    .setInputFiles({ name: 'f.jpg', mimeType: 'image/jpeg', buffer: front });
  await noSidewaysScroll(page);

  await page.getByLabel('Leí el aviso y acepto que se verifique mi identidad').check();
  await page.getByRole('button', { name: 'Enviar verificación' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText('En revisión');
  const held = page.getByTestId('verification-held');
  await expect(held).toContainText('••••••••••••••RL04');
  await expect(held).toContainText('Fotos guardadas (cifradas): Frente del documento, Reverso del documento, Selfie');
  // The person never gets their pictures back from the server: no image of them is on their page.
  await expect(page.locator('img[src*="/api/admin/verifications/"]')).toHaveCount(0);

  // The admin, in another browser: checks first, then document and selfie side by side.
  const { page: admin } = await openPage({ account: 'admin' });
  await admin.goto('/admin');
  const item = admin.getByTestId('verification-review-item').filter({ hasText: 'Gloria Hernández García' });
  await expect(item.getByText('Dígito verificador de la CURP: Cumple')).toBeVisible();
  await expect(item.getByText('El nombre del perfil coincide con la CURP: Cumple')).toBeVisible();
  await expect(item.getByText('La fecha de nacimiento coincide con la CURP: Cumple')).toBeVisible();
  for (const part of ['Frente del documento', 'Reverso del documento', 'Selfie']) {
    const img = item.getByRole('img', { name: `${part} de Gloria Hernández García` });
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
  await item.getByLabel('Motivo (obligatorio para rechazar)').fill('El reverso tiene un reflejo que tapa los datos');
  await item.getByRole('button', { name: 'Rechazar' }).click();
  await expect(item.getByText('Rechazada')).toBeVisible();

  // The person hears it live, with the reason and how to try again.
  await expect(page.getByTestId('verification-status')).toHaveText('No verificada', { timeout: 15_000 });
  await expect(page.getByText(/El reverso tiene un reflejo que tapa los datos/).first()).toBeVisible();
  await expect(page.getByText(/Inténtalo de nuevo con fotos nítidas/)).toBeVisible();

  // Tried again; approved: the verified-identity badge on the public profile, apart from "Verificado".
  await fillDate(page.getByLabel('Fecha de vencimiento'), inDays(900));
  for (const [part, bytes] of [
    ['Frente del documento', front],
    ['Reverso del documento', await photo(1000, 630, 'INE REVERSO 2')],
    ['Selfie', await photo(640, 800, 'SELFIE 2')],
  ] as const) {
    await page
      .getByLabel(`Subir o tomar foto: ${part}`)
      .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: bytes });
  }
  await page.getByLabel('Leí el aviso y acepto que se verifique mi identidad').check();
  await page.getByRole('button', { name: 'Enviar verificación' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText('En revisión');
  await admin.reload();
  const second = admin
    .getByTestId('verification-review-item')
    .filter({ hasText: 'En revisión' })
    .filter({ hasText: 'Gloria' });
  await second.getByRole('button', { name: 'Verificar identidad' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText('Identidad verificada', { timeout: 15_000 });

  const { page: visitor } = await openPage({ guest: true, viewport: { width: 390, height: 844 } });
  await visitor.goto(`/profile/${person.id}`);
  await expect(visitor.getByTestId('identity-badge')).toHaveText('Identidad verificada');
});

test('in Arabic at 390 px the screen reads right to left, says why a CURP is wrong, and nothing overflows', async ({
  openPage,
}) => {
  const { page } = await openPage({ name: 'Amal Haddad', language: 'ar', viewport: { width: 390, height: 844 } });
  await page.goto('/verification');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('وثّق هويتك');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('CURP (اختياري)').fill('HEGG560427MVZRRL05');
  await expect(page.getByText('رقم التحقق في CURP غير مطابق: راجع الأحرف الثمانية عشر.')).toBeVisible();
  await page.getByLabel('رفع صورة أو التقاطها: الصورة الذاتية').setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(640, 800, 'SELFIE'),
  });
  await expect(page.getByRole('img', { name: 'معاينة: الصورة الذاتية' })).toBeVisible();
  await noSidewaysScroll(page);
});

test('an owner rents a listing only to verified people: the dialog says so, and the API refuses an unverified renter', async ({
  ownerWithListing: { page: owner, listing },
  openPage,
}) => {
  await owner.goto('/dashboard');
  const first = owner.getByTestId('my-listing').filter({ hasText: listing.title });
  const id = listing.id;
  const rule = first.getByRole('checkbox', { name: /^Solo personas con identidad verificada/ });
  // The box shows what the server keeps: checked once the save is back.
  await rule.click();
  await expect(owner.getByText('Guardado: quién puede rentarlo')).toBeVisible();
  await expect(rule).toBeChecked();

  const renter = await openPage({ name: 'Rita Rentera', viewport: { width: 390, height: 844 } });
  await renter.page.goto(`/?listing=${id}&tab=reserve`);
  await expect(renter.page.getByTestId('verified-renters-only')).toContainText(
    'Quien publica esto solo renta a personas con identidad verificada.',
  );
  const refused = await renter.page.request.post('/api/cart/items', {
    data: { listingId: id, startDate: inDays(20), endDate: inDays(22) },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
    /solo renta a personas con identidad verificada/,
  );
  await renter.page.getByRole('link', { name: 'Verificar mi identidad' }).click();
  await expect(renter.page).toHaveURL(/\/verification$/);
});

test('checkout says before payment that a line needs a verified identity, and keeps the pay button off', async ({
  ownerWithListing: { page: owner, listing },
  openPage,
}) => {
  const id = listing.id;
  const renter = await openPage({ name: 'Celia Carrito', viewport: { width: 390, height: 844 } });
  const added = await renter.page.request.post('/api/cart/items', {
    data: { listingId: id, startDate: inDays(30), endDate: inDays(32) },
  });
  expect(added.status()).toBe(200);
  // The owner switches the rule on after the line is in the cart.
  const on = await owner.request.put(`/api/listings/${id}/verified-renters`, { data: { required: true } });
  expect(on.ok()).toBe(true);
  await renter.page.goto('/checkout');
  const notice = renter.page.getByTestId('checkout-verification-needed');
  await expect(notice).toContainText('Verifica tu identidad antes de pagar');
  await renter.page.getByRole('checkbox', { name: /Acepto/ }).check();
  const pay = renter.page.getByRole('button', { name: 'Confirmar y pagar' });
  await expect(pay).toBeDisabled();
  await expect(renter.page.getByText('Podrás pagar cuando tu identidad esté verificada.')).toBeVisible();
  await notice.getByRole('link', { name: 'Verificar mi identidad' }).click();
  await expect(renter.page).toHaveURL(/\/verification$/);
});
