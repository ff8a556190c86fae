/** The ledger's face: the renting core's changes post entries; admins read an order's entries and the reconciliation. */
export { postPayout, syncOrderLedger, UnbalancedEntryError } from './ledger.service';
export { ledgerCharges } from './ledger-charges';
export { reconcile, reconciliationRuns } from './reconciliation.service';
export { backfillLedger } from './ledger-backfill';
export { ledgerRoutes } from './ledger.routes';
