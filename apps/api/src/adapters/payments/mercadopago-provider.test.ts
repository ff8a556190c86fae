import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeProviderServer } from '../../../test/fake-provider-server';
import { MercadoPagoPaymentProvider } from './mercadopago-provider';
import { WebhookSignatureError } from './payment-provider';
import { hmacHex } from './signature';

const SECRET = 'mp-webhook-secret-for-vira';
let server: Awaited<ReturnType<typeof fakeProviderServer>>;
let provider: MercadoPagoPaymentProvider;
let paymentStatus = 'authorized';

beforeAll(async () => {
  server = await fakeProviderServer((r) => {
    if (r.method === 'POST' && r.path === '/checkout/preferences/')
      return { json: { id: 'pref_1', init_point: 'https://mp.example/pref_1' } };
    if (r.method === 'GET' && r.path === '/checkout/preferences/pref_1')
      return { json: { id: 'pref_1', external_reference: 'pay-1' } };
    if (r.method === 'GET' && r.path.startsWith('/v1/payments/search'))
      return { json: { results: [{ id: 123, status: paymentStatus, currency_id: 'MXN' }], paging: { total: 1 } } };
    if (r.method === 'GET' && r.path === '/v1/payments/123')
      return { json: { id: 123, status: paymentStatus, external_reference: 'pay-1' } };
    if (r.method === 'PUT' && r.path === '/v1/payments/123') return { json: { id: 123, status: 'approved' } };
    if (r.method === 'POST' && r.path === '/v1/payments/123/refunds') return { json: { id: 999, amount: 500 } };
    return { status: 404, json: { message: 'not found' } };
  });
  // The SDK calls the global fetch against its fixed host: the test sends those calls to the local stand-in.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string | URL, init?: RequestInit) =>
    realFetch(String(url).replace('https://api.mercadopago.com', server.url), init),
  );
  provider = new MercadoPagoPaymentProvider('TEST-token', SECRET, 'http://localhost:3000');
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

describe('Mercado Pago through its official SDK (local stand-in for the API)', () => {
  it('creates a Checkout Pro preference that names our payment', async () => {
    const session = await provider.createRentalPayment({
      paymentId: 'pay-1',
      orderId: 'order-1',
      method: 'mercadopago',
      amount: 199_050,
      currency: 'MXN',
      description: 'Taladro',
      customerEmail: 'ana@example.com',
      successUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/no',
      failureUrl: 'http://localhost/refused',
      capture: 'automatic',
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    expect(session).toEqual({ url: 'https://mp.example/pref_1', transactionId: 'pref_1' });
    const sent = server.requests.find((r) => r.path === '/checkout/preferences/')!;
    const body = json(sent.body);
    expect(body.external_reference).toBe('pay-1');
    // A refused card comes back saying so, not as if the person had left.
    expect(body.back_urls).toMatchObject({ success: 'http://localhost/ok', failure: 'http://localhost/refused' });
    expect(body.items).toEqual([expect.objectContaining({ unit_price: 1990.5, currency_id: 'MXN', quantity: 1 })]);
    expect(body.notification_url).toBe('http://localhost:3000/api/payments/webhooks/mercadopago');
    expect(sent.headers.authorization).toBe('Bearer TEST-token');
  });

  it('captures an authorised payment (found by the preference’s reference) for part of it, and voids one', async () => {
    paymentStatus = 'authorized';
    await provider.capture('pref_1', 150_000);
    const captures = server.requests.filter((r) => r.method === 'PUT' && r.path === '/v1/payments/123');
    expect(json(captures.at(-1)!.body)).toMatchObject({ capture: true, transaction_amount: 1500 });
    expect(captures.at(-1)!.headers['x-idempotency-key']).toBe('vira-capture-pref_1');

    await provider.cancel('pref_1');
    const cancel = server.requests.filter((r) => r.method === 'PUT' && r.path === '/v1/payments/123').at(-1)!;
    expect(json(cancel.body)).toMatchObject({ status: 'cancelled' });
  });

  it('refunds part of an approved payment with our idempotency key', async () => {
    paymentStatus = 'approved';
    expect(await provider.refund('pref_1', 50_000, 'refund-row-7')).toEqual({ refundId: '999' });
    const refund = server.requests.find((r) => r.path === '/v1/payments/123/refunds')!;
    expect(json(refund.body)).toEqual({ amount: 500 });
    expect(refund.headers['x-idempotency-key']).toBe('refund-row-7');
  });

  it('reads a signed notification from the payment’s state, and refuses a bad signature', async () => {
    paymentStatus = 'approved';
    const ts = String(Math.floor(Date.now() / 1000));
    const signature = hmacHex('sha256', SECRET, `id:123;request-id:req-1;ts:${ts};`);
    const headers = new Headers({ 'x-signature': `ts=${ts},v1=${signature}`, 'x-request-id': 'req-1' });
    const body = JSON.stringify({ type: 'payment', data: { id: '123' } });
    expect(await provider.parseWebhook(body, headers)).toMatchObject({
      eventId: '123:approved',
      type: 'approved',
      paymentId: 'pay-1',
    });
    const forged = new Headers({ 'x-signature': `ts=${ts},v1=${'0'.repeat(64)}`, 'x-request-id': 'req-1' });
    await expect(provider.parseWebhook(body, forged)).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
