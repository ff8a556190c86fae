import { expect, test } from './fixtures';

test('a renter opens their order’s audit trail and verifies it; a stranger gets not found', async ({
  page: renter,
  paidRental,
  openPage,
}) => {
  await renter.setViewportSize({ width: 390, height: 844 });
  const { page: stranger } = await openPage({ name: 'Esteban Extraño', viewport: { width: 390, height: 844 } });
  const session = paidRental;

  // From the order page to its history.
  await renter.goto(`/order-tracking/${session.orderId}`);
  await renter.getByRole('link', { name: 'Ver historial de auditoría' }).click();
  await expect(renter).toHaveURL(`/audit/order/${session.orderId}`);
  await expect(renter.getByRole('heading', { level: 1, name: 'Historial de auditoría' })).toBeVisible();
  const events = renter.getByTestId('audit-event');
  await expect(events.first()).toContainText('Creado');
  // Paying changed the order's status: the step shows before and after in the person's words.
  const paid = events.filter({ hasText: 'Pagada' });
  await expect(paid.first().getByText('Esperando pago')).toBeVisible();
  await expect(paid.first().getByText('Pagada')).toBeVisible();
  await expect(paid.first().getByTestId('audit-actor')).toBeVisible();
  const count = await events.count();
  expect(count).toBeGreaterThanOrEqual(2);

  await renter.getByRole('button', { name: 'Verificar integridad' }).click();
  // Checked in the browser from what the page was given, then against the server's signed daily checkpoint.
  const verification = renter.getByTestId('audit-verification');
  await expect(verification).toContainText(
    `Integridad verificada en este navegador: los ${count} eventos están intactos.`,
  );
  await expect(verification).toContainText(
    /Todavía no hay un punto de control firmado|Este historial empezó después del último punto de control/,
  );
  await expect(verification).toContainText('Clave pública del servidor (Ed25519)');
  // A phone's width: nothing scrolls sideways.
  const wide = await renter.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide).toBeLessThanOrEqual(0);

  // Someone else cannot read it, nor learn that it exists.
  await stranger.goto(`/audit/order/${session.orderId}`);
  await expect(stranger.getByTestId('audit-error')).toHaveText('No encontramos lo que buscas.');
  await expect(stranger.getByTestId('audit-event')).toHaveCount(0);
});

test('an owner reaches their listing’s history from the listing dialog; others see no link there', async ({
  ownerWithListing,
  openPage,
}) => {
  const { page: owner, listing } = ownerWithListing;
  const listingId = listing.id;
  await owner.goto(`/?listing=${listingId}&tab=contact`);
  await owner.getByRole('link', { name: 'Ver historial de auditoría' }).click();
  await expect(owner).toHaveURL(`/audit/listing/${listingId}`);
  await expect(owner.getByText(`Publicación ${listingId}`)).toBeVisible();
  await expect(owner.getByTestId('audit-event').first()).toContainText('Creado');

  const { page: guest } = await openPage({ guest: true });
  await guest.goto(`/?listing=${listingId}&tab=contact`);
  const { title } = (await (await guest.request.get(`/api/listings/${listingId}`)).json()) as { title: string };
  // The dialog has loaded the listing (and its owner block) before we look for the link.
  await expect(guest.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();
  await expect(guest.getByTestId('audit-trail-link')).toHaveCount(0);
  // The public history is still there for anyone who has the address.
  await guest.goto(`/audit/listing/${listingId}`);
  await expect(guest.getByTestId('audit-event').first()).toContainText('Creado');
});
