import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ personName: 'Renata Arrendataria' });

/** A listing of the sample owner Carlos (example1) that no other browser test writes about. */
async function carlosListing(page: Page): Promise<{ id: number; title: string }> {
  for (let id = 60; id < 120; id += 1) {
    const res = await page.request.get(`/api/listings/${id}`);
    if (!res.ok()) continue;
    const listing = (await res.json()) as { id: number; title: string; owner: { id: string } };
    if (listing.owner.id === 'example1') return listing;
  }
  throw new Error('no listing of example1 between 60 and 120');
}

test('renter and owner talk live: auto-reply, ticks to read, the bell, blocking', async ({
  page: renter,
  person,
  openPage,
}) => {
  const { page: owner } = await openPage({ account: 'example1' });
  const listing = await carlosListing(renter);

  // The renter writes from the listing's Contactar tab; Carlos's automatic reply arrives as his message.
  await renter.goto(`/?listing=${listing.id}&tab=contact`);
  const dialog = renter.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Contactar' }).click();
  const box = dialog.getByRole('textbox', { name: 'Escribe un mensaje...' });
  await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await box.fill('   ');
  await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await box.fill('Hola, ¿está disponible el fin de semana?');
  await box.press('Enter');
  const mine = dialog.getByTestId('chat-message').filter({ hasText: '¿está disponible el fin de semana?' });
  await expect(mine).toBeVisible();
  await expect(dialog.getByText('Respuesta automática')).toBeVisible();
  await expect(dialog.getByTestId('chat-message').filter({ hasText: 'Soy Carlos' })).toBeVisible();

  // Carlos sees it in /chats with its unread count, opens it: the renter's tick turns to read, live.
  await owner.goto('/chats');
  const row = owner.getByRole('button', { name: new RegExp(person.name) });
  await expect(row).toContainText(listing.title);
  await expect(row.getByLabel('1 mensaje sin leer')).toBeVisible();
  await row.click();
  await expect(
    owner.getByTestId('chat-message').filter({ hasText: '¿está disponible el fin de semana?' }),
  ).toBeVisible();
  await expect(mine.locator('[data-status="read"]')).toBeVisible();

  // Carlos answers; it appears on the renter's screen without a reload.
  await owner.getByRole('textbox', { name: 'Escribe un mensaje...' }).fill('¡Sí! Pásala a recoger el sábado.');
  await owner.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByTestId('chat-message').filter({ hasText: 'Pásala a recoger el sábado' })).toBeVisible();

  // With the conversation closed, a new message rings the renter's bell live; 'mark all as read' clears it.
  await renter.goto('/favorites');
  const bell = renter.getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toBeVisible();
  await owner.getByRole('textbox', { name: 'Escribe un mensaje...' }).fill('Te espero a las 10.');
  await owner.getByRole('button', { name: 'Enviar' }).click();
  await expect(renter.getByTestId('notification-count')).toHaveText('1');
  await bell.click();
  await expect(renter.getByRole('list', { name: 'Notificaciones' })).toContainText('Te espero a las 10.');
  await renter.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(renter.getByTestId('notification-count')).toHaveCount(0);
  await renter.keyboard.press('Escape');

  // Carlos blocks the conversation: the renter can no longer write, and sees why.
  await owner.getByRole('button', { name: 'Bloquear' }).click();
  await expect(owner.getByText('Bloqueaste esta conversación')).toBeVisible();
  await renter.goto('/chats');
  await renter.getByRole('button', { name: /Carlos Mendoza/ }).click();
  await expect(renter.getByText('No puedes escribir en esta conversación.')).toBeVisible();
  await expect(renter.getByRole('textbox', { name: 'Escribe un mensaje...' })).toHaveCount(0);
  await owner.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(renter.getByRole('textbox', { name: 'Escribe un mensaje...' })).toBeVisible();

  // The renter reports Carlos's message; an admin sees it in /admin with the conversation around it.
  await renter
    .getByTestId('chat-message')
    .filter({ hasText: 'Te espero a las 10.' })
    .getByRole('button', { name: 'Reportar mensaje' })
    .click();
  // The report says why: a choice, and words if the person wants.
  const why = renter.getByRole('dialog', { name: 'Reportar mensaje' });
  await expect(why.getByRole('button', { name: 'Reportar' })).toBeDisabled();
  await why.getByRole('radio', { name: 'Acoso o insultos' }).check();
  await why.getByLabel('Cuéntanos más (opcional)').fill('Me habló de mala manera.');
  await why.getByRole('button', { name: 'Reportar' }).click();
  await expect(renter.getByText('Gracias. Revisaremos este mensaje.')).toBeVisible();
  await expect(why).toHaveCount(0);
  const { page: admin } = await openPage({ account: 'admin' });
  await admin.goto('/admin');
  const reports = admin.getByTestId('admin-message-reports');
  await expect(reports).toContainText('Te espero a las 10.');
  await expect(reports).toContainText('Pásala a recoger el sábado');
  const reported = reports.locator('article').filter({ hasText: 'Te espero a las 10.' });
  await expect(reported.getByTestId('report-reason')).toHaveText('Motivo: Acoso o insultos');
  await expect(reported).toContainText('Me habló de mala manera.');
  await expect(reports).not.toContainText('Sin motivo indicado');
  // The admin closes it as reviewed, with a reason: it leaves the open reports.
  const report = reports.locator('article').filter({ hasText: 'Te espero a las 10.' });
  await report.getByLabel('Motivo del cierre').fill('Revisado: sin infracción');
  await report.getByRole('button', { name: 'Cerrar reporte' }).click();
  await expect(reports).not.toContainText('Te espero a las 10.');
});

test("a visitor of a public profile picks one of the person's listings and writes to them", async ({
  page: renter,
  person,
  openPage,
}) => {
  const { page: owner } = await openPage({ account: 'example1' });

  await renter.goto('/profile/example1');
  await expect(renter.getByRole('heading', { name: 'Carlos Mendoza' })).toBeVisible();
  const listings = renter.getByTestId('profile-listings');
  const first = listings.getByRole('listitem').first();
  const title = (await first.getByRole('link').first().textContent())!.trim();
  // Carlos has several listings: the top button leads to them, and each says what it is about.
  await renter.getByRole('link', { name: 'Contactar', exact: true }).click();
  await expect(listings).toBeInViewport();
  await first.getByRole('link', { name: `Contactar sobre ${title}` }).click();
  await expect(renter).toHaveURL(/\/chats\?c=/);
  await renter.getByRole('textbox', { name: 'Escribe un mensaje...' }).fill('Vi tu perfil, ¿lo rentas en diciembre?');
  await renter.getByRole('button', { name: 'Enviar' }).click();

  await owner.goto('/chats');
  const row = owner.getByRole('button', { name: new RegExp(person.name) }).filter({ hasText: title });
  await row.first().click();
  await expect(owner.getByTestId('chat-message').filter({ hasText: 'Vi tu perfil' })).toBeVisible();

  // On their own profile, nobody is offered to write to themselves.
  await owner.goto('/profile/example1');
  await expect(owner.getByTestId('profile-listings')).toBeVisible();
  await expect(owner.getByRole('link', { name: /^Contactar/ })).toHaveCount(0);
});
