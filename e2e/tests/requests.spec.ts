import { expect, signUp, test } from './fixtures';
import { inDays } from './calendar-days';

test('a renter sees the request they sent on /requests, waiting for the owner, and nothing received', async ({
  page,
}) => {
  await signUp(page.request, { name: 'Rita Solicitante' });

  // A listing and dates no other browser test books: the suite shares one database.
  const listing = (await (await page.request.get('/api/listings/40')).json()) as {
    title: string;
    owner: { fullName: string };
  };
  // A cookie-authenticated write names its origin, as the browser's own requests do.
  const request = await page.request.post('/api/booking-requests', {
    headers: { Origin: test.info().project.use.baseURL! },
    data: { listingId: 40, startDate: inDays(150), endDate: inDays(152), startHour: '09:00', endHour: '18:00' },
  });
  expect(request.ok(), await request.text()).toBe(true);

  await page.goto('/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
  const received = page.getByTestId('requests-owner');
  await expect(received.getByRole('heading', { name: 'Solicitudes recibidas' })).toBeVisible();
  await expect(received).toContainText('Aún no has recibido solicitudes de renta.');

  const mine = page.getByTestId('requests-renter');
  await expect(mine.getByRole('heading', { name: 'Mis solicitudes' })).toBeVisible();
  const card = mine.getByTestId('request-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(listing.title);
  await expect(card).toContainText('2 días');
  // The owner by name, not the stand-in 'Usuario de Vira'.
  await expect(card).toContainText(`Propietario: ${listing.owner.fullName}`);
  await expect(card).not.toContainText('Usuario de Vira');
  await expect(card.getByTestId('request-status')).toHaveText('Esperando respuesta');
  await expect(card.getByTestId('request-time-left')).toContainText('El propietario tiene 23 h');
  // Nothing to pay until the owner accepts.
  await expect(card.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
});
