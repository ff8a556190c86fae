import type { ReconciliationReport } from '@vira/domain/ledger';
import type { AppDeps } from '../../../app-deps';
import { defineRecurringJob } from '../../jobs';
import { findLatestRun, findLedgerPaymentTotals, insertRun } from './reconciliation.repository';

/** Long enough for any refund or late capture of a payment to have reached both records. */
const WINDOW_DAYS = 120;

/**
 * Compares, per payment, what our ledger says the provider took and gave back with the provider's own record,
 * and stores every difference for admins. A difference is a bug report: nothing is corrected here.
 */
export async function reconcile(deps: AppDeps): Promise<{ runId: string; compared: number; mismatches: number }> {
  const payments = await findLedgerPaymentTotals(deps.database.db, WINDOW_DAYS);
  const providers = deps.adapters.payments;
  const mismatches: Parameters<typeof insertRun>[2] = [];
  let compared = 0;
  for (const name of new Set(payments.map((p) => p.provider))) {
    const ours = payments.filter((p) => p.provider === name);
    const theirs = await providers.byName(name)?.recordedTotals?.(
      ours.map((p) => ({ transactionId: p.transactionId, paymentId: p.paymentId })),
    );
    // A provider whose record cannot be read here is not compared (and not counted as compared).
    if (!theirs) continue;
    for (const p of ours) {
      compared += 1;
      const recorded = theirs.get(p.transactionId) ?? { captured: 0, refunded: 0 };
      for (const kind of ['captured', 'refunded'] as const) {
        if (p[kind] === recorded[kind]) continue;
        mismatches.push({
          provider: name,
          transactionId: p.transactionId,
          paymentId: p.paymentId,
          orderId: p.orderId,
          kind,
          currency: p.currency,
          ledgerAmount: p[kind],
          providerAmount: recorded[kind],
        });
      }
    }
  }
  const runId = await insertRun(deps.database.db, compared, mismatches);
  if (mismatches.length) deps.logger.error({ runId, mismatches: mismatches.length }, 'ledger and provider disagree');
  return { runId, compared, mismatches: mismatches.length };
}

export async function reconciliationReport(deps: AppDeps): Promise<ReconciliationReport> {
  const latest = await findLatestRun(deps.database.db);
  if (!latest) return { lastRunAt: null, paymentsCompared: 0, mismatches: [] };
  return {
    lastRunAt: latest.run.ranAt.toISOString(),
    paymentsCompared: latest.run.paymentsCompared,
    mismatches: latest.mismatches.map((m) => ({
      id: m.id,
      runId: m.runId,
      provider: m.provider,
      transactionId: m.transactionId,
      paymentId: m.paymentId,
      orderId: m.orderId,
      kind: m.kind,
      currency: m.currency,
      ledgerAmount: m.ledgerAmount,
      providerAmount: m.providerAmount,
      foundAt: latest.run.ranAt.toISOString(),
    })),
  };
}

/** Daily at 11:30 UTC, after the day's payouts (10:00 UTC) reached the ledger. */
export const reconciliationRuns = defineRecurringJob(
  'ledger.reconcile',
  { everyHours: 24, offsetMinutes: 690 },
  (deps) => reconcile(deps),
);
