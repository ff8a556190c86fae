import { describe, expect, it } from 'vitest';
import {
  BOOKING_EVENTS,
  bookingEnd,
  bookingStart,
  endMoment,
  startMoment,
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

describe('bookingStart and bookingEnd', () => {
  it('read a service’s booked hours from its tstzrange, whatever the offset form', () => {
    const b = {
      startDate: '2026-05-10',
      endDate: '2026-05-10',
      heldHours: '["2026-05-10 16:00:00+00","2026-05-10 18:00:00+00")',
    };
    expect(bookingStart(b).toISOString()).toBe('2026-05-10T16:00:00.000Z');
    expect(bookingEnd(b).toISOString()).toBe('2026-05-10T18:00:00.000Z');
    const withMinutes = { ...b, heldHours: '["2026-05-10 10:00:00-05:30","2026-05-10 12:00:00-05:30")' };
    expect(bookingStart(withMinutes).toISOString()).toBe('2026-05-10T15:30:00.000Z');
  });

  it('fall back to the UTC days for items and unreadable ranges', () => {
    expect(bookingStart({ startDate: '2026-05-10', endDate: '2026-05-12' }).toISOString()).toBe(
      '2026-05-10T00:00:00.000Z',
    );
    expect(bookingEnd({ startDate: '2026-05-10', endDate: '2026-05-12', heldHours: 'empty' }).toISOString()).toBe(
      '2026-05-12T23:59:59.000Z',
    );
  });
});

describe('deadlines in the listing’s time zone', () => {
  it('starts a Mexico City booking at midnight there, not at midnight UTC', () => {
    expect(startMoment('2026-12-10', 'America/Mexico_City').toISOString()).toBe('2026-12-10T06:00:00.000Z');
    expect(endMoment('2026-12-10', 'America/Mexico_City').toISOString()).toBe('2026-12-11T05:59:59.000Z');
    expect(startMoment('2026-07-01', 'Europe/Madrid').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(bookingStart({ startDate: '2026-12-10', endDate: '2026-12-12', timeZone: 'Asia/Tokyo' }).toISOString()).toBe(
      '2026-12-09T15:00:00.000Z',
    );
  });

  it('lands right on a daylight-saving change and counts an unknown zone as UTC', () => {
    // New York moves to summer time at 02:00 on 2026-03-08: midnight is still -05:00.
    expect(startMoment('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startMoment('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startMoment('2026-12-10', 'Nowhere/Atlantis').toISOString()).toBe('2026-12-10T00:00:00.000Z');
    expect(startMoment('2026-12-10').toISOString()).toBe('2026-12-10T00:00:00.000Z');
  });
});
