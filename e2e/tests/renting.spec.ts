import { type Page } from '@playwright/test';
import { expect, signUp, test } from './fixtures';
import { inDays } from './calendar-days';

async function addToCartByApi(page: Page, listingId: number, start: number, end: number) {
  // A cookie-authenticated write names its origin, as the browser's own requests do.
  const res = await page.request.post('/api/cart/items', {
    headers: { Origin: test.info().project.use.baseURL! },
    data: { listingId, startDate: inDays(start), endDate: inDays(end) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function checkout(page: Page, method?: RegExp) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Resumen del pedido' })).toBeVisible();
  if (method) await page.getByRole('radio', { name: method }).click();
  const confirm = page.getByRole('button', { name: 'Confirmar y pagar' });
  await expect(confirm).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).click();
  await confirm.click();
  await expect(page).toHaveURL(/\/sandbox-pay\/sbx_/);
}

test('add to cart from the Reservar tab, see the totals, pay by card in the sandbox, land on /payment-success with the cart emptied', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('preferredCurrency', 'MXN'));
  await signUp(page.request);
  const listing = (await (await page.request.get('/api/listings/12')).json()) as {
    currency: string;
    pricePerDay: number;
    insuranceCostPerDay: number;
    deposit: number;
    deliveryCost: number;
  };
  expect(listing.currency).toBe('MXN');
  const mxn = (minor: number) =>
    `$${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)}`;

  await page.goto('/search?listing=12&tab=reserve');
  const panel = page.getByTestId('reserve-panel');
  await expect(panel).toBeVisible();
  // Next month, from the 10th to the 13th: three rental days, with insurance and home delivery.
  await panel.getByRole('button', { name: 'Mes siguiente' }).click();
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const month = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`;
  await panel.locator(`[data-date="${month}-10"]`).click();
  await panel.locator(`[data-date="${month}-13"]`).click();
  await panel.getByRole('checkbox', { name: 'Agregar seguro' }).click();
  await panel.getByRole('radio', { name: /Envío a domicilio/ }).click();
  await panel.getByRole('textbox', { name: 'Dirección de entrega' }).fill('Av. Insurgentes Sur 1000, CDMX');
  // Both days picked: the hint says which, and the rental line shows days and total, no product to check.
  await expect(panel.getByTestId('calendar-hint')).toContainText(/^Listo: del 10 .* al 13 /);
  await expect(panel.getByTestId('rental-quote')).toContainText('3 días');
  await expect(panel.getByTestId('rental-quote')).not.toContainText('×');
  // A lost connection reads as the spec's message and a Spanish sentence, never 'Failed to fetch'.
  await page.route('**/api/cart/items', (route) => route.abort('internetdisconnected'));
  await panel.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('Error al agregar al carrito')).toBeVisible();
  await expect(page.getByText('No se pudo conectar con Vira. Revisa tu conexión e intenta de nuevo.')).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await page.unroute('**/api/cart/items');
  await panel.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('Agregado al carrito')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Resumen del Pedido' })).toBeVisible();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-item-days')).toHaveText('Días de renta: 3');
  const subtotal = listing.pricePerDay * 3;
  const insurance = listing.insuranceCostPerDay * 3;
  await expect(page.getByTestId('summary-subtotal')).toHaveText(mxn(subtotal));
  await expect(page.getByTestId('summary-insuranceCost')).toHaveText(mxn(insurance));
  await expect(page.getByTestId('summary-deliveryCost')).toHaveText(mxn(listing.deliveryCost));
  await expect(page.getByTestId('summary-deposit')).toHaveText(mxn(listing.deposit));
  await expect(page.getByTestId('summary-total')).toHaveText(
    mxn(subtotal + insurance + listing.deliveryCost + listing.deposit),
  );
  // Changing an option: the totals follow the server's new quote.
  await page.getByRole('checkbox', { name: 'Seguro incluido' }).click();
  await expect(page.getByTestId('summary-total')).toHaveText(mxn(subtotal + listing.deliveryCost + listing.deposit));
  // Delivery is changed in the cart: pickup drops its cost; home delivery again asks where, then charges it.
  const delivery = page.getByTestId('cart-delivery');
  await delivery.getByRole('radio', { name: 'Recoger en punto de encuentro' }).click();
  await expect(page.getByTestId('summary-total')).toHaveText(mxn(subtotal + listing.deposit));
  await delivery.getByRole('radio', { name: /Envío a domicilio/ }).click();
  // The address typed before is offered again; an empty one is refused before anything is sent.
  const address = delivery.getByRole('textbox', { name: 'Dirección de entrega' });
  await expect(address).toHaveValue('Av. Insurgentes Sur 1000, CDMX');
  await address.fill('');
  await delivery.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(delivery.getByText('Escribe la dirección de entrega')).toBeVisible();
  await address.fill('Calle Madero 5, CDMX');
  await delivery.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(page.getByTestId('summary-total')).toHaveText(mxn(subtotal + listing.deliveryCost + listing.deposit));
  await page.getByRole('link', { name: 'Proceder al Pago' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // Checkout shows what the cart chose, and asks for no other address.
  await expect(page.getByTestId('checkout-delivery')).toContainText('Calle Madero 5, CDMX');
  await expect(page.getByRole('textbox', { name: 'Dirección de entrega' })).toHaveCount(0);

  await checkout(page);
  await expect(page.getByText('Pago con tarjeta')).toBeVisible();
  const charged = (subtotal + listing.deliveryCost + listing.deposit) / 100;
  await expect(page.getByTestId('sandbox-amount')).toContainText(
    new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2 }).format(charged),
  );
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByRole('heading', { name: '¡Pago procesado con éxito!' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Pagado');
  // The order's line reads its dates in Spanish, not as ISO dates.
  const card = page.locator('li').filter({ hasText: /·/ }).first();
  await expect(card).not.toContainText(`${month}-10`);
  await expect(card).toContainText(/10.*13/);
  // Paid is not yet rented: the dashboard counts completed rentals only (decision 035).
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-rentals')).toHaveText('0');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explorar Catálogo' })).toHaveAttribute('href', '/search');
});

test('a declined card lands on /payment-cancelled, the cart intact and the dates free again', async ({ page }) => {
  await signUp(page.request);
  await addToCartByApi(page, 15, 20, 22);
  await checkout(page);
  await page.getByRole('button', { name: 'Rechazar pago' }).click();
  await expect(page).toHaveURL(/\/payment-cancelled\?order=/);
  // It says the card was refused, not that the person left, and that nothing was charged.
  await expect(page.getByRole('heading', { name: 'Tu tarjeta fue rechazada' })).toBeVisible();
  await expect(page.getByText(/no se realizó ningún cargo/)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  const availability = (await (await page.request.get('/api/listings/15/availability')).json()) as { held: unknown[] };
  expect(availability.held).toEqual([]);
});

test('a cart in two currencies is paid as one order per currency, one after the other', async ({ page }) => {
  await signUp(page.request);
  const found = (await (await page.request.get('/api/search?location=Madrid&instant=true&pageSize=20')).json()) as {
    items: { id: number; currency: string }[];
  };
  const euros = found.items.find((item) => item.currency === 'EUR');
  expect(euros, 'a sample listing charged in euros').toBeTruthy();
  // Days no other browser test books on these listings.
  await addToCartByApi(page, 12, 55, 56);
  await addToCartByApi(page, euros!.id, 55, 56);

  await page.goto('/checkout');
  const split = page.getByTestId('checkout-split');
  await expect(split).toContainText('Cada moneda es un pago aparte');
  await expect(split).toContainText('MXN');
  // Euros keep their own symbol: no other currency writes '€' (decision 035).
  await expect(split).toContainText('€');
  await page.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).click();
  await page.getByRole('button', { name: 'Confirmar y pagar' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/sbx_/);
  await expect(page.getByTestId('sandbox-amount')).toContainText('MXN');
  await page.getByRole('button', { name: 'Aprobar pago' }).click();

  await expect(page.getByRole('heading', { name: '¡Pago procesado con éxito!' })).toBeVisible();
  const remaining = page.getByTestId('unpaid-siblings');
  await expect(remaining).toContainText('Falta un pago de tu compra');
  await remaining.getByRole('link', { name: /^Pagar €/ }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/sbx_/);
  await expect(page.getByTestId('sandbox-amount')).toContainText('€');
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Pagado');
  await expect(page.getByTestId('unpaid-siblings')).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
});

test('OXXO gives a voucher with reference, amount and expiry that can be paid at the store', async ({ page }) => {
  await signUp(page.request);
  await addToCartByApi(page, 19, 25, 26);
  await checkout(page, /OXXO/);
  await expect(page.getByText('Ficha de pago OXXO')).toBeVisible();
  await expect(page.getByTestId('oxxo-reference')).toHaveText(/^\d{14}$/);
  await expect(page.getByTestId('sandbox-amount')).not.toHaveText('');
  await expect(page.getByText(/^Vence: /)).toBeVisible();
  await page.getByRole('button', { name: 'Marcar como pagado en tienda' }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByTestId('order-status')).toHaveText('Pagado');
});

test('a guest is sent from /checkout to /login, and an empty cart from /checkout to /cart', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);
  await signUp(page.request);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
});

test('the Reservar tab says the owner’s minimum days before the cart would refuse them', async ({
  page,
  person: _renter,
  ownerWithListing: { page: owner, listing },
}) => {
  // The owner asks for at least three days (and at most ninety).
  const listingId = listing.id;
  const changed = await owner.request.patch(`/api/listings/${listingId}`, { data: { minDays: 3, maxDays: 90 } });
  expect(changed.ok(), await changed.text()).toBe(true);
  await page.goto(`/search?listing=${listingId}&tab=reserve`);
  const panel = page.getByTestId('reserve-panel');
  await panel.getByRole('button', { name: 'Mes siguiente' }).click();
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const month = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`;
  await panel.locator(`[data-date="${month}-05"]`).click();
  await panel.locator(`[data-date="${month}-06"]`).click();
  await expect(panel.getByTestId('days-out-of-range')).toHaveText('Este artículo se renta de 3 a 90 días.');
  await expect(panel.getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
  await panel.locator(`[data-date="${month}-05"]`).click();
  await panel.locator(`[data-date="${month}-08"]`).click();
  await expect(panel.getByTestId('days-out-of-range')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
});
