import { nextBookingStatus, nextOrderStatus } from '@vira/domain/booking-state';
import type { Availability } from '@vira/domain/cart';
import {
  addDays,
  daysAllowed,
  DEFAULT_MAX_RENTAL_DAYS,
  earliestStartDate,
  MAX_DAYS_AHEAD,
  rentalDatesProblem,
  rentalDays,
} from '@vira/domain/pricing';
import type { AppDb } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { availabilityMessages } from './availability.messages';
import { expireStaleHolds } from '../bookings/bookings.repository';
import { findHeldRanges, isRangeHeld } from './availability.repository';

/** The domain's date rule (packages/domain/src/pricing.ts), answered in the person's language. */
export function assertRentalDates(startDate: string, endDate: string): void {
  const problem = rentalDatesProblem(startDate, endDate);
  if (problem === 'start_in_past') {
    throw new AppError(400, 'start_in_past', availabilityMessages.startInPast, {}, { startDate: 'past' });
  }
  if (problem === 'end_before_start') {
    throw new AppError(
      400,
      'end_before_start',
      availabilityMessages.endNotBeforeStart,
      {},
      { endDate: 'before_start' },
    );
  }
  if (problem === 'too_far_ahead') {
    throw new AppError(400, 'too_far_ahead', availabilityMessages.tooFarAhead);
  }
}

/** The owner's minimum and maximum rental days (listing rules, docs/product-rules.md). */
export function assertDaysAllowed(
  listing: { minDays: number; maxDays: number | null },
  startDate: string,
  endDate: string,
): void {
  const days = rentalDays(startDate, endDate);
  if (!daysAllowed(days, listing)) {
    throw new AppError(
      400,
      'rental_days_out_of_range',
      listing.maxDays == null && days < listing.minDays
        ? availabilityMessages.tooFewDays
        : availabilityMessages.daysOutOfRange,
      { min: listing.minDays, max: listing.maxDays ?? DEFAULT_MAX_RENTAL_DAYS },
      { endDate: 'days_out_of_range' },
    );
  }
}

export function datesTakenError(): AppError {
  return new AppError(409, 'dates_unavailable', availabilityMessages.datesTaken);
}

/**
 * The exclusion constraint PostgreSQL refused with (exclusion_violation, 23P01), or null for any other error: both
 * drivers carry it on the error or on its cause. '' when the driver did not name the constraint.
 */
export function exclusionViolationOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23P01') {
      const constraint = (e as { constraint?: unknown }).constraint;
      return typeof constraint === 'string' ? constraint : '';
    }
    e = typeof e === 'object' ? (e as { cause?: unknown }).cause : undefined;
  }
  return null;
}

/** PostgreSQL raised exclusion_violation (23P01): someone else holds overlapping dates. */
export function isExclusionViolation(error: unknown): boolean {
  return exclusionViolationOf(error) !== null;
}

export async function assertDatesFree(db: AppDb, listingId: number, startDate: string, endDate: string): Promise<void> {
  if (await isRangeHeld(db, listingId, startDate, endDate)) throw datesTakenError();
}

/** Expires overdue unpaid holds; `listingIds` limits it to the listings about to be held. */
export function releaseExpiredHolds(db: AppDb, now: Date, listingIds?: number[]): Promise<number> {
  return expireStaleHolds(
    db,
    nextBookingStatus('awaiting_payment', 'hold_expired')!,
    nextOrderStatus('awaiting_payment', 'hold_expired')!,
    now,
    listingIds,
  );
}

export async function getAvailability(db: AppDb, listingId: number, from?: string, to?: string): Promise<Availability> {
  const start = from ?? earliestStartDate();
  const end = to ?? addDays(start, MAX_DAYS_AHEAD);
  if (end < start) throw new AppError(400, 'end_before_start', availabilityMessages.endNotBeforeStart);
  const held = await findHeldRanges(db, listingId, start, end);
  return { listingId, held };
}
