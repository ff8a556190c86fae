import { expect, sampleEmail, signIn, test } from './fixtures';

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
  // Anyone with the code sees the load and the route, not who drives it nor the truck's plates.
  await expect(tracking).not.toContainText('Lucía Garza');
  await expect(tracking).not.toContainText('EJ-456-B');
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

test('a carrier registers a shipment: a wrong route is named under it first, then the device token is shown once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page.request, sampleEmail('example2'));
  await page.goto('/hazardous-tracking');
  const form = page.getByRole('region', { name: 'Registrar un envío' });
  await form.getByLabel('Número ONU').fill('1203');
  await expect(form.getByText('Gasolina · Clase 3')).toBeVisible();
  await form.getByLabel('Cantidad').fill('20000');
  await form.getByLabel('Remitente').fill('Terminal Azcapotzalco');
  await form.getByLabel('Destinatario').fill('Estación Querétaro Centro');
  await form.getByLabel('Transportista').fill('Autotanques del Bajío');
  await form.getByLabel('Permiso SICT').fill('SICT-MP-0042');
  await form.getByLabel('Placas del vehículo').fill('45-AK-7P');
  await form.getByLabel('Operador').fill('Luis Hernández');
  const route = form.getByLabel('Ruta planeada (una línea por punto: latitud, longitud)');
  await route.fill('19.4890, -99.1870');
  await form
    .getByLabel('Puntos de control (una línea por punto: nombre; latitud; longitud)')
    .fill('Querétaro; 20.5888; -100.3899');
  await form.getByRole('button', { name: 'Registrar envío' }).click();
  await expect(route).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveText(
    'Escribe al menos dos puntos, uno por línea: latitud, longitud (latitud de -90 a 90, longitud de -180 a 180).',
  );
  await expect(page.getByTestId('device-credentials')).toHaveCount(0);

  await route.fill('19.4890, -99.1870\n20.5888, -100.3899');
  await expect(route).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Registrar envío' }).click();
  const credentials = page.getByTestId('device-credentials');
  await expect(credentials).toContainText(/Envío HZ[0-9A-F]{20} registrado/);
  await expect(credentials).toContainText(/id=vira-[0-9a-f]{12} · token=\S{20,}/);
  const code = /Envío (HZ[0-9A-F]{20})/.exec((await credentials.textContent()) ?? '')![1]!;
  await expect(page.getByRole('link', { name: code })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
