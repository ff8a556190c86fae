/**
 * The order and booking lifecycle of DESIGN.md section 5, written once and used by the API (to decide what an
 * event may change) and by the web (to show where a rental stands). An event that is not allowed from the
 * current state changes nothing: that is how duplicate and out-of-order payment webhooks are made harmless.
 */

export const BOOKING_STATUSES = [
  'requested',
  'awaiting_payment',
  'pending_owner',
  'paid',
  'handed_over',
  'returned',
  'completed',
  'cancelled',
  'disputed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_EVENTS = [
  'owner_accepted',
  'owner_declined',
  'request_expired',
  'payment_approved',
  'payment_authorised',
  'payment_failed',
  'hold_expired',
  'renter_cancelled',
  'renter_confirmed_receipt',
  'item_returned',
  'deposit_settled',
  'dispute_opened',
  'dispute_resolved',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

type Graph = { readonly [S in BookingStatus]: Partial<Record<BookingEvent, BookingStatus>> };

export const BOOKING_TRANSITIONS: Graph = {
  requested: {
    // Simple booking dialog: the owner agrees to the dates; the renter now has a time-limited hold to pay.
    owner_accepted: 'awaiting_payment',
    // The owner says no, or lets 24 h pass: nothing was paid, nothing to refund.
    owner_declined: 'cancelled',
    request_expired: 'cancelled',
    renter_cancelled: 'cancelled',
  },
  awaiting_payment: {
    // Instant-booking listing: the captured payment confirms the rental; the money is held in escrow.
    payment_approved: 'paid',
    // Request listing: the payment is only authorised; the owner has 24 h to accept (capture) or decline (void).
    payment_authorised: 'pending_owner',
    // Card declined, voucher expired, renter cancelled at the payment page: the dates are released.
    payment_failed: 'cancelled',
    // The 15-minute hold ran out before the provider confirmed anything: the dates are released.
    hold_expired: 'cancelled',
    renter_cancelled: 'cancelled',
  },
  pending_owner: {
    // The owner accepts: the authorisation is captured and the rental is confirmed (escrow as for instant ones).
    owner_accepted: 'paid',
    // The owner declines or does not answer within 24 h: the authorisation is voided.
    owner_declined: 'cancelled',
    request_expired: 'cancelled',
  },
  paid: {
    // The renter confirms receipt; the owner's earnings become releasable.
    renter_confirmed_receipt: 'handed_over',
    // Cancelled before handover (refund of the whole charge).
    renter_cancelled: 'cancelled',
  },
  handed_over: {
    // The owner confirms the item came back.
    item_returned: 'returned',
    dispute_opened: 'disputed',
  },
  returned: {
    // The deposit is refunded (item in good condition) and the booking closes.
    deposit_settled: 'completed',
    dispute_opened: 'disputed',
  },
  // A dispute ends with a decision on the deposit; the booking then closes.
  disputed: { dispute_resolved: 'completed' },
  completed: {},
  cancelled: {},
};

/** The next status, or null when the event does not apply in `from` (caller leaves the record unchanged). */
export function nextBookingStatus(from: BookingStatus, event: BookingEvent): BookingStatus | null {
  return BOOKING_TRANSITIONS[from][event] ?? null;
}

/**
 * Statuses whose dates nobody else can take. An `awaiting_payment` booking holds only until its hold expires;
 * the database column `holds` is kept equal to this (and turned off when the hold expires).
 */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['awaiting_payment', 'pending_owner', 'paid', 'handed_over'];

export function holdsDates(status: BookingStatus): boolean {
  return HOLDING_STATUSES.includes(status);
}

export function isFinal(status: BookingStatus): boolean {
  return Object.keys(BOOKING_TRANSITIONS[status]).length === 0;
}

/** An order is paid for as a whole: awaiting payment, then paid or cancelled. */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderEvent = 'payment_approved' | 'payment_authorised' | 'payment_failed' | 'hold_expired';

const ORDER_TRANSITIONS: { readonly [S in OrderStatus]: Partial<Record<OrderEvent, OrderStatus>> } = {
  awaiting_payment: {
    // Captured or authorised, the renter has paid as far as the order is concerned; each booking then
    // follows its own listing's rule (instant -> paid, request -> pending_owner).
    payment_approved: 'paid',
    payment_authorised: 'paid',
    payment_failed: 'cancelled',
    hold_expired: 'cancelled',
  },
  // Final: a late failure after success, or a late success after cancellation, changes nothing.
  paid: {},
  cancelled: {},
};

export function nextOrderStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS[from][event] ?? null;
}

/** How long an unpaid checkout holds the dates, and how long an owner has to answer a request. */
export const CHECKOUT_HOLD_MINUTES = 15;
export const OWNER_RESPONSE_HOURS = 24;
