import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderServer } from '../../../test/fake-provider-server';
import { StripePayouts } from './stripe-payouts';

let server: Awaited<ReturnType<typeof fakeProviderServer>>;
let payouts: StripePayouts;

beforeAll(async () => {
  server = await fakeProviderServer((r) => {
    if (r.path === '/v1/accounts' && r.method === 'POST') return { json: { id: 'acct_1', object: 'account' } };
    if (r.path === '/v1/account_links')
      return { json: { object: 'account_link', url: 'https://connect.example/acct_1' } };
    if (r.path === '/v1/accounts/acct_1') return { json: { id: 'acct_1', object: 'account', payouts_enabled: true } };
    if (r.path === '/v1/transfers') return { json: { id: 'tr_1', object: 'transfer' } };
    return { status: 404, json: { error: { message: 'No such thing' } } };
  });
  payouts = new StripePayouts(
    new Stripe('sk_test_vira', { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 0 }),
  );
});
afterAll(() => server.close());

describe('Stripe Connect Express payouts through the official SDK (local stand-in for the API)', () => {
  it('creates an Express account in Mexico, links to its onboarding and sees when it can be paid', async () => {
    expect(await payouts.createAccount({ email: 'owner@example.com', userId: 'u1' })).toEqual({ accountId: 'acct_1' });
    const created = new URLSearchParams(server.requests.find((r) => r.path === '/v1/accounts')!.body);
    expect(created.get('type')).toBe('express');
    expect(created.get('country')).toBe('MX');
    expect(created.get('capabilities[transfers][requested]')).toBe('true');
    const link = await payouts.onboardingLink({
      accountId: 'acct_1',
      returnUrl: 'http://l/r',
      refreshUrl: 'http://l/f',
    });
    expect(link.url).toBe('https://connect.example/acct_1');
    expect(await payouts.isReady('acct_1')).toBe(true);
  });

  it('transfers the payout to the owner’s account with the key derived from its bookings', async () => {
    const result = await payouts.transfer({
      destination: { clabe: null, holderName: null, stripeAccountId: 'acct_1' },
      currency: 'MXN',
      amount: 105_000,
      idempotencyKey: 'vira-payout-abc',
      description: 'Pago de Vira por 2 renta(s)',
    });
    expect(result).toEqual({ reference: 'tr_1' });
    const sent = server.requests.find((r) => r.path === '/v1/transfers')!;
    const body = new URLSearchParams(sent.body);
    expect(body.get('amount')).toBe('105000');
    expect(body.get('currency')).toBe('mxn');
    expect(body.get('destination')).toBe('acct_1');
    expect(sent.headers['idempotency-key']).toBe('vira-payout-abc');
  });
});
