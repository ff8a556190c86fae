import { describe, expect, it } from 'vitest';
import {
  BOOKING_EVENTS,
  BOOKING_STATUSES,
  holdsDates,
  isFinal,
  nextBookingStatus,
  nextOrderStatus,
} from './booking-state';

describe('booking state graph', () => {
  it('walks the instant-booking path to completion', () => {
    let s = nextBookingStatus('awaiting_payment', 'payment_approved');
    expect(s).toBe('paid');
    s = nextBookingStatus(s!, 'renter_confirmed_receipt');
    expect(s).toBe('handed_over');
    s = nextBookingStatus(s!, 'item_returned');
    expect(s).toBe('returned');
    expect(nextBookingStatus(s!, 'deposit_settled')).toBe('completed');
  });

  it('makes a request wait for the owner after authorisation', () => {
    expect(nextBookingStatus('awaiting_payment', 'payment_authorised')).toBe('pending_owner');
    expect(nextBookingStatus('pending_owner', 'owner_accepted')).toBe('paid');
    expect(nextBookingStatus('pending_owner', 'owner_declined')).toBe('cancelled');
  });

  it('ignores duplicate and out-of-order events', () => {
    expect(nextBookingStatus('paid', 'payment_approved')).toBeNull();
    expect(nextBookingStatus('paid', 'payment_failed')).toBeNull();
    expect(nextBookingStatus('cancelled', 'payment_approved')).toBeNull();
    expect(nextOrderStatus('paid', 'payment_failed')).toBeNull();
    expect(nextOrderStatus('cancelled', 'payment_approved')).toBeNull();
  });

  it('leaves final states with no way out and only holds dates while live', () => {
    for (const s of BOOKING_STATUSES) {
      if (isFinal(s)) for (const e of BOOKING_EVENTS) expect(nextBookingStatus(s, e)).toBeNull();
    }
    expect(holdsDates('cancelled')).toBe(false);
    expect(holdsDates('requested')).toBe(false);
    expect(holdsDates('paid')).toBe(true);
  });
});
