import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderServer } from '../../../test/fake-provider-server';
import { WebhookSignatureError } from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';

const SECRET = 'whsec_test_secret_for_vira';
let server: Awaited<ReturnType<typeof fakeProviderServer>>;
let provider: StripePaymentProvider;

beforeAll(async () => {
  server = await fakeProviderServer((r) => {
    if (r.method === 'POST' && r.path === '/v1/checkout/sessions')
      return { json: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.example/cs_test_1' } };
    if (r.method === 'GET' && r.path.startsWith('/v1/checkout/sessions/cs_paid'))
      return {
        json: {
          id: 'cs_paid',
          object: 'checkout.session',
          payment_intent: {
            id: 'pi_2',
            object: 'payment_intent',
            amount_received: 150_000,
            latest_charge: { id: 'ch_2', object: 'charge', amount_refunded: 50_000 },
          },
        },
      };
    if (r.method === 'GET' && r.path.startsWith('/v1/checkout/sessions/cs_unpaid'))
      return { json: { id: 'cs_unpaid', object: 'checkout.session', payment_intent: null } };
    if (r.method === 'GET' && r.path.startsWith('/v1/checkout/sessions/cs_test_1'))
      return { json: { id: 'cs_test_1', object: 'checkout.session', payment_intent: 'pi_1' } };
    if (r.path === '/v1/payment_intents/pi_1/capture') return { json: { id: 'pi_1', object: 'payment_intent' } };
    if (r.path === '/v1/payment_intents/pi_1/cancel') return { json: { id: 'pi_1', object: 'payment_intent' } };
    if (r.path === '/v1/refunds') return { json: { id: 're_1', object: 'refund' } };
    return { status: 404, json: { error: { message: 'No such thing', type: 'invalid_request_error' } } };
  });
  provider = new StripePaymentProvider('sk_test_vira', SECRET, {
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
afterAll(() => server.close());

const form = (body: string) => new URLSearchParams(body);

describe('Stripe through its official SDK (local stand-in for the API)', () => {
  it('creates a Checkout Session for a card held for capture, with our ids in its metadata', async () => {
    const session = await provider.createRentalPayment({
      paymentId: 'pay-1',
      orderId: 'order-1',
      method: 'credit_card',
      amount: 199_000,
      currency: 'MXN',
      description: 'Taladro',
      customerEmail: 'ana@example.com',
      successUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/no',
      failureUrl: 'http://localhost/refused',
      capture: 'manual',
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    expect(session).toEqual({ url: 'https://checkout.example/cs_test_1', transactionId: 'cs_test_1' });
    const sent = server.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    const body = form(sent.body);
    expect(body.get('allowed_payment_method_types[0]')).toBe('card');
    expect(body.get('line_items[0][price_data][unit_amount]')).toBe('199000');
    expect(body.get('line_items[0][price_data][currency]')).toBe('mxn');
    expect(body.get('metadata[payment_id]')).toBe('pay-1');
    expect(body.get('payment_intent_data[capture_method]')).toBe('manual');
    expect(sent.headers['idempotency-key']).toBe('vira-session-pay-1');
    expect(sent.headers.authorization).toBe('Bearer sk_test_vira');
  });

  it('captures part of the payment intent behind the session, voids it, and refunds part of it once', async () => {
    await provider.capture('cs_test_1', 150_000);
    const capture = server.requests.find((r) => r.path === '/v1/payment_intents/pi_1/capture')!;
    expect(form(capture.body).get('amount_to_capture')).toBe('150000');

    await provider.cancel('cs_test_1');
    expect(server.requests.some((r) => r.path === '/v1/payment_intents/pi_1/cancel')).toBe(true);

    expect(await provider.refund('cs_test_1', 50_000, 'refund-row-7')).toEqual({ refundId: 're_1' });
    const refund = server.requests.find((r) => r.path === '/v1/refunds')!;
    expect(form(refund.body).get('payment_intent')).toBe('pi_1');
    expect(form(refund.body).get('amount')).toBe('50000');
    expect(refund.headers['idempotency-key']).toBe('refund-row-7');
  });

  it("reads Stripe's own record of what a session took and gave back, for the reconciliation", async () => {
    const totals = await provider.recordedTotals([
      { transactionId: 'cs_paid', paymentId: 'pay-1' },
      { transactionId: 'cs_unpaid', paymentId: 'pay-2' },
    ]);
    expect(totals.get('cs_paid')).toEqual({ captured: 150_000, refunded: 50_000 });
    expect(totals.get('cs_unpaid')).toEqual({ captured: 0, refunded: 0 });
    const read = server.requests.find((r) => r.path.startsWith('/v1/checkout/sessions/cs_paid'))!;
    expect(decodeURIComponent(read.path)).toContain('expand[0]=payment_intent.latest_charge');
  });

  it('reads a signed webhook and refuses one whose signature does not match', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1', payment_status: 'paid', metadata: { payment_id: 'pay-1' } } },
    });
    const header = new Stripe('sk_test_vira').webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const event = await provider.parseWebhook(payload, new Headers({ 'Stripe-Signature': header }));
    expect(event).toMatchObject({ eventId: 'evt_1', type: 'approved', transactionId: 'cs_test_1', paymentId: 'pay-1' });
    await expect(
      provider.parseWebhook(payload.replace('paid', 'unpaid'), new Headers({ 'Stripe-Signature': header })),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a validly signed event stamped outside the tolerance, in the past or in the future', async () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: {} },
    });
    const stripe = new Stripe('sk_test_vira');
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now - 3600, now + 3600]) {
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });
      await expect(
        provider.parseWebhook(payload, new Headers({ 'Stripe-Signature': header })),
        String(timestamp - now),
      ).rejects.toBeInstanceOf(WebhookSignatureError);
    }
    const fresh = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: now + 30 });
    expect((await provider.parseWebhook(payload, new Headers({ 'Stripe-Signature': fresh }))).eventId).toBe('evt_2');
  });
});
