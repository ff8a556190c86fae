import {
  bookingAllocation,
  LEDGER_ACCOUNTS,
  ownerAllocation,
  unbalancedCurrencies,
  type LedgerAccount,
  type LedgerEntryKind,
  type LedgerLine,
} from '@vira/domain/ledger';
import type { AppDb } from '../../../db/client';
import {
  findConfirmedBookingMoney,
  findOrderBalances,
  findOrderPayments,
  findPayoutShares,
  findSucceededRefunds,
  hasPayoutEntry,
  insertEntry,
  lockOrder,
} from './ledger.repository';

/** A bug, never a person's mistake: an entry that does not balance is not written, and the change fails with it. */
export class UnbalancedEntryError extends Error {
  override name = 'UnbalancedEntryError';
}

async function post(
  tx: AppDb,
  entry: {
    kind: LedgerEntryKind;
    orderId?: string | null;
    paymentId?: string | null;
    refundId?: string | null;
    payoutId?: string | null;
  },
  lines: LedgerLine[],
): Promise<void> {
  const moving = lines.filter((l) => l.amount !== 0);
  if (moving.length === 0) return;
  const unbalanced = unbalancedCurrencies(moving);
  if (unbalanced.length)
    throw new UnbalancedEntryError(`${entry.kind} entry does not balance in ${unbalanced.join(', ')}`);
  await insertEntry(tx, entry, moving);
}

/**
 * Brings the ledger of an order up to what its payments, refunds and bookings now say, as balanced entries of
 * the difference: money the provider took (capture), gave back (refund), and where each confirmed booking's share
 * sits (allocation). Called inside every transaction that changes them, so the entry and the change commit
 * together; with nothing changed it writes nothing. An authorisation is a hold, not money: nothing is allocated
 * before the provider confirmed it took the payment.
 */
export async function syncOrderLedger(tx: AppDb, orderId: string): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) return;
  // One after another: a transaction is one connection, which runs one query at a time (pg 9 refuses a second
  // one sent while the first runs; pg 8 queues it and warns).
  const payments = await findOrderPayments(tx, orderId);
  const refunds = await findSucceededRefunds(tx, orderId);
  const bookings = await findConfirmedBookingMoney(tx, orderId);
  const balances = await findOrderBalances(tx, orderId);

  for (const payment of payments) {
    const recorded = balances
      .filter((b) => b.kind === 'capture' && b.paymentId === payment.id && b.account === 'provider')
      .reduce((sum, b) => sum + b.amount, 0);
    const delta = payment.taken - recorded;
    await post(tx, { kind: 'capture', orderId, paymentId: payment.id }, [
      { account: 'provider', party: payment.provider, currency: payment.currency, amount: delta, bookingId: null },
      { account: 'renter', party: order.userId, currency: payment.currency, amount: -delta, bookingId: null },
    ]);
  }

  const refunded = new Set(balances.filter((b) => b.kind === 'refund').map((b) => b.refundId));
  for (const refund of refunds) {
    if (refunded.has(refund.id)) continue;
    await post(tx, { kind: 'refund', orderId, paymentId: refund.paymentId, refundId: refund.id }, [
      { account: 'renter', party: order.userId, currency: refund.currency, amount: refund.amount, bookingId: null },
      {
        account: 'provider',
        party: refund.provider,
        currency: refund.currency,
        amount: -refund.amount,
        bookingId: null,
      },
    ]);
  }

  const taken = payments.some((p) => p.taken > 0);
  const lines: LedgerLine[] = [];
  for (const booking of bookings) {
    const target = taken ? bookingAllocation(booking) : null;
    const recorded = (account: LedgerAccount, purpose: LedgerLine['purpose']) =>
      balances
        .filter(
          (b) =>
            b.kind === 'allocation' &&
            b.bookingId === booking.id &&
            b.account === account &&
            (b.purpose ?? null) === (purpose ?? null),
        )
        .reduce((sum, b) => sum + b.amount, 0);
    for (const account of LEDGER_ACCOUNTS) {
      if (account === 'provider' || account === 'owner') continue;
      lines.push({
        account,
        party: account === 'renter' ? order.userId : null,
        currency: booking.currency,
        amount: (target?.[account] ?? 0) - recorded(account, null),
        bookingId: booking.id,
      });
    }
    // The owner's share itemised (rent, commission, refund, deposit kept); a line written before the itemisation
    // (no purpose) is reversed here, so the owner's balance is unchanged and reads by column.
    const owner = taken ? ownerAllocation(booking) : null;
    const ownerLine = (purpose: LedgerLine['purpose'], amount: number): LedgerLine => ({
      account: 'owner',
      purpose,
      party: booking.ownerId,
      currency: booking.currency,
      amount: amount - recorded('owner', purpose),
      bookingId: booking.id,
    });
    lines.push(ownerLine(null, 0));
    for (const purpose of ['rent', 'commission', 'refund', 'deposit_kept'] as const)
      lines.push(ownerLine(purpose, owner?.[purpose] ?? 0));
  }
  await post(tx, { kind: 'allocation', orderId }, lines);
}

/**
 * A payout's entry, in the transaction that records it: each share it pays comes out of the booking's owner's
 * account (a cooperative member's share too, since the pooled booking's earnings are the owner's to split) and
 * leaves through the provider.
 */
export async function postPayout(tx: AppDb, payoutId: string): Promise<void> {
  if (await hasPayoutEntry(tx, payoutId)) return;
  const shares = await findPayoutShares(tx, payoutId);
  const lines: LedgerLine[] = shares.flatMap((s) => [
    {
      account: 'owner' as const,
      purpose: 'payout' as const,
      party: s.ownerId,
      currency: s.currency,
      amount: s.amount,
      bookingId: s.bookingId,
    },
    {
      account: 'provider' as const,
      party: s.provider,
      currency: s.currency,
      amount: -s.amount,
      bookingId: s.bookingId,
    },
  ]);
  await post(tx, { kind: 'payout', payoutId }, lines);
}
