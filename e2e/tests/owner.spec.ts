import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Page } from '@playwright/test';
import { expect, publishListing, signUp, test } from './fixtures';
import { fillDate } from './date-field';

// Two tiny PNG pictures (1×1 px, red and blue): real images the API processes with sharp.
const RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const BLUE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'base64',
);

async function publishThroughWizard(page: Page, title: string): Promise<void> {
  await page.goto('/publish?category=sports');
  await expect(page.getByRole('heading', { level: 1, name: 'Publicar un artículo' })).toBeVisible();
  await expect(page.getByLabel('Categoría', { exact: true })).toHaveValue('sports');
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Descripción', { exact: true }).fill('Tabla de surf de 7 pies con funda y quilla.');
  await page.getByLabel('Año del modelo', { exact: true }).fill('2021');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(page).toHaveURL(/step=location/);
  // A reload continues the server-side draft where the person stopped.
  await page.reload();
  await page.getByLabel('Dirección o lugar', { exact: true }).fill('Playa Zicatela, Puerto Escondido, México');
  await page.getByLabel('Ciudad', { exact: true }).fill('Puerto Escondido');
  await page.getByLabel('País', { exact: true }).fill('México');
  await page.getByLabel('Latitud', { exact: true }).fill('15.8563');
  await page.getByLabel('Longitud', { exact: true }).fill('-97.0606');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(page).toHaveURL(/step=pricing/);
  await page.getByLabel('Moneda', { exact: true }).selectOption('MXN');
  await page.getByLabel('Precio por día', { exact: true }).fill('350');
  await page.getByLabel('Depósito', { exact: true }).fill('1500');
  await page.getByLabel('Descuento semanal (7+ días, %)', { exact: true }).fill('95');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByText('Entre 0 y 90 %')).toBeVisible();
  await page.getByLabel('Descuento semanal (7+ días, %)', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(page).toHaveURL(/step=availability/);
  const from = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const until = new Date(Date.now() + 33 * 86_400_000).toISOString().slice(0, 10);
  await fillDate(page.getByLabel('Desde', { exact: true }), from);
  await fillDate(page.getByLabel('Hasta (sin incluir)', { exact: true }), until);
  await page.getByRole('button', { name: 'Bloquear días' }).click();
  // Listed in words, up to the last blocked day (the day typed under "sin incluir" stays free).
  const lastBlocked = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
  const spanishDays = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' });
  await expect(page.getByTestId('blocked-dates')).toContainText(
    spanishDays.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${lastBlocked}T00:00:00Z`)),
  );
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(page).toHaveURL(/step=photos/);
  await page.getByTestId('photo-input').setInputFiles([
    { name: 'roja.png', mimeType: 'image/png', buffer: RED },
    { name: 'azul.png', mimeType: 'image/png', buffer: BLUE },
  ]);
  const photos = page.getByTestId('photo-list').getByRole('listitem');
  await expect(photos).toHaveCount(2);
  const [first, second] = [
    await photos.nth(0).getByRole('img').getAttribute('src'),
    await photos.nth(1).getByRole('img').getAttribute('src'),
  ];
  // Keyboard reorder: the second photo becomes the cover.
  await photos.nth(1).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(photos.nth(0).getByRole('img')).toHaveAttribute('src', second!);
  await expect(photos.nth(1).getByRole('img')).toHaveAttribute('src', first!);
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(page).toHaveURL(/step=preview/);
  const preview = page.getByTestId('publish-preview');
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('10 % de descuento por semana');
  // The listing dialog itself, as search will open it, before anything is public.
  await page.getByRole('button', { name: 'Ver como lo verán quienes rentan' }).click();
  const dialog = page.getByTestId('listing-dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByTestId('listing-location')).toContainText('Puerto Escondido');
  await expect(dialog).toContainText('Aquí quienes rentan eligen fechas, seguro y entrega');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByText('¡Publicado!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a person publishes a listing with two photos through the wizard and finds it by text search', async ({
  page,
}) => {
  await signUp(page.request, { name: 'Persona publica' });
  const title = `Tabla de surf zicatela ${Date.now().toString(36)}`;
  await publishThroughWizard(page, title);

  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(page.getByText(title).first()).toBeVisible();
});

test('a person applies to be a Vira and an admin approves it in a second browser', async ({ page, openPage }) => {
  const { email } = await signUp(page.request, { name: 'Persona vira' });
  await page.goto('/dashboard');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Ser Vira' }).click();
  const dialog = page.getByTestId('vira-dialog');
  await expect(dialog.getByRole('heading', { name: 'Conviértete en Vira' })).toBeVisible();
  await expect(dialog).toContainText('Calificación mínima de 4.5');
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await dialog.getByLabel('Nombre del negocio').fill('Rentas Ensenada');
  // The business step only moves on when its required fields are filled: the missing one is named under it.
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Campos incompletos')).toBeVisible();
  await expect(page.getByText('Por favor completa todos los campos requeridos')).toBeVisible();
  await expect(dialog.getByLabel('Descripción del negocio')).toHaveAccessibleDescription(
    'Describe tu negocio (hasta 2000 caracteres)',
  );
  await expect(dialog).toContainText('Paso 2 de 3');
  await dialog.getByLabel('Descripción del negocio').fill('Buceo y snorkel en Baja California');
  await dialog.getByLabel('Experiencia (opcional)').fill('Cinco años rentando equipo de buceo');
  await dialog.getByLabel('Tengo seguro para mis artículos').check();
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByRole('button', { name: 'Enviar aplicación' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Atrás' }).click();
  await expect(dialog.getByLabel('Descripción del negocio')).toHaveValue('Buceo y snorkel en Baja California');
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await dialog.getByLabel('¿Por qué quieres ser Vira?').fill('Tengo equipo de buceo sin usar');
  await dialog.getByRole('button', { name: 'Enviar aplicación' }).click();
  await expect(page.getByText('¡Aplicación enviada!')).toBeVisible();
  await expect(page.getByText('Revisaremos tu aplicación y te contactaremos pronto')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The admin, in a browser of their own.
  const { page: admin } = await openPage({ account: 'admin' });
  await admin.goto('/');
  await admin.getByTestId('account-menu').click();
  await admin.getByRole('menuitem', { name: 'Administración' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  const application = admin.getByTestId('admin-application').filter({ hasText: email });
  await expect(application).toContainText('Rentas Ensenada');
  // Everything the applicant answered, the experience and the insurance included.
  await expect(application.getByTestId('application-experience')).toHaveText('Cinco años rentando equipo de buceo');
  await expect(application.getByTestId('application-insurance')).toHaveText('Tiene seguro para sus artículos');
  await application.getByRole('button', { name: 'Aprobar' }).click();
  await application.getByRole('button', { name: 'Confirmar: Aprobar' }).click();
  await expect(application).toContainText('Aprobada');
  await expect(admin.getByTestId('admin-audit-row').first()).toContainText('Aprobó aplicación Vira');

  const roles = (await (await page.request.get('/api/account/roles')).json()) as { isVira: boolean };
  expect(roles.isVira).toBe(true);
});

test('at 390 px in Arabic the become-a-Vira wizard reads right to left, fits the screen and still names a missing field', async ({
  page,
}) => {
  await signUp(page.request, { name: 'Persona vira-ar' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await page.evaluate(() => localStorage.setItem('vira.language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // On a phone the wizard opens from the menu sheet.
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await page.getByRole('dialog', { name: 'القائمة' }).getByRole('link', { name: 'كن Vira' }).click();
  const dialog = page.getByTestId('vira-dialog');
  await expect(dialog.getByRole('heading', { name: 'كن Vira' })).toBeVisible();
  await expect(dialog).toContainText('تقييم لا يقل عن 4.5');
  await expect(dialog).toContainText('الخطوة 1 من 3');

  const fitsTheScreen = async () => {
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  };
  await fitsTheScreen();
  await dialog.getByRole('button', { name: 'التالي' }).click();
  await dialog.getByLabel('اسم النشاط التجاري').fill('تأجير المعدات');
  await dialog.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByText('حقول غير مكتملة')).toBeVisible();
  await expect(dialog.getByLabel('وصف النشاط التجاري')).toHaveAccessibleDescription(/صف نشاطك التجاري/);
  await expect(dialog).toContainText('الخطوة 2 من 3');
  // Right to left: the field's label starts at the dialog's right edge.
  const [fromLeft, fromRight] = await dialog.getByText('اسم النشاط التجاري', { exact: true }).evaluate((label) => {
    // The label is a block as wide as the form: measure where its words are.
    const range = document.createRange();
    range.selectNodeContents(label);
    const words = range.getBoundingClientRect();
    const box = label.getBoundingClientRect();
    return [words.left - box.left, box.right - words.right];
  });
  expect(fromRight).toBeLessThan(fromLeft);
  await fitsTheScreen();
  await dialog.getByLabel('وصف النشاط التجاري').fill('معدات غوص للإيجار');
  await dialog.getByRole('button', { name: 'التالي' }).click();
  await dialog.getByLabel('لماذا تريد أن تكون Vira؟').fill('لدي معدات لا أستخدمها');
  await fitsTheScreen();
  await dialog.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(page.getByText('تم إرسال الطلب!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('an admin hides a listing with a reason and it disappears from search at once', async ({ page, openPage }) => {
  await signUp(page.request, { name: 'Persona oculta' });
  const title = `Remo plegable xochi ${Date.now().toString(36)}`;
  await publishThroughWizard(page, title);
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(page.getByText(title).first()).toBeVisible();

  const { page: admin } = await openPage({ account: 'admin' });
  await admin.goto('/admin');
  await admin.getByLabel('Buscar por título o número', { exact: true }).fill(title);
  const row = admin.getByTestId('admin-listing').filter({ hasText: title });
  await row.getByRole('button', { name: 'Ocultar' }).click();
  await row.getByPlaceholder('Motivo').fill('Fotos que no corresponden');
  await row.getByRole('button', { name: 'Confirmar: Ocultar' }).click();
  await expect(row).toContainText('oculta: Fotos que no corresponden');

  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(page.getByText(title)).toHaveCount(0);
});

test('the admin page is the not-found page for everyone else', async ({ page }) => {
  await signUp(page.request, { name: 'Persona curiosa' });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByTestId('admin-applications')).toHaveCount(0);
  expect((await page.request.get('/api/admin/overview')).status()).toBe(404);
});

test('a second person books the listing, the owner accepts from /requests and the dashboard figures match the booking', async ({
  page,
  openPage,
}) => {
  // The owner publishes a request-only listing (the wizard itself is covered above).
  await signUp(page.request, { name: 'Persona duena' });
  const title = `Carpa familiar tulum ${Date.now().toString(36)}`;
  const draft = await publishListing(page.request, {
    title,
    description: 'Carpa para seis personas',
    category: 'sports',
    condition: 'good',
    location: 'Tulum, Quintana Roo, México',
    city: 'Tulum',
    country: 'México',
    postalCode: '77780',
    latitude: 20.21,
    longitude: -87.46,
    currency: 'MXN',
    pricePerDay: 40_000,
    deposit: 0,
    instantBooking: false,
    weeklyDiscountPct: 0,
  });

  // A renter, in a browser of their own, asks for three days and later pays.
  const { page: renter } = await openPage({ name: 'Persona rentera' });
  const start = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
  const requested = await renter.request.post('/api/booking-requests', {
    data: { listingId: draft.id, startDate: start, endDate: end, startHour: '10:00', endHour: '10:00' },
  });
  expect(requested.ok(), await requested.text()).toBe(true);
  const booking = (await requested.json()) as { id: string };

  // The owner sees the waiting request in the account menu and accepts it on /requests.
  await page.goto('/dashboard');
  await expect(page.getByTestId('requests-badge')).toHaveText('1');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: /Solicitudes/ }).click();
  const card = page.getByTestId('requests-owner').getByTestId('request-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Solicitud aceptada')).toBeVisible();

  const pay = await renter.request.post(`/api/bookings/${booking.id}/pay`, { data: { paymentMethod: 'credit_card' } });
  expect(pay.ok(), await pay.text()).toBe(true);
  await renter.goto(((await pay.json()) as { url: string }).url);
  await renter.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(renter).toHaveURL(/\/payment-success/);

  // Three days at MXN 400.00: MXN 1,200.00 gross, MXN 360.00 commission, MXN 840.00 for the owner, pending until it ends.
  await page.goto('/dashboard');
  const row = page.getByTestId('earnings-listings').getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('MXN 1,200.00');
  await expect(row).toContainText('MXN 360.00');
  await expect(row).toContainText('MXN 840.00');
  const mine = page.getByTestId('my-listing').filter({ hasText: title });
  await expect(mine).toContainText('Publicada');
  // Dates in words, as the rest of the app writes them, never as ISO dates.
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const spanish = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' });
  await expect(mine).toContainText(`Próxima reserva: ${spanish.formatRange(day(start), day(end))}`);
  await expect(page.getByTestId('earnings')).toContainText(`${spanish.format(day(start))} · Entrega · ${title}`);
  await expect(page.getByTestId('earnings')).not.toContainText(start);
});

test('an owner imports another platform’s calendar by address; it is kept in sync until they stop it', async ({
  page,
}) => {
  // A local stand-in for the other platform (nothing leaves the machine).
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
  const feed = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/calendar' });
    res.end(
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Otra//ES\r\nBEGIN:VEVENT\r\nUID:a@otra\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${day(20)}\r\nDTEND;VALUE=DATE:${day(23)}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    );
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/otra.ics`;
  try {
    await signUp(page.request, { name: 'Persona sync' });
    const draft = (await (await page.request.post('/api/listings', { data: { category: 'sports' } })).json()) as {
      id: number;
    };
    await page.goto(`/publish?draft=${draft.id}&step=availability`);
    const sync = page.getByTestId('calendar-sync');
    await sync.getByLabel('Importar el calendario de otra plataforma (dirección .ics)').fill(feedUrl);
    await sync.getByRole('button', { name: 'Importar' }).click();
    await expect(page.getByText('1 periodo bloqueado (0 ya reservados aquí)')).toBeVisible();
    const kept = sync.getByTestId('calendar-feed');
    await expect(kept).toContainText(`Se vuelve a leer cada 6 horas desde ${feedUrl}.`);
    await expect(kept).toContainText('Última lectura:');
    await kept.getByRole('button', { name: 'Dejar de sincronizar' }).click();
    await expect(page.getByText('Ya no se vuelve a leer. Los días bloqueados siguen bloqueados.')).toBeVisible();
    await expect(sync.getByTestId('calendar-feed')).toHaveCount(0);
  } finally {
    feed.close();
  }
});
