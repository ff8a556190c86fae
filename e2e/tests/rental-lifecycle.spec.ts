import { type Page } from '@playwright/test';
import { checkoutOne, expect, payRental, test } from './fixtures';

/** The renter puts the listing in the cart, checks out by card and approves it on the sandbox's page. */
async function rentAndPay(renter: Page, listingId: number, start: number, end: number): Promise<string> {
  const payment = await checkoutOne(renter.request, listingId, { start, end });
  await renter.goto(payment.url);
  await renter.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(renter).toHaveURL(/\/payment-success\?order=/);
  return payment.orderId;
}

test('pay, confirm receipt, the owner marks it returned in good condition, deposit back, review verified', async ({
  page: renter,
  person: _renter,
  ownerWithListing: { page: owner, listing },
}) => {
  // Paid through the sandbox's page: the success page is part of what this test reads.
  const orderId = await rentAndPay(renter, listing.id, 0, 2);

  // The success page says what happened and leads to the order page.
  await expect(renter.getByTestId('outcome-title')).toHaveText('¡Pago procesado con éxito!');
  await renter.getByRole('link', { name: 'Ver seguimiento del pedido' }).click();
  await expect(renter).toHaveURL(`/order-tracking/${orderId}`);
  const card = renter.locator('[data-testid^="rental-"]').first();
  await expect(card.getByTestId('rental-status')).toHaveText('Pagada (retenida)');
  await expect(card.getByTestId('deposit-state')).toContainText('Depósito retenido');
  await expect(card.getByTestId('deadline-autoReceiptAt')).toContainText('la recepción se confirma sola');
  // Confirming receipt is irreversible: a dialog says what happens, and Cancel changes nothing.
  await card.getByRole('button', { name: 'Recibí el artículo' }).click();
  const receipt = renter.getByRole('dialog');
  await expect(receipt).toContainText('se libera al dueño');
  await expect(receipt).toContainText(/Tu depósito \(MXN [\d,]+\.\d\d\) sigue retenido/);
  await receipt.getByRole('button', { name: 'Cancelar' }).click();
  await expect(receipt).toBeHidden();
  await expect(card.getByTestId('rental-status')).toHaveText('Pagada (retenida)');
  await card.getByRole('button', { name: 'Recibí el artículo' }).click();
  await renter.getByRole('dialog').getByRole('button', { name: 'Sí, lo recibí' }).click();
  await expect(card.getByTestId('rental-status')).toHaveText('Entregada');

  // The owner, in their own browser, sees the same order with their own actions.
  await owner.goto(`/order-tracking/${orderId}`);
  const ownerCard = owner.locator('[data-testid^="rental-"]').first();
  await expect(ownerCard).toContainText('Tú eres el dueño');
  await ownerCard.getByRole('button', { name: 'Devuelto en buen estado' }).click();
  const goodReturn = owner.getByRole('dialog');
  await expect(goodReturn).toContainText(/todo el depósito \(MXN [\d,]+\.\d\d\) y la renta quedará completada/);
  await goodReturn.getByRole('button', { name: 'Sí, devolver el depósito' }).click();
  await expect(ownerCard.getByTestId('rental-status')).toHaveText('Completada');

  await renter.reload();
  await expect(card.getByTestId('rental-status')).toHaveText('Completada');
  await expect(card.getByTestId('deposit-state')).toContainText('Depósito devuelto');
  await expect(card.getByTestId('rental-timeline')).toContainText('Devuelto en buen estado');

  // Renter and owner review each other; the renter's shows to the owner once both wrote.
  const mine = card.getByTestId('person-review');
  await mine.getByLabel('Comentario').fill('Carlos fue puntual y muy amable.');
  await mine.getByRole('button', { name: 'Publicar reseña' }).click();
  await expect(mine).toContainText('Se mostrará cuando');
  await owner.reload();
  const theirs = ownerCard.getByTestId('person-review');
  await expect(theirs).toContainText('ya escribió su reseña');
  await theirs.getByLabel('Comentario').fill('Cuidó el equipo y lo devolvió limpio.');
  await theirs.getByRole('button', { name: 'Publicar reseña' }).click();
  await expect(theirs).toContainText('Carlos fue puntual y muy amable.');

  // A review by someone whose rental completed carries 'Renta verificada'.
  const review = await renter.request.post(`/api/listings/${listing.id}/reviews`, {
    data: { rating: 5, comment: 'Todo llegó perfecto y el dueño fue muy puntual.' },
  });
  expect(review.ok(), await review.text()).toBe(true);
  await renter.goto(`/?listing=${listing.id}&tab=contact`);
  const dialog = renter.getByRole('dialog');
  await expect(dialog.getByText('Renta verificada').first()).toBeVisible();
});

test('a renter cancels before pick-up and sees the refund the policy gives', async ({
  page: renter,
  paidRental: { orderId },
}) => {
  await renter.goto(`/order-tracking/${orderId}`);
  const card = renter.locator('[data-testid^="rental-"]').first();
  await card.getByRole('button', { name: 'Cancelar renta' }).click();
  const dialog = renter.getByRole('dialog');
  // In the listing's own currency: its code, or a symbol no other currency shares (€, £; decision 035), never '$'.
  await expect(dialog).toContainText(/Se te devolverá (?:[A-Z]{3} |[€£])[\d,.]+\./);
  await expect(dialog).toContainText('Política');
  await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(card.getByTestId('rental-status')).toHaveText('Cancelada');
  await expect(card.getByTestId('rental-refunded')).toContainText(/(?:[A-Z]{3} |[€£])[\d,.]+/);
});

/** The booking's charge and currency as the API keeps them (minor units), to check the refund the page promises. */
async function chargeOf(page: Page, orderId: string) {
  const order = (await (await page.request.get(`/api/orders/${orderId}/tracking`)).json()) as {
    bookings: {
      currency: string;
      quote: { itemCost: number; insuranceCost: number; deliveryCost: number; deposit: number };
    }[];
  };
  return { ...order.bookings[0]!.quote, currency: order.bookings[0]!.currency };
}

/**
 * How the order page writes a charged amount in Spanish: the code, then the number as Mexico writes it, with its
 * cents unless the currency is shown without them (COP, CLP...).
 */
function charged(minor: number, currency: string): RegExp {
  const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.trunc(minor / 100));
  const cents = String(minor % 100).padStart(2, '0');
  return new RegExp(`${currency} ${whole}(\\.${cents})?(?![\\d,])`);
}

for (const { policy, startIn, rentalShare, text } of [
  { policy: 'moderate', startIn: 2, rentalShare: 0.5, text: 'Política moderada' },
  { policy: 'strict', startIn: 3, rentalShare: 0, text: 'Política estricta' },
] as const) {
  test(`a ${policy} cancellation ${startIn} days ahead refunds ${rentalShare * 100} % of the rental, and the rest`, async ({
    page: renter,
    person: _renter,
    ownerWithListing: { page: owner, listing },
  }) => {
    // The owner chooses the policy in their own browser session.
    const patched = await owner.request.patch(`/api/listings/${listing.id}`, { data: { cancellationPolicy: policy } });
    expect(patched.ok(), await patched.text()).toBe(true);

    const { orderId } = await payRental(renter.request, listing.id, { start: startIn, end: startIn + 1 });
    const c = await chargeOf(renter, orderId);
    const expected = Math.floor(c.itemCost * rentalShare) + c.insuranceCost + c.deliveryCost + c.deposit;
    // The rental's own share is really withheld (or not): the refund is below the whole charge under both policies.
    expect(expected).toBeLessThan(c.itemCost + c.insuranceCost + c.deliveryCost + c.deposit);
    await renter.goto(`/order-tracking/${orderId}`);
    const card = renter.locator('[data-testid^="rental-"]').first();
    await card.getByRole('button', { name: 'Cancelar renta' }).click();
    const dialog = renter.getByRole('dialog');
    await expect(dialog).toContainText(text);
    await expect(dialog).toContainText(charged(expected, c.currency));
    await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(card.getByTestId('rental-status')).toHaveText('Cancelada');
    await expect(card.getByTestId('rental-refunded')).toContainText(charged(expected, c.currency));
  });
}

test('a damage claim disputed by the renter is settled by an admin', async ({
  page: renter,
  person: _renter,
  ownerWithListing: { page: owner, listing },
  openPage,
}) => {
  const { page: admin } = await openPage({ account: 'admin' });
  const { orderId } = await payRental(renter.request, listing.id, { start: 0, end: 1 });
  await renter.goto(`/order-tracking/${orderId}`);
  const card = renter.locator('[data-testid^="rental-"]').first();
  await card.getByRole('button', { name: 'Recibí el artículo' }).click();
  await renter.getByRole('dialog').getByRole('button', { name: 'Sí, lo recibí' }).click();
  await expect(card.getByTestId('rental-status')).toHaveText('Entregada');

  await owner.goto(`/order-tracking/${orderId}`);
  await owner.getByRole('button', { name: 'Devuelto con daños' }).click();
  const claim = owner.getByRole('dialog');
  await claim.getByLabel(/Monto a reclamar/).fill('100');
  await claim.getByLabel('Describe el daño').fill('Regresó con un golpe visible en la esquina.');
  await claim.getByLabel(/Fotos del daño/).setInputFiles({
    name: 'dano.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await claim.getByRole('button', { name: 'Enviar reclamo' }).click();
  await expect(owner.getByTestId('rental-status').first()).toHaveText('Devuelta');

  await renter.reload();
  await expect(card).toContainText('Reclamo por daños');
  await card.getByRole('button', { name: 'Disputar reclamo' }).click();
  const why = renter.getByRole('dialog');
  await why.getByLabel('¿Por qué no estás de acuerdo?').fill('El golpe ya estaba cuando lo recogí.');
  await why.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(card.getByTestId('rental-status')).toHaveText('En disputa');

  await admin.goto('/admin');
  const dispute = admin.getByTestId('admin-disputes').locator('article').filter({ hasText: listing.title }).first();
  await dispute.getByLabel(/Devolver del depósito/).fill('50');
  await dispute.getByLabel(/Razón de la decisión/).fill('Daño menor; se reparte el costo.');
  await dispute.getByRole('button', { name: 'Decidir' }).click();
  await expect(dispute).toContainText('Resuelta');

  await renter.reload();
  await expect(card.getByTestId('rental-status')).toHaveText('Completada');
  await expect(card.getByTestId('rental-dispute')).toContainText('Daño menor; se reparte el costo.');

  // The admin reads where the money went, from the dispute: the order's journal, each entry balanced.
  await dispute.getByRole('link', { name: 'Libro contable' }).click();
  await expect(admin).toHaveURL(`/admin?ledger=${orderId}`);
  const books = admin.getByTestId('order-ledger');
  await expect(books.locator('caption')).toContainText([
    'Cobro',
    'Reparto de la reserva',
    'Reparto de la reserva',
    'Reembolso',
  ]);
  await expect(books).toContainText('Dueño (por pagar)');
  const reconciliation = admin.getByTestId('reconciliation');
  await reconciliation.getByRole('button', { name: 'Conciliar ahora' }).click();
  await expect(reconciliation).toContainText(/Última conciliación: .* pagos? comparados?/);
});
