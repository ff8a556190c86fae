import { expect, test, type Browser, type Page } from '@playwright/test';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function newProvider(browser: Browser): Promise<{ page: Page; id: string }> {
  const page = await (await browser.newContext({ locale: 'es-MX' })).newPage();
  const email = `cred-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Paula Paramédica', email, password: 'secreto123', callbackURL: '/' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { links: string[] }[];
  };
  const link = new URL(outbox.messages[0]!.links[0]!);
  await page.request.get(link.pathname + link.search, { maxRedirects: 0 });
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  return { page, id: session.user.id };
}

test('a provider uploads a credential, an admin verifies it, the public profile shows it masked', async ({
  browser,
}) => {
  const provider = await newProvider(browser);
  await provider.page.goto('/profile');
  const panel = provider.page.getByTestId('my-credentials');
  await panel.getByLabel('Tipo').selectOption('cedula_profesional');
  await panel.getByLabel('Número').fill('87654321');
  await panel.getByLabel('Emitida por').fill('SEP — Dirección General de Profesiones');
  await panel.getByRole('button', { name: 'Agregar credencial' }).click();
  await expect(provider.page.getByText('Adjunta la foto o el PDF del documento')).toBeVisible();
  await panel.getByLabel('Foto o PDF del documento').setInputFiles({
    name: 'cedula.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await panel.getByRole('button', { name: 'Agregar credencial' }).click();
  await expect(panel.getByText('En revisión')).toBeVisible();

  // Not public until verified.
  const visitor = await (await browser.newContext({ locale: 'es-MX' })).newPage();
  await visitor.goto(`/profile/${provider.id}`);
  await expect(visitor.getByRole('heading', { name: 'Paula Paramédica' })).toBeVisible();
  await expect(visitor.getByTestId('public-credentials')).toHaveCount(0);

  const admin = await (await browser.newContext({ locale: 'es-MX' })).newPage();
  const signIn = await admin.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@vira.local', password: 'vira-demo-2026' },
  });
  expect(signIn.ok()).toBe(true);
  await admin.goto('/admin');
  const review = admin.getByTestId('credentials-review');
  const item = review.getByRole('listitem').filter({ hasText: '87654321' });
  await item.getByRole('button', { name: 'Verificar' }).click();
  await expect(item.getByText('Verificada')).toBeVisible();

  await visitor.reload();
  const shown = visitor.getByTestId('public-credentials');
  await expect(shown).toContainText('Cédula profesional');
  await expect(shown).toContainText('•••••321');
  await expect(shown).not.toContainText('87654321');
});
