import { expect, signUp, test } from './fixtures';

test('verify one’s WhatsApp number with a code and send oneself a test message that lands in the outbox', async ({
  page,
}) => {
  const phone = `+5255${String(Date.now()).slice(-8)}`;
  await signUp(page.request, { name: 'Wendy WhatsApp' });

  await page.goto('/whatsapp-test');
  await expect(page.getByTestId('whatsapp-sender')).toContainText('Bandeja de desarrollo');
  await expect(page.getByRole('button', { name: 'Enviarme un mensaje de prueba' })).toBeDisabled();
  // Never an open relay: only admins see a field for another number.
  await expect(page.getByLabel('Otro número (sólo administración)')).toHaveCount(0);

  await page.getByLabel('Número de WhatsApp').fill(phone);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Te enviamos un código por WhatsApp.')).toBeVisible();
  const outbox = async () =>
    (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`)).json()) as {
      messages: { text: string; codes: string[] }[];
    };
  const code = (await outbox()).messages[0]!.codes[0]!;
  await page.getByLabel('Código de 6 dígitos').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByTestId('verified-phone')).toHaveText(`Número verificado: ${phone}`);

  await page.getByRole('button', { name: 'Enviarme un mensaje de prueba' }).click();
  await expect(page.getByText(`Mensaje de prueba enviado a ${phone}.`)).toBeVisible();
  await expect
    .poll(async () => (await outbox()).messages.some((m) => m.text.includes('Mensaje de prueba de Vira')))
    .toBe(true);
});

test('the support page opens WhatsApp with a message that carries the order number', async ({ page }) => {
  await page.goto('/whatsapp-support?order=ORD-1234');
  const link = page.getByTestId('whatsapp-support-link');
  await expect(link).toHaveAttribute('href', /text=Hola%2C\+necesito\+ayuda\+con\+mi\+pedido\+ORD-1234/);
  await expect(page.getByText('Horario de atención')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
});
