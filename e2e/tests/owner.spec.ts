import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Two tiny PNG pictures (1×1 px, red and blue): real images the API processes with sharp.
const RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const BLUE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'base64',
);

async function signUp(request: APIRequestContext, label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name: `Persona ${label}`, email, password: 'secreto123', callbackURL: '/' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { links: string[] }[];
  };
  const link = new URL(outbox.messages[0]!.links[0]!);
  await request.get(link.pathname + link.search, { maxRedirects: 0 });
  return email;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
}

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
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByText('¡Publicado!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a person publishes a listing with two photos through the wizard and finds it by text search', async ({
  page,
}) => {
  await signUp(page.request, 'publica');
  const title = `Tabla de surf zicatela ${Date.now().toString(36)}`;
  await publishThroughWizard(page, title);

  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(page.getByText(title).first()).toBeVisible();
});
