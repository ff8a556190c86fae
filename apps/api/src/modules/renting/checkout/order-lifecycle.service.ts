import {
  nextBookingStatus,
  nextOrderStatus,
  OWNER_RESPONSE_HOURS,
  type BookingStatus,
  type OrderEvent,
} from '@vira/domain/booking-state';
import type { AppDb } from '../../../db/client';
import { moveBooking, systemAt } from '../bookings/booking-transitions.service';
import { attachBookingToOrder } from '../bookings/bookings.repository';
import { deleteCart } from '../cart/cart.repository';
import {
  findOrder,
  findOrderBookings,
  findConfirmedBookingIds,
  findPaymentsOfOrder,
  setCapturedAmount,
  setOrderStatus,
  setPaymentsStatus,
} from './checkout.repository';
import { syncOrderLedger } from '../ledger/ledger.service';
import { queueSettlement, type Settlement } from '../payments/settlement.service';
import { scheduleOrderDocuments } from '../../invoices';

export type LifecycleOutcome = 'applied' | 'ignored';

/**
 * Applies a payment outcome to an order and its bookings, following the state graph: an event the graph does
 * not allow from the current state (a duplicate, or one arriving out of order) changes nothing. Call inside
 * the transaction that records the event; the order row is locked first.
 */
export async function applyOrderEvent(
  tx: AppDb,
  orderId: string,
  event: OrderEvent,
  now: Date,
): Promise<LifecycleOutcome> {
  const order = await findOrder(tx, orderId, { forUpdate: true });
  if (!order) return 'ignored';
  const next = nextOrderStatus(order.status, event);
  if (!next) return 'ignored';
  await setOrderStatus(tx, order.id, next);
  const bookings = await findOrderBookings(tx, order.id);
  const failed = event === 'payment_failed' || event === 'hold_expired';
  for (const booking of bookings) {
    if (order.source === 'request' && failed) {
      // The owner already accepted: a failed payment leaves the booking to its own hold, free to pay again.
      await attachBookingToOrder(tx, booking.id, null);
      continue;
    }
    // Captured or authorised, a request listing waits for its owner; an instant one (or a request the owner
    // already accepted) is confirmed.
    const bookingEvent = failed
      ? event
      : booking.instantBooking || order.source === 'request'
        ? 'payment_approved'
        : 'payment_authorised';
    const status = nextBookingStatus(booking.status as BookingStatus, bookingEvent);
    if (!status) continue;
    await moveBooking(tx, booking, bookingEvent, systemAt(now), {
      holdExpiresAt: null,
      respondBy:
        status === 'pending_owner' ? new Date(now.getTime() + OWNER_RESPONSE_HOURS * 3_600_000) : booking.respondBy,
    });
  }
  if (next === 'paid') {
    await scheduleOrderDocuments(tx, order.id, now);
    // Money taken at once is settled; an authorisation waits for the owners (`settlementOf`).
    if (event === 'payment_authorised') await setPaymentsStatus(tx, order.id, ['pending'], 'authorised');
    else await setPaymentsStatus(tx, order.id, ['pending'], 'succeeded', { settled: true });
    // The cart empties only when payment succeeds, and only of what was paid for.
    if (order.source === 'cart')
      await deleteCart(
        tx,
        order.userId,
        bookings.map((b) => b.listingId),
      );
  } else {
    await setPaymentsStatus(tx, order.id, ['pending'], 'failed');
  }
  await syncOrderLedger(tx, order.id);
  return 'applied';
}

/**
 * After owners answer (or the renter withdraws): when no booking of the order still waits for its owner, an
 * authorisation is settled — captured for what the renter owes of the bookings ever confirmed (each one's total
 * less what was already released back to them), or voided when that is nothing, which leaves the order cancelled
 * (never charged). The decision is made here, in the caller's transaction; the provider is asked after the commit
 * (`sendSettlements`), with a durable job behind it. The order row is locked first, so two owners answering at
 * once cannot both leave the settlement to the other.
 */
export async function settlementOf(tx: AppDb, orderId: string, now: Date): Promise<Settlement | null> {
  const order = await findOrder(tx, orderId, { forUpdate: true });
  if (!order) return null;
  const bookings = await findOrderBookings(tx, order.id);
  if (bookings.some((b) => b.status === 'pending_owner')) return null;
  const payment = (await findPaymentsOfOrder(tx, order.id)).find((p) => p.status === 'authorised');
  if (!payment) return null;
  const confirmed = await findConfirmedBookingIds(tx, order.id);
  const amount = bookings.filter((b) => confirmed.has(b.id)).reduce((sum, b) => sum + b.total - b.refundedAmount, 0);
  await setPaymentsStatus(tx, order.id, ['authorised'], amount > 0 ? 'succeeded' : 'voided');
  await setCapturedAmount(tx, payment.id, amount);
  if (amount === 0) {
    const next = nextOrderStatus(order.status, 'authorisation_voided');
    if (next) await setOrderStatus(tx, order.id, next);
  }
  return queueSettlement(tx, { paymentId: payment.id, action: amount > 0 ? 'capture' : 'cancel', amount }, now);
}
