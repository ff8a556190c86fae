import { expect, test } from './fixtures';
import { fillDate } from './date-field';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** The first Tuesday at least 10 days ahead: inside the wizard's default weekly hours (Monday to Friday, 9-18). */
function aTuesday(): string {
  const d = new Date();
  d.setDate(d.getDate() + 10);
  while (d.getDay() !== 2) d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('publish a medical service with a credential, verify it as admin, book two hours of it, pay in the sandbox', async ({
  openPage,
}) => {
  const provider = (await openPage({ name: 'Paula Psicóloga', currency: 'MXN' })).page;
  const title = `Terapia psicológica ${Date.now()}`;

  // The credential first, on the profile.
  await provider.goto('/profile');
  const panel = provider.getByTestId('my-credentials');
  await panel.getByLabel('Tipo').selectOption('cedula_profesional');
  await panel.getByLabel('Número').fill('11223344');
  await panel.getByLabel('Emitida por').fill('SEP — Dirección General de Profesiones');
  await panel
    .getByLabel('Foto o PDF del documento')
    .setInputFiles({ name: 'cedula.pdf', mimeType: 'application/pdf', buffer: PDF });
  await panel.getByRole('button', { name: 'Agregar credencial' }).click();
  await expect(panel.getByText('En revisión')).toBeVisible();

  // The same wizard as items: a service category starts a service, and its steps adapt.
  await provider.goto('/publish?category=psychologist');
  await expect(provider.getByRole('radio', { name: 'Un servicio (por horas o días)' })).toBeChecked();
  // A person's service has no condition or model year.
  await expect(provider.getByLabel('Estado')).toHaveCount(0);
  await expect(provider.getByLabel('Año del modelo')).toHaveCount(0);
  await provider.getByLabel('Título').fill(title);
  await provider.getByLabel('Descripción').fill('Terapia cognitivo-conductual para ansiedad, a domicilio.');
  await provider.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(provider).toHaveURL(/step=location/);
  const draftId = new URL(provider.url()).searchParams.get('draft')!;
  // The place and the photo through the API (their own steps are covered by the owner tests).
  const placed = await provider.request.patch(`/api/listings/${draftId}`, {
    data: {
      location: 'Coyoacán, Ciudad de México, México',
      city: 'Ciudad de México',
      country: 'México',
      postalCode: '04000',
      latitude: 19.35,
      longitude: -99.16,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const photo = await provider.request.post(`/api/listings/${draftId}/photos`, {
    multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(photo.ok(), await photo.text()).toBe(true);

  await provider.goto(`/publish?draft=${draftId}&step=pricing`);
  const step = provider.getByTestId('service-step');
  await expect(step.getByLabel('Depósito')).toHaveCount(0);
  await step.getByLabel('Precio por hora').fill('450');
  await step.getByLabel('Mínimo de horas por reserva').fill('2');
  await step.getByLabel('Radio de servicio (km)').fill('20');
  // Booked and paid at once, without the provider accepting each request.
  await step.getByLabel('Reserva instantánea').check();
  await expect(step.getByRole('link', { name: 'Agregar credenciales' })).toBeVisible();
  const saved = provider.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes(`/api/listings/${draftId}`),
  );
  await step.getByRole('button', { name: 'Guardar y continuar' }).click();
  expect((await saved).status(), await (await saved).text()).toBe(200);
  await expect(provider).toHaveURL(/step=availability/);

  // Not live without a verified cédula.
  await provider.goto(`/publish?draft=${draftId}&step=preview`);
  // The preview speaks of hours, the area, the weekly hours and the credential; not of a deposit or delivery.
  const preview = provider.getByTestId('publish-preview');
  await expect(preview).toContainText('$450.00 / hora');
  await expect(preview).toContainText('Mínimo de horas por reserva: 2');
  await expect(preview).toContainText('Atiende hasta 20 km de Ciudad de México');
  await expect(preview.getByTestId('preview-weekly-hours')).toContainText('Lunes09:00–18:00');
  await expect(preview.getByTestId('preview-weekly-hours')).toContainText('DomingoDescanso');
  await expect(preview.getByTestId('preview-credentials')).toContainText('Cédula profesional — En revisión');
  await expect(preview).not.toContainText('Depósito');
  await expect(preview).not.toContainText('/ día');
  await provider.getByRole('button', { name: 'Publicar' }).click();
  await expect(provider.getByText(/Los servicios médicos necesitan una cédula profesional verificada/)).toBeVisible();

  // An admin verifies the credential in a second context.
  const { page: admin } = await openPage({ account: 'admin' });
  await admin.goto('/admin');
  const item = admin.getByTestId('credentials-review').getByRole('listitem').filter({ hasText: '11223344' });
  await item.getByRole('button', { name: 'Verificar' }).click();
  await expect(item.getByText('Verificada')).toBeVisible();

  await provider.reload();
  await provider.getByRole('button', { name: 'Publicar' }).click();
  await expect(provider).toHaveURL(/\/dashboard/);

  // A client finds it on /services, picks two hours and pays.
  const client = (await openPage({ name: 'Carla Cliente', currency: 'MXN' })).page;
  await client.goto('/services');
  await client.getByLabel('¿Qué servicio buscas?').fill(title);
  await client.getByRole('button', { name: 'Buscar' }).click();
  await expect(client.getByTestId('services-total')).toHaveText('1 servicio');
  const card = client.getByTestId('service-card').filter({ hasText: title });
  await expect(card).toContainText('$450.00 / hora');
  await expect(card).toContainText('Credencial verificada');
  await card.click();
  const dialog = client.getByRole('dialog');
  // The provider's verified credential shows on the service, its number masked.
  await expect(dialog.getByTestId('public-credentials')).toContainText('Cédula profesional');
  await expect(dialog.getByTestId('public-credentials')).toContainText('•••••344');
  // A person's service has no item condition, and its empty reviews speak of a service.
  await expect(dialog.getByTestId('additional-details')).toHaveCount(0);
  await expect(dialog.getByText('Este servicio aún no tiene reseñas')).toBeVisible();
  const reserve = dialog.getByTestId('service-reserve-panel');
  await fillDate(reserve.getByLabel('Fecha'), aTuesday());
  await reserve.getByLabel('Hora de inicio').selectOption('10');
  await reserve.getByLabel('Hora de fin').selectOption('12');
  const quote = reserve.getByTestId('service-quote');
  await expect(quote).toContainText('2 horas');
  await expect(quote).toContainText('$900.00');
  await reserve.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(client.getByText('Agregado al carrito')).toBeVisible();

  await client.goto('/cart');
  // The hours can be changed in the cart: one more hour costs one more hour.
  const hours = client.getByTestId('cart-item');
  await expect(hours.getByLabel('Hora de inicio')).toHaveValue('10');
  await expect(hours.getByLabel('Hora de fin')).toHaveValue('12');
  await hours.getByLabel('Hora de fin').selectOption('13');
  await expect(hours.getByTestId('cart-item-total')).toContainText('$1,350.00');
  await hours.getByLabel('Hora de fin').selectOption('12');
  await expect(hours.getByTestId('cart-item-total')).toContainText('$900.00');
  // And the date: a week later, still one day with the same hours.
  const later = new Date(`${aTuesday()}T12:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 7);
  const nextWeek = later.toISOString().slice(0, 10);
  await fillDate(hours.getByLabel('Fecha'), nextWeek);
  await expect
    .poll(async () => {
      const cart = (await (await client.request.get('/api/cart')).json()) as {
        items: { startDate: string; endDate: string; startHour: number; endHour: number }[];
      };
      return cart.items[0];
    })
    .toMatchObject({ startDate: nextWeek, endDate: nextWeek, startHour: 10, endHour: 12 });
  await client.goto('/checkout');
  await expect(client.getByRole('heading', { name: 'Resumen del pedido' })).toBeVisible();
  await client.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).click();
  await client.getByRole('button', { name: 'Confirmar y pagar' }).click();
  await expect(client).toHaveURL(/\/sandbox-pay\/sbx_/);
  await expect(client.getByTestId('sandbox-amount')).toContainText('900.00');
  await client.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(client).toHaveURL(/\/payment-success\?order=/);
  await expect(client.getByRole('heading', { name: '¡Pago procesado con éxito!' })).toBeVisible();
});

test('the request and pay-now dialogs of a service offer hours or whole days', async ({ openPage }) => {
  const client = (await openPage({ name: 'Rita Reservas', currency: 'MXN' })).page;
  const day = aTuesday();
  // A sample service open at 10:00–12:00 that day, by the hour and by the day, for at most two hours.
  const found = (await (
    await client.request.get(`/api/services?date=${day}&startHour=10&endHour=12&pageSize=48`)
  ).json()) as {
    items: {
      id: number;
      title: string;
      pricePerHour: number | null;
      pricePerDay: number;
      minHours: number;
      currency: string;
    }[];
  };
  const service = found.items.find(
    (s) => (s.pricePerHour ?? 0) > 0 && s.pricePerDay > 0 && s.minHours <= 2 && s.currency === 'MXN',
  )!;
  expect(service, 'a sample service open on Tuesdays from 10 to 12').toBeTruthy();
  const twoHours = ((service.pricePerHour! * 2) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

  await client.goto(`/services?listing=${service.id}`);
  await client.getByRole('tab', { name: 'Reservar' }).click();
  const panel = client.getByTestId('service-reserve-panel');
  await panel.getByRole('button', { name: 'Solicitar reserva' }).click();
  const request = client.getByTestId('simple-booking-dialog');
  await fillDate(request.getByLabel('Fecha'), day);
  await request.getByLabel('Hora de inicio').selectOption('10');
  await request.getByLabel('Hora de fin').selectOption('12');
  await expect(request.getByTestId('service-quote')).toContainText('2 horas');
  await expect(request.getByTestId('service-quote')).toContainText(twoHours);
  const sent = client.waitForResponse((r) => r.url().endsWith('/api/booking-requests'));
  await request.getByRole('button', { name: 'Confirmar solicitud' }).click();
  expect((await sent).status()).toBe(201);
  await expect(client.getByText('Reserva solicitada', { exact: true })).toBeVisible();
  await expect(request).toBeHidden();

  // Pay now, by whole days this time: the day rate, no deposit.
  await panel.getByRole('button', { name: 'Reservar y pagar' }).click();
  const pay = client.getByTestId('full-booking-dialog');
  await pay.getByRole('button', { name: 'Por días' }).click();
  await expect(pay.getByLabel('Hora de inicio')).toHaveCount(0);
  const later = new Date(`${day}T12:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 7);
  const start = later.toISOString().slice(0, 10);
  later.setUTCDate(later.getUTCDate() + 2);
  await fillDate(pay.getByLabel('Fecha de inicio'), start);
  await fillDate(pay.getByLabel('Fecha de fin'), later.toISOString().slice(0, 10));
  await expect(pay.getByTestId('service-quote')).toContainText('2 días');
  await expect(pay.getByTestId('service-quote')).toContainText('Sin depósito');
  const paid = client.waitForResponse((r) => r.url().endsWith('/api/payments/create-rental-payment'));
  const popup = client.context().waitForEvent('page');
  await pay.getByRole('button', { name: 'Ir a pagar' }).click();
  const answer = await paid;
  expect(answer.status(), await answer.text()).toBe(200);
  const sandbox = await popup;
  await expect(sandbox).toHaveURL(/\/sandbox-pay\/sbx_/);
  await expect(sandbox.getByTestId('sandbox-amount')).toContainText(
    ((service.pricePerDay * 2) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
});
