import type { AppDb } from '../../../db/client';
import { findLedgerCharges } from './ledger.repository';

/** What the ledger says the provider took from each order's renter and gave back (0 and 0 when nothing). */
export async function ledgerCharges(
  db: AppDb,
  orderIds: string[],
): Promise<Map<string, { captured: number; refunded: number }>> {
  const found = await findLedgerCharges(db, orderIds);
  return new Map(found.map((f) => [f.orderId, { captured: f.captured, refunded: f.refunded }]));
}
