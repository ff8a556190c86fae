import { expect, test } from './fixtures';

test.use({ personName: 'Sofía Soporte' });

test('a person opens the Soporte Vira chat and an admin answers it from /admin in another browser', async ({
  page: person,
  person: _signedIn,
  openPage,
}) => {
  await person.setViewportSize({ width: 390, height: 844 });
  await person.goto('/whatsapp-support');
  await person.getByRole('button', { name: 'Abrir chat con Soporte Vira' }).click();
  const thread = person.getByRole('region', { name: 'Conversación con Soporte Vira' });
  const box = thread.getByRole('textbox', { name: 'Escribe un mensaje...' });
  await box.fill('Hola, no encuentro el número de mi pedido');
  await box.press('Enter');
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'no encuentro el número' })).toBeVisible();

  const { page: admin } = await openPage({ account: 'admin' });
  await admin.goto('/admin');
  const inbox = admin.getByTestId('support-inbox');
  await inbox.getByRole('button', { name: /Sofía Soporte/ }).click();
  await expect(inbox.getByTestId('support-message').filter({ hasText: 'no encuentro el número' })).toBeVisible();
  const reply = inbox.getByRole('textbox', { name: 'Escribe un mensaje...' });
  await reply.fill('Lo encuentras en Mis pedidos; ya te lo enviamos por correo.');
  await reply.press('Enter');
  await expect(inbox.getByTestId('support-message').filter({ hasText: 'ya te lo enviamos' })).toContainText(
    'Soporte Vira',
  );

  // The answer arrives live in the person's open thread.
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'ya te lo enviamos por correo' })).toBeVisible();
  expect(await person.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
