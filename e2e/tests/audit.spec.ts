import { expect, test, type Browser, type Page } from '@playwright/test';
import { inDays } from './calendar-days';

/** A new verified person signed in in a fresh browser context of a phone's width. */
async function newPerson(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const email = `audit-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: 'secreto123', callbackURL: '/' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { links: string[] }[];
  };
  const link = new URL(outbox.messages[0]!.links[0]!);
  await page.request.get(link.pathname + link.search, { maxRedirects: 0 });
  return page;
}

/** An instant-booking item of the sample owner example3 (no other browser test books these dates). */
async function example3Item(page: Page): Promise<number> {
  for (let id = 1; id < 400; id += 1) {
    const res = await page.request.get(`/api/listings/${id}`);
    if (!res.ok()) continue;
    const l = (await res.json()) as { owner: { id: string }; instantBooking: boolean; type: string };
    if (l.type === 'product' && l.owner.id === 'example3' && l.instantBooking) return id;
  }
  throw new Error('no instant item of example3');
}

test('a renter opens their order’s audit trail and verifies it; a stranger gets not found', async ({ browser }) => {
  const renter = await newPerson(browser, 'Aurora Auditada');
  const stranger = await newPerson(browser, 'Esteban Extraño');
  const listingId = await example3Item(renter);
  await renter.request.delete('/api/cart');
  const added = await renter.request.post('/api/cart/items', {
    data: { listingId, startDate: inDays(150), endDate: inDays(152) },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const session = (await (
    await renter.request.post('/api/checkout', { data: { paymentMethod: 'credit_card', acceptTerms: true } })
  ).json()) as { url: string; orderId: string };
  await renter.goto(session.url);
  await renter.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(renter).toHaveURL(/\/payment-success\?order=/);

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
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const owner = await context.newPage();
  const res = await owner.request.post('/api/auth/sign-in/email', {
    data: { email: 'example3@vira.local', password: 'vira-demo-2026' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const listingId = await example3Item(owner);
  await owner.goto(`/?listing=${listingId}&tab=contact`);
  await owner.getByRole('link', { name: 'Ver historial de auditoría' }).click();
  await expect(owner).toHaveURL(`/audit/listing/${listingId}`);
  await expect(owner.getByText(`Publicación ${listingId}`)).toBeVisible();
  await expect(owner.getByTestId('audit-event').first()).toContainText('Creado');

  const guest = await (await browser.newContext({ locale: 'es-MX' })).newPage();
  await guest.goto(`/?listing=${listingId}&tab=contact`);
  const { title } = (await (await guest.request.get(`/api/listings/${listingId}`)).json()) as { title: string };
  // The dialog has loaded the listing (and its owner block) before we look for the link.
  await expect(guest.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();
  await expect(guest.getByTestId('audit-trail-link')).toHaveCount(0);
  // The public history is still there for anyone who has the address.
  await guest.goto(`/audit/listing/${listingId}`);
  await expect(guest.getByTestId('audit-event').first()).toContainText('Creado');
});
