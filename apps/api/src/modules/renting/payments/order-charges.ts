import type { OrderCharge } from '@vira/domain/checkout';
import type { AppDb } from '../../../db/client';
import { ledgerCharges } from '../ledger/ledger-charges';
import { findChargeFigures } from './payments.repository';

/**
 * The one reading of what a renter was charged, for every screen and document that shows it (order page,
 * /invoices, receipts): what the ledger says the provider took and gave back, plus refunds decided and not yet
 * sent; never the order's prices. An authorisation is a hold, not a charge.
 */
export async function orderCharges(db: AppDb, orderIds: string[]): Promise<Map<string, OrderCharge>> {
  // One after another: `db` may be a transaction, one connection that runs one query at a time.
  const payments = await findChargeFigures(db, orderIds);
  const ledger = await ledgerCharges(db, orderIds);
  const charges = new Map<string, OrderCharge>();
  for (const p of payments) {
    const money = ledger.get(p.orderId) ?? { captured: 0, refunded: 0 };
    const f = { ...p, captured: money.captured, refunded: money.refunded + p.refunding };
    const state: OrderCharge['state'] =
      f.captured > 0
        ? f.refunded >= f.captured
          ? 'refunded'
          : 'captured'
        : f.authorised
          ? 'authorised'
          : f.pending
            ? 'awaiting'
            : f.voided
              ? 'voided'
              : 'unpaid';
    charges.set(f.orderId, {
      state,
      currency: f.currency,
      captured: f.captured,
      refunded: f.refunded,
      net: f.captured - f.refunded,
    });
  }
  return charges;
}

/** An order with no payment row yet (its provider session failed to start) was never charged. */
export function unchargedOrder(currency: string): OrderCharge {
  return { state: 'unpaid', currency, captured: 0, refunded: 0, net: 0 };
}
