import type { OrderEvent } from '@vira/domain/booking-state';
import { insertWebhookEvent, setWebhookOutcome } from '../../webhooks';
import type { PaymentSession } from '@vira/domain/checkout';
import type { RentalPaymentInput } from '@vira/domain/booking';
import type { AppDeps } from '../../../app-deps';
import { WebhookSignatureError, type PaymentEvent } from '../../../adapters/payments/payment-provider';
import type { SandboxOutcome } from '../../../adapters/payments/sandbox-provider';
import type { AppDb } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { SessionUser } from '../../../http/context';
import { commonMessages } from '../../../i18n/common-messages';
import { assertDaysAllowed, assertRentalDates } from '../availability/availability.service';
import { loadRentableListing } from '../cart/cart.service';
import { placeOrder } from '../checkout/checkout.service';
import { assertNoHours } from '../../services';
import { applyOrderEvent, settlementOf } from '../checkout/order-lifecycle.service';
import { sendSettlements } from './settlement.service';
import { noticeOrderPayment } from '../../notifications';
import { findRefundsOfTransaction } from './refunds.repository';
import { queueRefund, sendRefunds } from './refunds.service';
import { paymentMessages } from './payments.messages';
import { findPayment, findSandboxPayment, markPaymentSettled } from './payments.repository';

const EVENT_FOR: Record<Exclude<PaymentEvent['type'], 'pending'>, OrderEvent> = {
  approved: 'payment_approved',
  authorised: 'payment_authorised',
  failed: 'payment_failed',
};

/**
 * A provider's webhook: verified, recorded by event id and fulfilled in one transaction. A duplicate event id
 * is recorded once and does nothing more; an event the state graph does not allow is recorded as ignored.
 */
export async function receiveWebhook(deps: AppDeps, providerName: string, rawBody: string, headers: Headers) {
  const provider = deps.adapters.payments.byName(providerName);
  if (!provider) throw new AppError(404, 'not_found', commonMessages.notFound);
  let event: PaymentEvent;
  try {
    event = await provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      deps.logger.warn({ provider: providerName, reason: error.message }, 'webhook refused');
      throw new AppError(400, 'invalid_signature', paymentMessages.badSignature);
    }
    throw error;
  }
  const result = await deps.database.db.transaction(async (tx) => {
    const recordId = await insertWebhookEvent(tx, {
      provider: provider.name,
      eventId: event.eventId,
      type: event.type,
      transactionId: event.transactionId ?? null,
      payload: event.payload ?? {},
    });
    if (!recordId) return { received: true, outcome: 'duplicate', orderId: null, refundId: null, settlement: null };
    const now = deps.clock.now();
    const { outcome, orderId } = await fulfil(tx, provider.name, event, now);
    // An authorisation with no owner left to answer (a request already accepted, or every owner answered while
    // the renter was paying) is settled at once instead of staying authorised for ever.
    const settlement =
      outcome === 'applied' && event.type === 'authorised' && orderId ? await settlementOf(tx, orderId, now) : null;
    let refundId: string | null = null;
    if (outcome === 'ignored' && event.type === 'approved' && orderId) {
      // Money arrived for an order that is no longer payable (expired or cancelled): it goes straight back.
      const payment = await findPayment(tx, provider.name, event);
      if (payment && payment.status !== 'succeeded') {
        // The provider took it: settled as taken, so the refund can go out.
        await markPaymentSettled(tx, payment.id, payment.amount);
        refundId = await queueRefund(tx, {
          orderId,
          bookingId: null,
          amount: payment.amount,
          reason: 'late_payment',
          paymentId: payment.id,
          now,
        });
        deps.logger.warn({ provider: provider.name, eventId: event.eventId, refundId }, 'late payment refunded');
      }
    }
    await setWebhookOutcome(tx, recordId, refundId ? 'refunded' : outcome);
    // Told with the change, exactly once: a duplicate or ignored event has no outcome to tell, and a notice that
    // cannot be written fails the webhook, which the provider sends again.
    if (outcome === 'applied' && orderId)
      await noticeOrderPayment(deps, orderId, event.type === 'failed' ? 'failed' : 'paid', tx);
    return { received: true, outcome: refundId ? 'refunded' : outcome, orderId, refundId, settlement };
  });
  await sendSettlements(deps, [result.settlement]);
  await sendRefunds(deps, [result.refundId]);
  return { received: result.received, outcome: result.outcome };
}

async function fulfil(
  tx: AppDb,
  provider: string,
  event: PaymentEvent,
  now: Date,
): Promise<{ outcome: string; orderId: string | null }> {
  const payment = await findPayment(tx, provider, event);
  if (!payment) return { outcome: 'unknown_transaction', orderId: null };
  if (event.type === 'pending') return { outcome: 'pending', orderId: payment.orderId };
  return { outcome: await applyOrderEvent(tx, payment.orderId, EVENT_FOR[event.type], now), orderId: payment.orderId };
}

/** The full booking dialog's calls: one listing, pickup, no insurance, straight to the payment page. */
export async function createDirectPayment(
  deps: AppDeps,
  user: SessionUser,
  input: RentalPaymentInput,
  method: 'credit_card' | 'oxxo' | 'crypto',
): Promise<PaymentSession> {
  const listing = await loadRentableListing(deps.database.db, user.id, input.listing_id);
  const hours = { startHour: input.start_hour ?? null, endHour: input.end_hour ?? null };
  if (listing.type === 'service') {
    // A service is booked by hours of one day or by days: its own rules are the checkout's (checkServiceLine).
    assertRentalDates(input.start_date, input.end_date);
  } else {
    // One rule everywhere (docs/product-rules.md "Rental days"): a same-day rental is one day.
    assertRentalDates(input.start_date, input.end_date);
    assertNoHours(hours);
    assertDaysAllowed(listing, input.start_date, input.end_date);
  }
  return placeOrder(deps, user, {
    lines: [
      {
        listing,
        startDate: input.start_date,
        endDate: input.end_date,
        ...hours,
        withInsurance: false,
        deliveryMethod: 'pickup',
        deliveryAddress: null,
      },
    ],
    method,
    source: 'direct',
  });
}

/** What the sandbox's hosted page shows. Knowing the transaction id is what lets one see it, as at a provider. */
export async function getSandboxPayment(deps: AppDeps, transactionId: string) {
  const row = await findSandboxPayment(deps.database.db, transactionId);
  if (!row) throw new AppError(404, 'payment_not_found', paymentMessages.paymentNotFound);
  const { payment } = row;
  const refunds = await findRefundsOfTransaction(deps.database.db, payment.transactionId);
  return {
    transactionId: payment.transactionId,
    orderId: payment.orderId,
    method: payment.method,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    orderStatus: row.orderStatus,
    reference: payment.reference,
    expiresAt: payment.expiresAt?.toISOString() ?? null,
    // The page offers its buttons only while they can still change something.
    open:
      payment.status === 'pending' &&
      row.orderStatus === 'awaiting_payment' &&
      (payment.expiresAt === null || payment.expiresAt.getTime() > deps.clock.now().getTime()),
    // What was released from an authorisation never reached the provider: its page does not show it.
    refunds: refunds
      .filter(({ refund }) => refund.status !== 'released')
      .map(({ refund }) => ({
        id: refund.providerRefundId ?? refund.id,
        amount: refund.amount,
        reason: refund.reason,
        status: refund.status,
        createdAt: refund.createdAt.toISOString(),
      })),
  };
}

export type SandboxAction = 'approve' | 'decline' | 'pay-at-store' | 'confirm' | 'cancel';

/**
 * A button on the sandbox page, pressed by the payer: the sandbox sends the matching signed webhook to our endpoint and tells the
 * page where the provider would send the person back to.
 */
export async function actOnSandboxPayment(
  deps: AppDeps,
  payer: SessionUser,
  transactionId: string,
  action: SandboxAction,
) {
  const sandbox = deps.adapters.payments.sandbox;
  const row = await findSandboxPayment(deps.database.db, transactionId);
  // Only the person paying may approve or decline, as only the card holder can at a real provider; to anyone else
  // the payment does not exist.
  if (!sandbox || !row || row.orderUserId !== payer.id)
    throw new AppError(404, 'payment_not_found', paymentMessages.paymentNotFound);
  let outcome: SandboxOutcome = 'failed';
  if (action !== 'decline' && action !== 'cancel') {
    // As a real provider does, the sandbox follows what the session asked for: a card session for manual capture
    // is only authorised (cash and crypto cannot wait); anything else is taken at once.
    const manual = row.payment.capture === 'manual' && row.payment.method === 'credit_card';
    outcome = manual ? 'authorised' : 'approved';
  }
  const status = await sandbox.sendWebhook(transactionId, outcome);
  if (status >= 300) deps.logger.warn({ transactionId, status }, 'sandbox webhook not accepted');
  const after = await getSandboxPayment(deps, transactionId);
  const paid = after.orderStatus === 'paid';
  return {
    orderStatus: after.orderStatus,
    // A refusal reads as one on the way back, as it would from a real card issuer; leaving the page does not.
    redirectTo: paid
      ? `/payment-success?order=${after.orderId}`
      : `/payment-cancelled?order=${after.orderId}${action === 'decline' ? '&declined=1' : ''}`,
  };
}
