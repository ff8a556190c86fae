import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, signUp, test } from './fixtures';
import { inDays } from './calendar-days';
import { fillDate } from './date-field';

/** Clicks into a field and types, as a person does (the bug was the focus leaving on the click). */
async function typeInto(page: Page, label: string, text: string) {
  const form = page.getByTestId('billing-form');
  await form.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text);
}

test('billing data typed into the booking form, paid in the sandbox: /invoices has the receipt and the tax invoice', async ({
  page,
}) => {
  await signUp(page.request, { name: 'Renata Factura' });
  await page.goto('/search?listing=12&tab=contact');
  const dialog = page.getByTestId('listing-dialog');
  await dialog.getByRole('tab', { name: 'Reservar' }).click();
  await dialog.getByRole('button', { name: 'Reservar y pagar' }).click();
  const full = page.getByTestId('full-booking-dialog');
  await fillDate(full.getByLabel('Fecha de inicio'), inDays(40));
  await fillDate(full.getByLabel('Fecha de fin'), inDays(42));
  await full.getByRole('checkbox', { name: 'Necesito factura' }).click();

  // No billing data yet: the form opens by itself, and every field takes what is typed.
  const form = page.getByTestId('billing-form');
  await expect(form).toBeVisible();
  await typeInto(page, 'RFC', 'xaxx010101000');
  await expect(form.getByLabel('RFC', { exact: true })).toHaveValue('xaxx010101000');
  await form.getByRole('button', { name: 'Guardar' }).click();
  // The spec's messages, never a pattern.
  await expect(form.getByText('Escribe un correo electrónico válido')).toBeVisible();
  await expect(form.getByText('El código postal debe tener 5 dígitos')).toBeVisible();
  await typeInto(page, 'Razón social (opcional)', 'Público en General');
  await typeInto(page, 'Correo electrónico', 'renata@example.com');
  await typeInto(page, 'Dirección', 'Av. Reforma 222');
  await typeInto(page, 'Código postal', '06600');
  await typeInto(page, 'Ciudad', 'Ciudad de México');
  await typeInto(page, 'Estado', 'CDMX');
  // The general public's RFC with an individuals' regime: the SAT would refuse the CFDI, so Vira says so first.
  await form.getByLabel('Régimen fiscal').selectOption('612');
  await form.getByLabel('Uso del CFDI').selectOption('G03');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText(
      'Con el RFC genérico (público en general o extranjero) el régimen fiscal debe ser 616 Sin obligaciones fiscales',
    ),
  ).toBeVisible();
  await form.getByLabel('Régimen fiscal').selectOption('616');
  await form.getByLabel('Uso del CFDI').selectOption('S01');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Información fiscal guardada')).toBeVisible();
  await expect(form).toBeHidden();

  const popupOpened = page.waitForEvent('popup');
  await full.getByRole('button', { name: 'Ir a pagar' }).click();
  const popup = await popupOpened;
  await expect(popup.getByTestId('sandbox-amount')).toContainText('MXN ');
  await popup.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(popup).toHaveURL(/\/payment-success/);

  await page.goto('/invoices');
  const order = page.getByTestId('invoice-order').first();
  await expect(order.getByRole('link', { name: 'Descargar recibo (PDF)' })).toBeVisible();
  // The tax invoice is issued by a job shortly after payment; the page asks again until it is there.
  await expect(order.getByRole('link', { name: 'Descargar factura (PDF)' })).toBeVisible({ timeout: 30_000 });
  await expect(order.getByText(/^Folio fiscal: [0-9A-F-]{36}$/)).toBeVisible();
  // The CFDI itself, beside its printed form.
  const xmlLink = order.getByRole('link', { name: 'Descargar factura (XML CFDI 4.0)' });
  await expect(xmlLink).toBeVisible();
  const xml = await page.request.get((await xmlLink.getAttribute('href'))!);
  expect(xml.headers()['content-type']).toMatch(/^application\/xml/);
  expect(await xml.text()).toMatch(/<cfdi:Comprobante [^>]*Version="4\.0"[\s\S]*<tfd:TimbreFiscalDigital /);

  const downloading = page.waitForEvent('download');
  await order.getByRole('link', { name: 'Descargar recibo (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vira-recibo-[0-9a-f]{8}\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('an owner adds a CLABE on the dashboard; a wrong check digit is refused first', async ({ page }) => {
  await signUp(page.request, { name: 'Renata Factura' });
  await page.goto('/dashboard');
  const card = page.getByTestId('payouts');
  await expect(card.getByText('Agrega una cuenta para recibir tus ganancias de rentas terminadas.')).toBeVisible();
  await card.getByLabel('CLABE (18 dígitos)').fill('032180000118359710');
  await card.getByLabel('Titular de la cuenta').fill('Renata Factura');
  await card.getByRole('button', { name: 'Guardar cuenta' }).click();
  await expect(card.getByText('La CLABE no es válida: revisa los dígitos')).toBeVisible();

  await card.getByLabel('CLABE (18 dígitos)').fill('032180000118359719');
  await card.getByRole('button', { name: 'Guardar cuenta' }).click();
  await expect(card.getByTestId('payout-account')).toContainText('Cuenta CLABE terminación 9719 · Renata Factura');
  await expect(card.getByText('Aún no has recibido pagos.')).toBeVisible();
});
