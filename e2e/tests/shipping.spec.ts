import { s10 } from '@vira/domain/upu-s10';
import { createHmac } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The browser tests' server runs with the outbox and the dev default carrier secret (never set in production).
const CARRIER_SECRET = 'vira-carrier-webhook-secret-dev-only';

async function postCarrierEvents(page: Page, events: Record<string, unknown>[]) {
  const body = JSON.stringify({ events });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', CARRIER_SECRET).update(`${t}.${body}`).digest('hex');
  const res = await page.request.post('/api/shipping/webhooks/correos-de-mexico', {
    headers: { 'Content-Type': 'application/json', 'Vira-Carrier-Signature': `t=${t},v1=${v1}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { accepted: number; duplicates: number };
}

test('an owner ships a paid rental abroad, the carrier posts events, anyone follows the timeline', async ({
  paidRental: {
    renter: { page: renter },
    owner: { page: owner },
    listing: { title },
  },
  openPage,
}) => {
  // A UPU S10 number with its check digit (the form refuses a wrong one).
  const code = s10('EE', Number(String(Date.now()).slice(-8)), 'MX');

  await owner.goto('/international-shipping');
  await expect(owner.getByRole('heading', { name: 'Envíos internacionales', level: 1 })).toBeVisible();
  const booking = owner.getByLabel('Reserva');
  const value = await booking.locator('option', { hasText: title }).first().getAttribute('value');
  await booking.selectOption(value!);
  await owner.getByLabel('Paquetería').fill('Correos de México');
  await owner.getByLabel('Número de guía', { exact: true }).last().fill(code);
  await owner.getByLabel('Incoterm (2020)').selectOption('DAP');
  await owner.getByLabel('País de origen', { exact: true }).selectOption('MX');
  await owner.getByLabel('País de destino').selectOption('US');
  await owner.getByLabel('Peso bruto (kg)').fill('3.5');
  // Rented goods come back: the form says how to declare them.
  await expect(owner.getByRole('note')).toContainText('Importación temporal');
  await owner.getByLabel('Descripción').fill('Equipo rentado');
  await owner.getByLabel('Peso neto (g)').fill('2500');
  await owner.getByLabel(/^Valor \(/).fill('1500');
  await owner.getByLabel('País de origen del artículo').selectOption('JP');
  await owner.getByLabel('Código SA (Sistema Armonizado)').fill('drills');
  await owner.getByRole('list', { name: 'Códigos SA encontrados' }).getByRole('button').first().click();
  await expect(owner.getByLabel('Código SA (Sistema Armonizado)')).toHaveValue(/^\d{6}$/);
  await owner.getByRole('button', { name: 'Registrar envío' }).click();
  await expect(owner.getByText(`Envío ${code} registrado.`)).toBeVisible();
  const mine = owner.getByTestId('my-shipments');
  await expect(mine.getByRole('link', { name: code })).toBeVisible();
  await expect(mine).toContainText('Pendiente');

  // The owner corrects the carrier; the booking and leg stay.
  await mine.getByRole('button', { name: 'Editar' }).click();
  await expect(owner.getByRole('heading', { name: `Editar el envío ${code}` })).toBeVisible();
  await expect(owner.getByLabel('Peso bruto (kg)')).toHaveValue('3.5');
  await owner.getByLabel('Paquetería').fill('DHL Express');
  await owner.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(owner.getByText(`Envío ${code} actualizado.`)).toBeVisible();
  await expect(mine).toContainText('DHL Express');

  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const first = await postCarrierEvents(owner, [
    {
      eventId: 'ev-1',
      trackingCode: code,
      upuCode: 'EMA',
      occurredAt: at(90),
      location: 'Ciudad de México',
      countryCode: 'MX',
    },
    { eventId: 'ev-2', trackingCode: code, upuCode: 'EME', occurredAt: at(60), location: 'Laredo', countryCode: 'US' },
  ]);
  expect(first).toMatchObject({ accepted: 2, duplicates: 0 });
  // A carrier retrying the same delivery changes nothing.
  expect(
    await postCarrierEvents(owner, [{ eventId: 'ev-2', trackingCode: code, upuCode: 'EME', occurredAt: at(60) }]),
  ).toMatchObject({
    accepted: 0,
    duplicates: 1,
  });
  await postCarrierEvents(owner, [
    {
      eventId: 'ev-3',
      trackingCode: code,
      upuCode: 'EMI',
      occurredAt: at(5),
      location: 'San Antonio',
      countryCode: 'US',
    },
  ]);

  // The public page: no sign-in, status and timeline in the reader's language, countries by name.
  const { page: guest } = await openPage({ guest: true });
  await guest.goto(`/international-shipping/${code}`);
  const tracking = guest.getByTestId('shipping-tracking');
  await expect(tracking.getByRole('heading', { level: 1 })).toHaveText('Entregado');
  await expect(tracking).toContainText('México → Estados Unidos');
  const timeline = guest.getByTestId('shipping-timeline').getByRole('listitem');
  await expect(timeline).toHaveCount(3);
  await expect(timeline.nth(0)).toContainText('Entregado');
  await expect(timeline.nth(1)).toContainText('Retenido en aduana');
  await expect(timeline.nth(1)).toContainText('Laredo, Estados Unidos');
  await expect(timeline.nth(2)).toContainText('Admitido por la paquetería');
  await expect(tracking).not.toContainText('Rita');
  await expect(tracking).not.toContainText(title);

  // The renter was told, and the order page leads to the shipment.
  await renter.goto('/');
  const notices = (await (await renter.request.get('/api/notifications')).json()) as {
    notifications: { type: string; title: string; data: { order_id?: string } }[];
  };
  const shipping = notices.notifications.filter((n) => n.type === 'shipping');
  expect(shipping.map((n) => n.title)).toContain(`Entregado: ${code}`);
  await renter.goto(`/order-tracking/${shipping[0]!.data.order_id}`);
  await renter.getByRole('link', { name: new RegExp(code) }).click();
  await expect(renter).toHaveURL(new RegExp(`/international-shipping/${code}$`));

  // 390 px wide, in Arabic (right to left): no sideways scrolling, statuses and countries translated.
  await guest.setViewportSize({ width: 390, height: 800 });
  await guest.evaluate(() => localStorage.setItem('vira.language', 'ar'));
  await guest.reload();
  await expect(guest.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(guest.getByTestId('shipping-tracking').getByRole('heading', { level: 1 })).toHaveText('تم التسليم');
  await expect(guest.getByTestId('shipping-timeline')).toContainText('محتجز لدى الجمارك');
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a sample shipment is public and marked as sample', async ({ page }) => {
  await page.goto('/international-shipping');
  await page.getByRole('link', { name: 'RR200000006ES' }).click();
  const tracking = page.getByTestId('shipping-tracking');
  await expect(tracking.getByRole('heading', { level: 1 })).toHaveText('En tránsito');
  await expect(tracking).toContainText('Datos de ejemplo');
  await expect(tracking).toContainText('España → México');
  await expect(page.getByTestId('shipping-timeline').getByRole('listitem').first()).toContainText('Retenido en aduana');
});
