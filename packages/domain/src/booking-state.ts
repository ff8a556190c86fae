/**
 * The order and booking lifecycle of docs/product-rules.md, written once and used by the API (to decide what an
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
  'owner_cancelled',
  'renter_confirmed_receipt',
  'problem_reported',
  'item_returned',
  'damage_claimed',
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
    // The renter withdraws before the owner answers: nothing was taken, the authorisation is voided.
    renter_cancelled: 'cancelled',
  },
  paid: {
    // The renter confirms receipt (or 24 h after the start passes without a word): the item is in their hands.
    renter_confirmed_receipt: 'handed_over',
    // Instead of confirming, the renter reports the item missing or not as described: an admin decides.
    problem_reported: 'disputed',
    // Cancelled before pick-up: the renter gets what the listing's cancellation policy gives back.
    renter_cancelled: 'cancelled',
    // The owner cannot hand it over: the renter gets everything back and the owner's profile counts it.
    owner_cancelled: 'cancelled',
  },
  handed_over: {
    // The owner confirms the item came back in good condition (or 48 h after the end pass without a word).
    item_returned: 'returned',
    // The owner says it came back damaged and claims part or all of the deposit; the renter answers.
    damage_claimed: 'returned',
  },
  returned: {
    // The deposit is settled — refunded whole, or split as claimed once the renter accepts — and it closes.
    deposit_settled: 'completed',
    // The renter disputes the damage claim: an admin decides.
    dispute_opened: 'disputed',
  },
  // A dispute ends with an admin's split of the charge and the deposit; the booking then closes.
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

export type OrderEvent =
  'payment_approved' | 'payment_authorised' | 'payment_failed' | 'hold_expired' | 'authorisation_voided';

const ORDER_TRANSITIONS: { readonly [S in OrderStatus]: Partial<Record<OrderEvent, OrderStatus>> } = {
  awaiting_payment: {
    // Captured or authorised, the renter has paid as far as the order is concerned; each booking then
    // follows its own listing's rule (instant -> paid, request -> pending_owner).
    payment_approved: 'paid',
    payment_authorised: 'paid',
    payment_failed: 'cancelled',
    hold_expired: 'cancelled',
  },
  // A late failure after success, or a late success after cancellation, changes nothing. An order paid only
  // by an authorisation that no owner accepted was never charged: voided, it ends cancelled.
  paid: { authorisation_voided: 'cancelled' },
  cancelled: {},
};

export function nextOrderStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS[from][event] ?? null;
}

/** How long an unpaid checkout holds the dates, and how long an owner has to answer a request. */
export const CHECKOUT_HOLD_MINUTES = 15;
export const OWNER_RESPONSE_HOURS = 24;

/** Receipt is taken as confirmed this long after the start when the renter neither confirms nor reports. */
export const AUTO_RECEIPT_HOURS = 24;
/** The return is taken as good (deposit refunded) this long after the end when the owner says nothing. */
export const AUTO_RETURN_HOURS = 48;
/** A damage claim the renter neither accepts nor disputes in this time is taken as accepted. */
export const CLAIM_ANSWER_HOURS = 72;
/** Statuses from which a person may still cancel: before pick-up. */
export const CANCELLABLE_STATUSES: readonly BookingStatus[] = [
  'requested',
  'awaiting_payment',
  'pending_owner',
  'paid',
];

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - at.getTime();
}

/**
 * The instant a calendar date's wall-clock time happens in a time zone (`America/Mexico_City`: 2026-12-10 00:00 is
 * 06:00 UTC). An unknown zone counts as UTC. Checked twice so a date on a daylight-saving change lands right.
 */
export function zonedInstant(date: string, time: string, timeZone = 'UTC'): Date {
  const asUtc = new Date(`${date}T${time}Z`);
  try {
    const first = new Date(asUtc.getTime() - zoneOffsetMs(asUtc, timeZone));
    return new Date(asUtc.getTime() - zoneOffsetMs(first, timeZone));
  } catch {
    return asUtc;
  }
}

/**
 * Moments a booking's deadlines are counted from: the start and end of its days in the listing's time zone (a
 * renter in Mexico City who must cancel "24 h before the start" has until midnight there, not 18:00 the day before).
 */
export function startMoment(startDate: string, timeZone?: string): Date {
  return zonedInstant(startDate, '00:00:00', timeZone);
}
export function endMoment(endDate: string, timeZone?: string): Date {
  return zonedInstant(endDate, '23:59:59', timeZone);
}

/** What a booking's timing is read from: its days, and for services the provider's real busy instants. */
export interface BookingTiming {
  startDate: string;
  endDate: string;
  /** The listing's time zone when the booking was made (UTC when unknown). */
  timeZone?: string;
  /** PostgreSQL `tstzrange` text, e.g. `["2026-05-10 16:00:00+00","2026-05-10 18:00:00+00")`. */
  heldHours?: string | null;
}

/** The instants of a `tstzrange` text, or null when it cannot be read. */
function rangeInstants(range: string): [Date, Date] | null {
  const parts = range.replace(/^[[(]|[\])]$/g, '').split(',');
  if (parts.length !== 2) return null;
  const instants = parts.map((p) => {
    // "2026-05-10 16:00:00+00" → "2026-05-10T16:00:00+00:00", which every JavaScript engine reads.
    const iso = p
      .trim()
      .replace(/^"|"$/g, '')
      .replace(' ', 'T')
      .replace(/([+-]\d\d)$/, '$1:00');
    return new Date(iso);
  });
  return instants.some((d) => Number.isNaN(d.getTime())) ? null : [instants[0]!, instants[1]!];
}

/**
 * When a booking really starts and ends: a service booked by the hour starts at its first hour (in the listing's
 * time zone), not at midnight UTC of its day, so its automatic receipt, return and cancellation deadlines follow
 * the hours that were booked.
 */
export function bookingStart(b: BookingTiming): Date {
  return (b.heldHours && rangeInstants(b.heldHours)?.[0]) || startMoment(b.startDate, b.timeZone);
}
export function bookingEnd(b: BookingTiming): Date {
  return (b.heldHours && rangeInstants(b.heldHours)?.[1]) || endMoment(b.endDate, b.timeZone);
}
