import type { AppDeps } from '../../../app-deps';
import { findOrdersMissingFromLedger } from './ledger.repository';
import { syncOrderLedger } from './ledger.service';

/**
 * At start-up: orders whose money was taken before the ledger existed get their entries once, from what their
 * payments, refunds and bookings record. Orders already in the ledger are never touched here.
 */
export async function backfillLedger(deps: AppDeps): Promise<number> {
  const missing = await findOrdersMissingFromLedger(deps.database.db);
  for (const { id } of missing) await deps.database.db.transaction((tx) => syncOrderLedger(tx, id));
  if (missing.length) deps.logger.info({ orders: missing.length }, 'ledger: earlier orders booked');
  return missing.length;
}
