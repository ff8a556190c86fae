import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clabeCheckDigit } from '@vira/domain/clabe';
import { signIn } from '../../../../test/auth-helpers';
import { ownedListing, paidRental } from '../../../../test/rental-helpers';
import { call, inDays, newPerson } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../../db/seed/dev-accounts';
import { runDueJobs } from '../../jobs';
import { runPayouts } from '../payouts/payouts.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
});
afterAll(() => t?.close());

type Line = { account: string; purpose: string | null; party: string | null; amount: number; bookingId: string | null };
type Entry = { kind: string; lines: Line[] };

const sum = (lines: Line[]) => lines.reduce((s, l) => s + l.amount, 0);
const ledgerOf = async (orderId: string) =>
  (await call(t, admin, 'GET', `/api/admin/orders/${orderId}/ledger`)).json() as Promise<{
    entries: Entry[];
    balances: { account: string; amount: number }[];
  }>;

describe("an order's ledger", () => {
  it('books the capture and where each peso of the booking sits; only admins read it', async () => {
    const { owner, listingId } = await ownedListing(t, { policy: 'flexible' });
    const renter = await newPerson(t);
    const stranger = await newPerson(t);
    // Two days at 250.00 and a deposit of 1,000.00, card, approved.
    const { orderId, bookingId } = await paidRental(t, renter, listingId, inDays(10), inDays(12));
    const ledger = await ledgerOf(orderId);
    expect(ledger.entries.map((e) => e.kind)).toEqual(['capture', 'allocation']);
    for (const entry of ledger.entries) expect(sum(entry.lines)).toBe(0);
    const capture = ledger.entries.find((e) => e.kind === 'capture')!;
    expect(capture.lines.find((l) => l.account === 'provider')!.amount).toBe(50_000 + 100_000);
    const allocation = ledger.entries.find((e) => e.kind === 'allocation')!;
    const line = (account: string) =>
      allocation.lines.filter((l) => l.account === account).reduce((total, l) => total + l.amount, 0);
    // Commission 30 % of the rental (15,000), of which IVA 16 % included (2,069); the owner earns 35,000, shown
    // as the rental credited and the commission taken from it (what the owner's earnings read by column).
    expect(line('owner')).toBe(-35_000);
    expect(
      allocation.lines.filter((l) => l.account === 'owner').map((l) => [l.purpose, l.amount]),
    ).toEqual([
      ['rent', -50_000],
      ['commission', 15_000],
    ]);
    expect(line('commission') + line('tax')).toBe(-15_000);
    expect(line('tax')).toBe(-2_069);
    expect(line('deposits')).toBe(-100_000);
    expect(line('services')).toBe(0);
    expect(allocation.lines.every((l) => l.bookingId === bookingId)).toBe(true);

    // The order page's charged figure is the ledger's.
    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${orderId}`)).json();
    expect(order.charge).toMatchObject({ captured: 150_000, refunded: 0 });

    for (const [who, cookie] of [
      ['renter', renter.cookie],
      ['owner', owner.cookie],
      ['stranger', stranger.cookie],
      ['guest', null],
    ] as const) {
      const res = await call(t, cookie, 'GET', `/api/admin/orders/${orderId}/ledger`);
      expect(res.status, who).toBe(404);
    }
    expect((await call(t, admin, 'GET', '/api/admin/orders/no-es-un-pedido/ledger')).status).toBe(400);
  });

  it('a cancellation moves the shares back, the refund leaves through the provider, and nothing is left owed', async () => {
    const { listingId } = await ownedListing(t, { policy: 'flexible' });
    const renter = await newPerson(t);
    const { orderId, bookingId } = await paidRental(t, renter, listingId, inDays(10), inDays(12));
    expect((await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/cancel`)).status).toBe(200);
    await runDueJobs(t.deps, new Date(Date.now() + 3_600_000));
    const ledger = await ledgerOf(orderId);
    expect(ledger.entries.map((e) => e.kind)).toEqual(['capture', 'allocation', 'allocation', 'refund']);
    // Everything came back: every account of the order is at zero again.
    expect(ledger.balances).toEqual([]);
    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${orderId}`)).json();
    expect(order.charge).toMatchObject({ captured: 150_000, refunded: 150_000 });
  });

  it("a payout takes the owner's share out through the provider, once", async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    const first17 = '03218000011835971';
    await call(t, owner.cookie, 'PUT', '/api/owner/payout-account', {
      clabe: `${first17}${clabeCheckDigit(first17)}`,
      holderName: 'Ana Dueña',
    });
    const { orderId, bookingId } = await paidRental(t, renter, listingId, inDays(0), inDays(1));
    expect((await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`)).status).toBe(200);
    expect((await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/confirm-return`)).status).toBe(200);
    await runDueJobs(t.deps, new Date(Date.now() + 3_600_000));
    await runPayouts(t.deps);
    await runPayouts(t.deps);
    const ledger = await ledgerOf(orderId);
    const payouts = ledger.entries.filter((e) => e.kind === 'payout');
    expect(payouts).toHaveLength(1);
    expect(payouts[0]!.lines.find((l) => l.account === 'owner')).toMatchObject({ party: owner.id, amount: 17_500 });
    expect(ledger.entries.map((e) => e.kind)).toEqual(['capture', 'allocation', 'allocation', 'refund', 'payout']);
    // Owner paid, deposit returned, renter owed nothing: what remains is Vira's commission and the IVA it owes,
    // still at the provider.
    expect(ledger.balances.map((b) => [b.account, b.amount]).sort()).toEqual([
      ['commission', -6_466],
      ['provider', 7_500],
      ['tax', -1_034],
    ]);
  });
});

describe('the reconciliation', () => {
  it("finds the ledger and the sandbox's own record agreeing, and lists a difference for admins without fixing it", async () => {
    const { listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    const { transactionId } = await paidRental(t, renter, listingId, inDays(20), inDays(21));
    expect((await call(t, renter.cookie, 'GET', '/api/admin/reconciliation')).status).toBe(404);
    expect((await call(t, null, 'POST', '/api/admin/reconciliation')).status).toBe(404);

    const clean = await (await call(t, admin, 'POST', '/api/admin/reconciliation')).json();
    expect(clean.paymentsCompared).toBeGreaterThan(0);
    expect(clean.mismatches).toEqual([]);

    // The provider gave back money our books never decided (as a refund made from its dashboard would).
    await t.deps.adapters.payments.sandbox!.refund(transactionId, 5_000, 'dashboard-refund');
    const found = await (await call(t, admin, 'POST', '/api/admin/reconciliation')).json();
    expect(found.mismatches).toEqual([
      expect.objectContaining({ transactionId, kind: 'refunded', ledgerAmount: 0, providerAmount: 5_000 }),
    ]);
    const later = await (await call(t, admin, 'GET', '/api/admin/reconciliation')).json();
    expect(later.mismatches).toHaveLength(1);
    // Reported, not corrected: the ledger still says nothing was refunded.
    const refunds = (await t.deps.database.db.execute(
      sql`select count(*)::int as n from ledger_entries where kind = 'refund'
        and payment_id = (select id from payments where transaction_id = ${transactionId})`,
    )) as unknown as { rows: { n: number }[] };
    expect(refunds.rows[0]!.n).toBe(0);
    // Put the sandbox's record back, so this file ends with books that agree.
    await t.deps.database.db.execute(
      sql`delete from sandbox_provider_records where idempotency_key = 'dashboard-refund'`,
    );
  });
});
