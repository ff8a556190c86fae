import type { AppDeps } from '../../../app-deps';
import type { AppDb } from '../../../db/client';
import { addRefundedAmount } from '../bookings/bookings.repository';
import { z } from 'zod';
import { defineJob, enqueueJob } from '../../jobs';
import { syncOrderLedger } from '../ledger/ledger.service';
import { scheduleCreditNote } from '../../invoices';
import {
  claimPendingRefund,
  findAuthorisedPayment,
  findCapturedPayment,
  findPaymentById,
  insertRefund,
  markRefund,
} from './refunds.repository';

export type RefundReason = 'cancellation' | 'deposit' | 'dispute' | 'late_payment';

const REFUND_JOB = 'payment.refund';
/** The job is a safety net behind the immediate attempt after commit: it runs only if that one did not. */
const REFUND_RETRY_MS = 60_000;

/**
 * Decides a refund inside the caller's transaction: a `pending` row, the booking's refunded total, and a durable
 * job that sends it to the provider. Nothing reaches the provider before the decision is committed. Returns the
 * refund id to send at once after the commit (see `sendRefunds`), or null when there is nothing to send (nothing to
 * give back, or given back from an authorisation: `released`).
 */
export async function queueRefund(
  tx: AppDb,
  input: {
    orderId: string;
    bookingId: string | null;
    amount: number;
    reason: RefundReason;
    paymentId?: string;
    /** What of `amount` was invoiced income (rental, insurance, delivery), never the deposit. Default: none. */
    income?: number;
    /** The app clock's now: the job that sends it is due a little after (decision 060). */
    now: Date;
  },
): Promise<string | null> {
  if (input.amount <= 0) return null;
  const captured = input.paymentId
    ? await findPaymentById(tx, input.paymentId)
    : await findCapturedPayment(tx, input.orderId);
  // Money only authorised so far is given back by capturing that much less when the authorisation settles.
  const authorised = captured ? null : await findAuthorisedPayment(tx, input.orderId);
  const payment = captured ?? authorised;
  // A refund is never promised without being made: with no payment to take it from, the whole decision fails.
  if (!payment) throw new Error(`order ${input.orderId} has no payment to refund ${input.amount} from`);
  const refund = await insertRefund(tx, {
    paymentId: payment.id,
    bookingId: input.bookingId,
    amount: input.amount,
    currency: payment.currency,
    reason: input.reason,
    incomeAmount: Math.min(input.amount, Math.max(0, input.income ?? 0)),
    status: authorised ? 'released' : 'pending',
  });
  // A booking's refund is booked with the step that decides it (its `moveBooking` follows, with the booking's new
  // shares); one for the order alone (a late payment) has no step after it.
  if (input.bookingId) await addRefundedAmount(tx, input.bookingId, input.amount);
  else await syncOrderLedger(tx, input.orderId);
  if (authorised) return null;
  await enqueueJob(
    tx,
    refundJob,
    { refundId: refund.id },
    { runAt: new Date(input.now.getTime() + REFUND_RETRY_MS), dedupeKey: `${REFUND_JOB}:${refund.id}` },
  );
  return refund.id;
}

/**
 * Sends a pending refund to the payment provider, with the refund id as idempotency key. A failure leaves it
 * pending and throws, so the job retries it with backoff; a refund already sent (or being sent) is skipped.
 */
export async function executeRefund(deps: AppDeps, refundId: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const row = await claimPendingRefund(tx, refundId);
    if (!row) return;
    // A payment whose capture the provider has not confirmed yet cannot be refunded: the job tries again later.
    if (!row.payment.settledAt) throw new Error(`payment ${row.payment.id} is not captured yet`);
    const provider = deps.adapters.payments.byName(row.payment.provider);
    if (!provider) throw new Error(`payment provider ${row.payment.provider} is not configured`);
    try {
      const { refundId: providerRefundId } = await provider.refund(
        row.payment.transactionId,
        row.refund.amount,
        row.refund.id,
      );
      await markRefund(tx, refundId, { status: 'succeeded', providerRefundId, lastError: null });
      await syncOrderLedger(tx, row.payment.orderId);
      // Income given back of an invoiced order is corrected with a credit note (the invoices module decides).
      if (row.refund.incomeAmount > 0) await scheduleCreditNote(tx, refundId, deps.clock.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markRefund(tx, refundId, { status: 'pending', lastError: message.slice(0, 500) });
      throw error;
    }
  });
}

/** After the deciding transaction committed: try each refund now; the job retries what fails. */
export async function sendRefunds(deps: AppDeps, refundIds: (string | null)[]): Promise<void> {
  for (const id of refundIds) {
    if (!id) continue;
    try {
      await executeRefund(deps, id);
    } catch (error) {
      deps.logger.warn({ err: error, refundId: id }, 'refund not sent yet; the job will retry it');
    }
  }
}

export const refundJob = defineJob(REFUND_JOB, z.object({ refundId: z.string() }), async (deps, { refundId }) => {
  await executeRefund(deps, refundId);
});
