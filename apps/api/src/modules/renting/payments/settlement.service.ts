import type { AppDeps } from '../../../app-deps';
import type { AppDb } from '../../../db/client';
import { syncOrderLedger } from '../ledger/ledger.service';
import { z } from 'zod';
import { defineJob, enqueueJob } from '../../jobs';
import { claimUnsettledPayment, markPaymentSettled } from './payments.repository';

/** What the provider is asked once owners have answered: take `amount` of an authorisation, or release it. */
export interface Settlement {
  paymentId: string;
  action: 'capture' | 'cancel';
  amount: number;
}

const SETTLE_JOB = 'payment.settle';
/** The job is the safety net behind the immediate attempt after commit, as for refunds. */
const SETTLE_RETRY_MS = 60_000;

/**
 * Records the decision inside the caller's transaction, with a durable job that carries it to the provider: a
 * capture can never be forgotten between a commit and a crash (an accepted request stayed authorised for ever).
 */
export async function queueSettlement(tx: AppDb, settlement: Settlement, now: Date): Promise<Settlement> {
  await enqueueJob(
    tx,
    settlementJob,
    { ...settlement },
    { runAt: new Date(now.getTime() + SETTLE_RETRY_MS), dedupeKey: `${SETTLE_JOB}:${settlement.paymentId}` },
  );
  return settlement;
}

/** Asks the provider; the payment is marked settled only once it answered, so a failure is retried by the job. */
export async function executeSettlement(deps: AppDeps, settlement: Settlement): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const payment = await claimUnsettledPayment(tx, settlement.paymentId);
    if (!payment) return;
    const provider = deps.adapters.payments.byName(payment.provider);
    if (!provider) throw new Error(`payment provider ${payment.provider} is not configured`);
    if (settlement.action === 'capture') await provider.capture(payment.transactionId, settlement.amount);
    else await provider.cancel(payment.transactionId);
    await markPaymentSettled(tx, payment.id);
    await syncOrderLedger(tx, payment.orderId);
  });
}

/** After the deciding transaction committed: settle each payment now; the job retries what fails. */
export async function sendSettlements(deps: AppDeps, settlements: (Settlement | null)[]): Promise<void> {
  for (const settlement of settlements) {
    if (!settlement) continue;
    try {
      await executeSettlement(deps, settlement);
    } catch (error) {
      deps.logger.warn({ err: error, paymentId: settlement.paymentId }, 'payment not settled yet; the job will retry');
    }
  }
}

export const settlementJob = defineJob(
  SETTLE_JOB,
  z.object({ paymentId: z.string(), action: z.enum(['capture', 'cancel']), amount: z.number().int() }),
  async (deps, settlement) => {
    await executeSettlement(deps, settlement);
  },
);
