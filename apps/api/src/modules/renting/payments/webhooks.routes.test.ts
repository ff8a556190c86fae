import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTimestamped } from '../../../adapters/payments/signature';
import { call, inDays, newPerson, rentableListing, type JsonResponse } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// On PostgreSQL too: a webhook delivered twice at once is applied once (unique index).

let t: TestApp;
const SECRET = 'vira-sandbox-webhook-secret-dev-only';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function webhook(body: object, options: { secret?: string; timestamp?: number } = {}): Promise<JsonResponse> {
  const raw = JSON.stringify(body);
  return t.request('/api/payments/webhooks/sandbox', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Sandbox-Signature': signTimestamped(options.secret ?? SECRET, raw, options.timestamp),
    },
    body: raw,
  });
}

async function pendingOrder() {
  const renter = await newPerson(t);
  const listingId = await rentableListing(t);
  await call(t, renter.cookie, 'POST', '/api/cart/items', { listingId, startDate: inDays(3), endDate: inDays(5) });
  const session = await (
    await call(t, renter.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true })
  ).json();
  const order = async () =>
    (await (await call(t, renter.cookie, 'GET', `/api/orders/${session.orderId}`)).json()) as {
      status: string;
      bookings: { status: string }[];
    };
  const cartCount = async () =>
    ((await (await call(t, renter.cookie, 'GET', '/api/cart')).json()) as { count: number }).count;
  return { session, order, cartCount, listingId };
}

const event = (id: string, type: string, transactionId: string) => ({
  id,
  type,
  created: Math.floor(Date.now() / 1000),
  data: { transactionId },
});

describe('payment webhooks', () => {
  it('refuse a bad or stale signature and change nothing', async () => {
    const { session, order } = await pendingOrder();
    const forged = await webhook(event('evt_forged', 'approved', session.transactionId), {
      secret: 'not-the-secret-at-all',
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.code).toBe('invalid_signature');
    const stale = await webhook(event('evt_stale', 'approved', session.transactionId), {
      timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
    });
    expect(stale.status).toBe(400);
    const unsigned: JsonResponse = await t.request('/api/payments/webhooks/sandbox', {
      method: 'POST',
      body: JSON.stringify(event('evt_unsigned', 'approved', session.transactionId)),
    });
    expect(unsigned.status).toBe(400);
    expect((await order()).status).toBe('awaiting_payment');
    const recorded = await t.deps.database.db.execute(
      sql`select count(*)::int as n from webhook_events where event_id in ('evt_forged', 'evt_stale', 'evt_unsigned')`,
    );
    expect((recorded as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('fulfil an event exactly once however often it is delivered', async () => {
    const { session, order, cartCount } = await pendingOrder();
    const body = event('evt_dup_1', 'approved', session.transactionId);
    const answers = await Promise.all([webhook(body), webhook(body), webhook(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const outcomes = (await Promise.all(answers.map((a) => a.json()))).map((b) => b.outcome).sort();
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await order()).status).toBe('paid');
    expect(await cartCount()).toBe(0);
    const rows = await t.deps.database.db.execute(
      sql`select count(*)::int as n from webhook_events where event_id = 'evt_dup_1'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('ignore an out-of-order failure after success, and a success after failure', async () => {
    const paid = await pendingOrder();
    expect((await (await webhook(event('evt_ok_2', 'approved', paid.session.transactionId))).json()).outcome).toBe(
      'applied',
    );
    expect((await (await webhook(event('evt_late_fail', 'failed', paid.session.transactionId))).json()).outcome).toBe(
      'ignored',
    );
    expect((await paid.order()).status).toBe('paid');
    expect((await paid.order()).bookings[0]!.status).toBe('paid');

    const failed = await pendingOrder();
    expect((await (await webhook(event('evt_fail_3', 'failed', failed.session.transactionId))).json()).outcome).toBe(
      'applied',
    );
    // Money that arrives for a closed order goes straight back through the provider.
    expect((await (await webhook(event('evt_late_ok', 'approved', failed.session.transactionId))).json()).outcome).toBe(
      'refunded',
    );
    expect((await failed.order()).status).toBe('cancelled');
    expect(await failed.cartCount()).toBe(1);
    expect((await (await call(t, null, 'GET', `/api/listings/${failed.listingId}/availability`)).json()).held).toEqual(
      [],
    );
  });

  it('record an event for an unknown transaction without touching anything', async () => {
    const res = await webhook(event('evt_unknown', 'approved', 'sbx_does_not_exist'));
    expect((await res.json()).outcome).toBe('unknown_transaction');
  });
});
