import { expect, test } from '@playwright/test';

/** The sample device's known token (apps/api/src/db/seed/sample-shipments.ts). */
const DEVICE = { id: 'ejemplo-hzdemo02', token: 'ejemplo-hzdemo02' };

test('a sample hazardous shipment is followed live; leaving the corridor shows the incident banner', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hazardous-tracking');
  await page.getByLabel('Código de rastreo').fill('hzdemo02');
  await page.getByRole('button', { name: 'Rastrear' }).click();
  await expect(page).toHaveURL(/\/hazardous-tracking\/HZDEMO02$/);
  const tracking = page.getByTestId('shipment-tracking');
  await expect(tracking.getByRole('heading', { name: 'Envío HZDEMO02' })).toBeVisible();
  await expect(tracking).toContainText('UN 1202 · Combustible diésel o aceite de calefacción ligero · Clase 3');
  await expect(page.getByTestId('placard')).toContainText('1202');
  await expect(page.getByTestId('erg-card')).toContainText('Respuesta a emergencias: guía GRE 128');
  await expect(page.getByTestId('incident-banner')).toHaveCount(0);

  const now = Math.floor(Date.now() / 1000);
  const post = (lat: number, lon: number, timestamp: number) =>
    page.request.get(
      `/api/hazmat/osmand?id=${DEVICE.id}&token=${DEVICE.token}&lat=${lat}&lon=${lon}&timestamp=${timestamp}&speed=35`,
    );
  // At the refinery, on the route: in transit, no incident, updated without reloading.
  expect((await post(25.5833, -99.9833, now - 120)).status()).toBe(200);
  await expect(tracking.getByText('En tránsito')).toBeVisible();
  await expect(page.getByTestId('shipment-eta')).not.toContainText('—');
  await expect(page.getByTestId('incident-banner')).toHaveCount(0);
  // Eight kilometres north of the corridor.
  expect((await post(25.71, -100.1, now - 60)).status()).toBe(200);
  const banner = page.getByTestId('incident-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Desvío de ruta: el vehículo está a');
  // A device with the wrong token is refused.
  expect(
    (
      await page.request.get(`/api/hazmat/osmand?id=${DEVICE.id}&token=otro&lat=25.7&lon=-100.1&timestamp=${now}`)
    ).status(),
  ).toBe(401);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
