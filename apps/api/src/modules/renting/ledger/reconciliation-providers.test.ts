import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../test/auth-helpers';
import { fakeProviderServer } from '../../../../test/fake-provider-server';
import { bookingWithMoney } from '../../../../test/money-helpers';
import { publishedListing } from '../../../../test/owner-helpers';
import { call, inDays, newPerson } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { MercadoPagoPaymentProvider } from '../../../adapters/payments/mercadopago-provider';
import { NowPaymentsProvider } from '../../../adapters/payments/nowpayments-provider';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../../db/seed/dev-accounts';
import { reconcile } from './reconciliation.service';

/** What Mercado Pago's payment search answers per external_reference (our payment row), in major units. */
const mercadoPago = new Map<
  string,
  { status: string; transaction_amount: number; transaction_amount_refunded: number }[]
>();
/** What NOWPayments' payment list answers per invoice (our transaction id). */
const nowPayments = new Map<string, { payment_status: string; price_amount: number }[]>();

let t: TestApp;
let admin: string;
let server: Awaited<ReturnType<typeof fakeProviderServer>>;
let renter: { id: string };
let owner: { id: string; cookie: string };
let listingId: number;

beforeAll(async () => {
  server = await fakeProviderServer((r) => {
    const url = new URL(r.path, 'http://provider');
    if (r.method === 'GET' && url.pathname === '/v1/payments/search') {
      const results = mercadoPago.get(url.searchParams.get('external_reference') ?? '') ?? [];
      return { json: { results: results.map((p, i) => ({ id: i + 1, currency_id: 'MXN', ...p })) } };
    }
    if (r.method === 'POST' && url.pathname === '/v1/auth') return { json: { token: 'jwt-for-the-list' } };
    if (r.method === 'GET' && url.pathname === '/v1/payment/') {
      if (r.headers.authorization !== 'Bearer jwt-for-the-list') return { status: 401, json: {} };
      const invoice = url.searchParams.get('invoiceId') ?? '';
      const data = (nowPayments.get(invoice) ?? []).map((p, i) => ({
        payment_id: i + 1,
        invoice_id: Number(invoice),
        price_currency: 'mxn',
        ...p,
      }));
      return { json: { data, limit: 100, page: 0, pagesCount: 1, total: data.length } };
    }
    return { status: 404, json: { message: 'not found' } };
  });
  // Both adapters call the global fetch at their fixed hosts: the test sends those calls to the local stand-in.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string | URL, init?: RequestInit) =>
    realFetch(
      String(url).replace('https://api.mercadopago.com', server.url).replace('https://api.nowpayments.io', server.url),
      init,
    ),
  );
  t = await createTestApp();
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
  const mp = new MercadoPagoPaymentProvider('TEST-token', 'secret', 'http://localhost:3000');
  const crypto = new NowPaymentsProvider('np-key', 'np-ipn', 'http://localhost:3000', {
    email: 'ops@vira.example',
    password: 'secret',
  });
  const byName = t.deps.adapters.payments.byName;
  vi.spyOn(t.deps.adapters.payments, 'byName').mockImplementation((name) =>
    name === 'mercadopago' ? mp : name === 'nowpayments' ? crypto : byName(name),
  );
  owner = await newPerson(t, 'owner');
  renter = await newPerson(t, 'renter');
  listingId = await publishedListing(t, owner.cookie, { title: 'Cámara conciliada' });
}, 180_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await t?.close();
  await server?.close();
});

let days = 0;
/** A rental of `total` paid through `provider`, with the refunds it confirmed; answers our payment row's id. */
async function paid(provider: string, transactionId: string, total: number, refunds: number[] = []) {
  days += 3;
  const commission = Math.round(total * 0.3);
  const refunded = refunds.reduce((sum, r) => sum + r, 0);
  const booking = await bookingWithMoney(
    t,
    {
      listingId,
      renterId: renter.id,
      ownerId: owner.id,
      startDate: inDays(days),
      endDate: inDays(days + 2),
      status: 'paid',
      instantBooking: true,
      currency: 'MXN',
      days: 2,
      itemCost: total,
      insuranceCost: 0,
      deliveryCost: 0,
      deposit: 0,
      total,
      commission,
      ownerEarnings: total - commission - refunded,
      refundedAmount: refunded,
    },
    { provider, transactionId, refunds },
  );
  const found = await t.deps.database.db.execute(sql`select id from payments where order_id = ${booking.orderId}`);
  return (found as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

type Row = { provider: string; transactionId: string; kind: string; ledgerAmount: number; providerAmount: number };
async function report(): Promise<{ paymentsCompared: number; mismatches: Row[] }> {
  const res = await call(t, admin, 'GET', '/api/admin/reconciliation');
  expect(res.status).toBe(200);
  return res.json();
}

describe('reconciliation with Mercado Pago and NOWPayments', () => {
  it('finds nothing to report on a day where both providers recorded what the ledger did', async () => {
    const card = await paid('mercadopago', 'pref-match', 150_000, [50_000]);
    mercadoPago.set(card, [{ status: 'approved', transaction_amount: 1_500, transaction_amount_refunded: 500 }]);
    await paid('nowpayments', '5001', 120_000);
    nowPayments.set('5001', [
      { payment_status: 'finished', price_amount: 1_200 },
      // A payment started and abandoned on the same invoice took nothing.
      { payment_status: 'expired', price_amount: 1_200 },
    ]);
    const run = await reconcile(t.deps);
    expect(run).toMatchObject({ compared: 2, mismatches: 0 });
    expect(await report()).toMatchObject({ paymentsCompared: 2, mismatches: [] });
  });

  it('lists a missing, a duplicated and a different-amount capture or refund, one row each, for admins', async () => {
    // Mercado Pago: the capture is missing at the provider; a capture taken twice; a refund of a different amount.
    await paid('mercadopago', 'pref-missing', 100_000);
    const twice = await paid('mercadopago', 'pref-twice', 80_000);
    mercadoPago.set(twice, [
      { status: 'approved', transaction_amount: 800, transaction_amount_refunded: 0 },
      { status: 'approved', transaction_amount: 800, transaction_amount_refunded: 0 },
    ]);
    const refunded = await paid('mercadopago', 'pref-refund', 60_000, [20_000]);
    mercadoPago.set(refunded, [{ status: 'approved', transaction_amount: 600, transaction_amount_refunded: 100 }]);
    // NOWPayments: a different amount arrived; a refund made from the dashboard that the ledger never recorded.
    await paid('nowpayments', '5002', 90_000);
    nowPayments.set('5002', [{ payment_status: 'finished', price_amount: 850 }]);
    await paid('nowpayments', '5003', 40_000);
    nowPayments.set('5003', [{ payment_status: 'refunded', price_amount: 400 }]);

    const run = await reconcile(t.deps);
    expect(run).toMatchObject({ compared: 7, mismatches: 5 });
    const { paymentsCompared, mismatches } = await report();
    expect(paymentsCompared).toBe(7);
    const rows = mismatches
      .map((m) => [m.provider, m.transactionId, m.kind, m.ledgerAmount, m.providerAmount])
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(rows).toEqual([
      ['nowpayments', '5002', 'captured', 90_000, 85_000],
      ['nowpayments', '5003', 'refunded', 0, 40_000],
      ['mercadopago', 'pref-missing', 'captured', 100_000, 0],
      ['mercadopago', 'pref-refund', 'refunded', 20_000, 10_000],
      ['mercadopago', 'pref-twice', 'captured', 80_000, 160_000],
    ]);
    // A guest and a person who is not an admin do not learn the admin page exists.
    expect((await call(t, null, 'GET', '/api/admin/reconciliation')).status).toBe(404);
    expect((await call(t, owner.cookie, 'GET', '/api/admin/reconciliation')).status).toBe(404);
  });

  it('does not compare NOWPayments without the account login its payment list needs', async () => {
    const bare = new NowPaymentsProvider('np-key', 'np-ipn', 'http://localhost:3000');
    expect(await bare.recordedTotals([{ transactionId: '5001', paymentId: 'x' }])).toBeNull();
  });
});
