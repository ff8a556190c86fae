import { expect, test } from '@playwright/test';

test('a person opens the Soporte Vira chat and an admin answers it from /admin in another browser', async ({
  browser,
}) => {
  const personContext = await browser.newContext({ locale: 'es-MX' });
  const person = await personContext.newPage();
  const email = `soporte-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await person.request.post('/api/auth/sign-up/email', {
    data: { name: 'Sofía Soporte', email, password: 'secreto123', callbackURL: '/' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const outbox = (await (await person.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { links: string[] }[];
  };
  const link = new URL(outbox.messages[0]!.links[0]!);
  await person.request.get(link.pathname + link.search, { maxRedirects: 0 });

  await person.setViewportSize({ width: 390, height: 844 });
  await person.goto('/whatsapp-support');
  await person.getByRole('button', { name: 'Abrir chat con Soporte Vira' }).click();
  const thread = person.getByRole('region', { name: 'Conversación con Soporte Vira' });
  const box = thread.getByRole('textbox', { name: 'Escribe un mensaje...' });
  await box.fill('Hola, no encuentro el número de mi pedido');
  await box.press('Enter');
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'no encuentro el número' })).toBeVisible();

  const adminContext = await browser.newContext({ locale: 'es-MX' });
  const admin = await adminContext.newPage();
  const signIn = await admin.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@vira.local', password: 'vira-demo-2026' },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
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
  await personContext.close();
  await adminContext.close();
});
