import type { LedgerAccount, OrderLedger } from '@vira/domain/ledger';
import type { AppDb } from '../../../db/client';
import { findOrderEntries } from './ledger.repository';

/** Every entry touching an order, and the balance of each account it moved (what admins check an order by). */
export async function orderLedger(db: AppDb, orderId: string): Promise<OrderLedger> {
  const entries = await findOrderEntries(db, orderId);
  const balances = new Map<string, OrderLedger['balances'][number]>();
  for (const line of entries.flatMap((e) => e.lines)) {
    const key = `${line.account}\u0000${line.party ?? ''}\u0000${line.currency}`;
    const current = balances.get(key) ?? {
      account: line.account as LedgerAccount,
      party: line.party,
      currency: line.currency,
      amount: 0,
    };
    current.amount += line.amount;
    balances.set(key, current);
  }
  return {
    orderId,
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      orderId: e.orderId,
      paymentId: e.paymentId,
      refundId: e.refundId,
      payoutId: e.payoutId,
      createdAt: e.createdAt.toISOString(),
      lines: e.lines.map((l) => ({
        account: l.account,
        purpose: l.purpose,
        party: l.party,
        currency: l.currency,
        amount: l.amount,
        bookingId: l.bookingId,
      })),
    })),
    balances: [...balances.values()].filter((b) => b.amount !== 0),
  };
}
