import { expect, test } from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

test('a provider uploads a credential, an admin verifies it, the public profile shows it masked', async ({
  openPage,
}) => {
  const { page, person } = await openPage({ name: 'Paula Paramédica' });
  const provider = { page, id: person.id };
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
  const { page: visitor } = await openPage({ guest: true });
  await visitor.goto(`/profile/${provider.id}`);
  await expect(visitor.getByRole('heading', { name: 'Paula Paramédica' })).toBeVisible();
  await expect(visitor.getByTestId('public-credentials')).toHaveCount(0);

  const { page: admin } = await openPage({ account: 'admin' });
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
