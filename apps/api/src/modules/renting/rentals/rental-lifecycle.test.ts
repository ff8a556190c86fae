import { startMoment } from '@vira/domain/booking-state';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithExif } from '../../../../test/owner-helpers';
import { signIn } from '../../../../test/auth-helpers';
import { ownedListing, paidRental, refundsOf, setDates, tracking } from '../../../../test/rental-helpers';
import { call, inDays, newPerson } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../../db/seed/dev-accounts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
});
afterAll(() => t?.close());

// Listing of the helpers: 250.00/day, deposit 1,000.00 (MXN, minor units below).
const DEPOSIT = 100_000;

function claimForm(amount: number, photos: Buffer[]) {
  const form = new FormData();
  form.set('amount', String(amount));
  form.set('description', 'La pantalla regresó rota en la esquina inferior.');
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), 'dano.jpg');
  return form;
}

describe('the order page', () => {
  it('shows the renter, each owner and admins the booking; anyone else gets not found', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    const stranger = await newPerson(t);
    const { orderId } = await paidRental(t, renter, listingId, inDays(3), inDays(5));

    const seen = await tracking(t, renter.cookie, orderId);
    expect(seen.status).toBe(200);
    const b = seen.body.bookings[0];
    expect(b).toMatchObject({ status: 'paid', viewerRole: 'renter', deposit: { amount: DEPOSIT, state: 'held' } });
    expect(b.actions).toEqual(['cancel']); // not started yet: no receipt to confirm
    expect(b.timeline.map((e: { event: string }) => e.event)).toEqual(['created', 'payment_approved']);
    // 24 h after midnight of the start day in the listing's time zone (Mexico City, UTC−6 in winter and summer).
    expect(b.deadlines.autoReceiptAt).toBe(startMoment(inDays(4), 'America/Mexico_City').toISOString());
    expect(b.cancelQuote.refund).toBe(b.quote.total);

    const asOwner = await tracking(t, owner.cookie, orderId);
    expect(asOwner.body.bookings[0]).toMatchObject({ viewerRole: 'owner', actions: ['cancel'] });
    expect((await tracking(t, admin, orderId)).body.bookings[0].viewerRole).toBe('admin');
    expect((await tracking(t, stranger.cookie, orderId)).status).toBe(404);
    expect((await tracking(t, null, orderId)).status).toBe(401);
  });
});

describe('handover, return and deposit', () => {
  it('walks paid → received → returned in good condition → deposit refunded → completed', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    const stranger = await newPerson(t);
    const { orderId, bookingId } = await paidRental(t, renter, listingId, inDays(2), inDays(4));

    const early = await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`);
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(`Podrás confirmar la recepción a partir del ${inDays(2)}.`);
    await setDates(t, bookingId, inDays(0), inDays(2));

    expect((await call(t, stranger.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`)).status).toBe(404);
    expect((await call(t, null, 'POST', `/api/bookings/${bookingId}/confirm-receipt`)).status).toBe(401);
    expect((await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`)).status).toBe(409);
    const received = await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`);
    expect(await received.json()).toEqual({ id: bookingId, status: 'handed_over' });
    expect((await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`)).status).toBe(409);

    expect((await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/confirm-return`)).status).toBe(409);
    expect((await tracking(t, owner.cookie, orderId)).body.bookings[0].actions).toEqual([
      'confirm_return',
      'claim_damage',
    ]);
    const returned = await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/confirm-return`);
    expect((await returned.json()).status).toBe('completed');

    expect(await refundsOf(t, bookingId)).toEqual([
      {
        amount: DEPOSIT,
        reason: 'deposit',
        status: 'succeeded',
        provider_refund_id: expect.stringMatching(/^sbx_re_/),
      },
    ]);
    const done = (await tracking(t, renter.cookie, orderId)).body.bookings[0];
    expect(done.deposit).toEqual({ amount: DEPOSIT, state: 'refunded', refunded: DEPOSIT });
    expect(done.ownerEarnings).toBe(done.quote.itemCost - Math.round(done.quote.itemCost * 0.3));
    expect(done.timeline.map((e: { event: string }) => e.event)).toEqual([
      'created',
      'payment_approved',
      'renter_confirmed_receipt',
      'item_returned',
      'deposit_settled',
    ]);

    // Completed: the renter's review of the item now carries 'renta verificada'.
    await call(t, renter.cookie, 'POST', `/api/listings/${listingId}/reviews`, {
      rating: 5,
      comment: 'Excelente cámara, todo perfecto y a tiempo.',
    });
    const reviews = await (await call(t, null, 'GET', `/api/listings/${listingId}/reviews`)).json();
    expect(reviews.items[0].verifiedRental).toBe(true);
  });

  it('a damage claim: over the deposit refused, with photos accepted by the renter, the rest refunded', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    const stranger = await newPerson(t);
    const { orderId, bookingId } = await paidRental(t, renter, listingId, inDays(0), inDays(1));
    await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`);
    const photo = await jpegWithExif();

    const post = (cookie: string | null, form: FormData) =>
      t.request(`/api/bookings/${bookingId}/damage-claim`, {
        method: 'POST',
        headers: { ...(cookie ? { cookie } : {}), 'X-Vira-Language': 'es' },
        body: form,
      });
    const tooMuch = await post(owner.cookie, claimForm(DEPOSIT + 1, [photo]));
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { error: { message: string } }).error.message).toBe(
      'El reclamo no puede superar el depósito (MXN 1,000.00).',
    );
    expect((await post(owner.cookie, claimForm(40_000, []))).status).toBe(400);
    expect((await post(stranger.cookie, claimForm(40_000, [photo]))).status).toBe(404);
    expect((await post(renter.cookie, claimForm(40_000, [photo]))).status).toBe(404);
    const claimed = await post(owner.cookie, claimForm(40_000, [photo]));
    expect(((await claimed.json()) as { status: string }).status).toBe('returned');

    const view = (await tracking(t, renter.cookie, orderId)).body.bookings[0];
    expect(view.actions).toEqual(['accept_claim', 'dispute_claim']);
    expect(view.deposit.state).toBe('claimed');
    expect(view.claim).toMatchObject({ amount: 40_000, status: 'open' });
    const picture = await t.request(view.claim.photoUrls[0], { headers: { cookie: renter.cookie } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect((await t.request(view.claim.photoUrls[0], { headers: { cookie: stranger.cookie } })).status).toBe(404);

    const accepted = await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/claim/accept`);
    expect((await accepted.json()).status).toBe('completed');
    expect((await refundsOf(t, bookingId)).map((r) => r.amount)).toEqual([DEPOSIT - 40_000]);
    const done = (await tracking(t, owner.cookie, orderId)).body.bookings[0];
    expect(done.deposit).toEqual({ amount: DEPOSIT, state: 'split', refunded: DEPOSIT - 40_000 });
    expect(done.ownerEarnings).toBe(done.quote.itemCost - Math.round(done.quote.itemCost * 0.3) + 40_000);
  });
});

describe('disputes', () => {
  it('a disputed damage claim is decided by an admin, who splits charge and deposit', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    const { orderId, bookingId } = await paidRental(t, renter, listingId, inDays(0), inDays(1));
    await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`);
    await t.request(`/api/bookings/${bookingId}/damage-claim`, {
      method: 'POST',
      headers: { cookie: owner.cookie },
      body: claimForm(DEPOSIT, [await jpegWithExif()]),
    });
    const short = await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/claim/dispute`, {
      description: 'no',
    });
    expect(short.status).toBe(400);
    const disputed = await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/claim/dispute`, {
      description: 'Ya venía rayado; tengo fotos de la entrega.',
    });
    expect((await disputed.json()).status).toBe('disputed');

    expect((await call(t, renter.cookie, 'GET', '/api/admin/disputes')).status).toBe(404);
    expect((await call(t, null, 'GET', '/api/admin/disputes')).status).toBe(404);
    const queue = await (await call(t, admin, 'GET', '/api/admin/disputes')).json();
    const dispute = queue.disputes.find((d: { bookingId: string }) => d.bookingId === bookingId);
    expect(dispute).toMatchObject({ status: 'open', reason: 'damage_claim', claimAmount: DEPOSIT });

    const resolve = (cookie: string, body: unknown) =>
      call(t, cookie, 'POST', `/api/admin/disputes/${dispute.id}/resolve`, body);
    expect((await resolve(owner.cookie, { chargeRefund: 0, depositRefund: 0, reason: 'Decido yo' })).status).toBe(404);
    const over = await resolve(admin, { chargeRefund: 0, depositRefund: DEPOSIT + 1, reason: 'Demasiado' });
    expect(over.status).toBe(400);
    expect((await resolve(admin, { chargeRefund: 0, depositRefund: 50_000, reason: 'Daño compartido' })).status).toBe(
      204,
    );
    expect((await resolve(admin, { chargeRefund: 0, depositRefund: 50_000, reason: 'Otra vez' })).status).toBe(409);

    const done = (await tracking(t, renter.cookie, orderId)).body.bookings[0];
    expect(done.status).toBe('completed');
    expect(done.dispute).toMatchObject({
      status: 'resolved',
      depositRefund: 50_000,
      decisionReason: 'Daño compartido',
    });
    expect((await refundsOf(t, bookingId)).map((r) => [r.amount, r.reason])).toEqual([[50_000, 'dispute']]);
    const notices = await (await call(t, owner.cookie, 'GET', '/api/notifications')).json();
    expect(JSON.stringify(notices)).toContain('Daño compartido');
    const log = await (await call(t, admin, 'GET', '/api/admin/overview')).json();
    expect(log.actions[0]).toMatchObject({ action: 'resolve_dispute', targetId: bookingId });
  });

  it('a problem at handover (item missing) is refunded in full by an admin', async () => {
    const { listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    const { orderId, bookingId } = await paidRental(t, renter, listingId, inDays(0), inDays(1));
    const reported = await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/report-problem`, {
      reason: 'item_missing',
      description: 'Nadie llegó al punto de entrega.',
    });
    expect((await reported.json()).status).toBe('disputed');
    const { disputes } = await (await call(t, admin, 'GET', '/api/admin/disputes')).json();
    const dispute = disputes.find((d: { bookingId: string }) => d.bookingId === bookingId);
    await call(t, admin, 'POST', `/api/admin/disputes/${dispute.id}/resolve`, {
      chargeRefund: dispute.maxChargeRefund,
      depositRefund: dispute.maxDepositRefund,
      reason: 'El artículo nunca se entregó.',
    });
    const done = (await tracking(t, renter.cookie, orderId)).body.bookings[0];
    expect(done.refundedAmount).toBe(done.quote.total);
    expect(done.ownerEarnings).toBe(0);
  });
});

describe('renter and owner review each other after the rental', () => {
  it('hidden until both wrote, then both show on the profiles; only the two of them, only once completed', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    const stranger = await newPerson(t);
    const { orderId, bookingId } = await paidRental(t, renter, listingId, inDays(0), inDays(1));
    const review = (cookie: string, comment: string) =>
      call(t, cookie, 'POST', `/api/bookings/${bookingId}/review`, { rating: 5, comment });
    expect((await review(renter.cookie, 'Muy amable y puntual en la entrega.')).status).toBe(409);
    await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`);
    await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/confirm-return`);
    expect((await review(stranger.cookie, 'No debería poder escribir esto.')).status).toBe(404);

    expect((await review(renter.cookie, 'Muy amable y puntual en la entrega.')).status).toBe(200);
    const aboutOwner = async () =>
      (await (await call(t, null, 'GET', `/api/users/${owner.id}/reviews`)).json()).items as { comment: string }[];
    expect((await aboutOwner()).map((r) => r.comment)).not.toContain('Muy amable y puntual en la entrega.');
    const ownerView = (await tracking(t, owner.cookie, orderId)).body.bookings[0];
    expect(ownerView.actions).toContain('review_person');
    expect(ownerView.personReview).toEqual({ mine: null, theirs: null, theirsWritten: true });

    expect((await review(owner.cookie, 'Cuidó el equipo y lo devolvió limpio.')).status).toBe(200);
    expect((await aboutOwner()).map((r) => r.comment)).toContain('Muy amable y puntual en la entrega.');
    const renterView = (await tracking(t, renter.cookie, orderId)).body.bookings[0];
    expect(renterView.personReview.theirs).toEqual({ rating: 5, comment: 'Cuidó el equipo y lo devolvió limpio.' });
  });

  it('a review the other side never answers shows 14 days after completion', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    const { bookingId } = await paidRental(t, renter, listingId, inDays(0), inDays(1));
    await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`);
    await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/confirm-return`);
    await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/review`, {
      rating: 4,
      comment: 'Buena comunicación durante toda la renta.',
    });
    const aboutRenter = async () =>
      (await (await call(t, null, 'GET', `/api/users/${renter.id}/reviews`)).json()).items as { comment: string }[];
    expect(await aboutRenter()).toEqual([]);
    await setCompletedAt(bookingId, 15);
    expect((await aboutRenter()).map((r) => r.comment)).toEqual(['Buena comunicación durante toda la renta.']);
  });
});

async function setCompletedAt(bookingId: string, daysAgo: number) {
  const { sql } = await import('drizzle-orm');
  await t.deps.database.db.execute(
    sql`update bookings set completed_at = now() - make_interval(days => ${daysAgo}) where id = ${bookingId}`,
  );
}
