import { BOOKING_JOBS, moveBooking, SYSTEM } from '../bookings/booking-transitions.service';
import { findBooking } from '../bookings/bookings.repository';
import { expireRequest } from '../bookings/bookings.service';
import { releaseExpiredHolds } from '../availability/availability.service';
import { defineJob } from '../../jobs';
import { formatMoney, noticeRentalStep } from '../../notifications';
import { sendRefunds } from '../payments/refunds.service';
import { findClaim } from './rentals.repository';
import { acceptClaimIn, returnInGoodCondition } from './rentals.service';

/**
 * The automatic steps of a rental. Each handler re-reads the booking under a row lock and acts only if the
 * state graph still allows it, so a job that runs late, twice, or after a person already acted changes nothing.
 */
function bookingIdOf(payload: Record<string, unknown>): string {
  return String(payload.bookingId);
}

defineJob(BOOKING_JOBS.requestExpiry, async (deps, payload) => {
  await expireRequest(deps, bookingIdOf(payload));
});

defineJob(BOOKING_JOBS.holdExpiry, async (deps, payload) => {
  const booking = await findBooking(deps.database.db, bookingIdOf(payload));
  if (booking) await releaseExpiredHolds(deps.database.db, [booking.listingId]);
});

defineJob(BOOKING_JOBS.autoReceipt, async (deps, payload) => {
  const id = bookingIdOf(payload);
  const moved = await deps.database.db.transaction(async (tx) => {
    const booking = await findBooking(tx, id, { forUpdate: true });
    if (booking?.status !== 'paid') return false;
    await moveBooking(tx, booking, 'renter_confirmed_receipt', SYSTEM, { data: { automatic: true } });
    return true;
  });
  if (moved) await noticeRentalStep(deps, id, 'received', ['renter', 'owner']);
});

defineJob(BOOKING_JOBS.autoReturn, async (deps, payload) => {
  const id = bookingIdOf(payload);
  const settled = await deps.database.db.transaction(async (tx) => {
    const booking = await findBooking(tx, id, { forUpdate: true });
    if (booking?.status !== 'handed_over') return null;
    return { ...(await returnInGoodCondition(tx, booking, SYSTEM)), currency: booking.currency };
  });
  if (!settled) return;
  await sendRefunds(deps, [settled.refundId]);
  await noticeRentalStep(deps, id, 'completed', ['renter', 'owner'], {
    amount: formatMoney(settled.refunded, settled.currency),
  });
});

defineJob(BOOKING_JOBS.claimAnswer, async (deps, payload) => {
  const id = bookingIdOf(payload);
  const settled = await deps.database.db.transaction(async (tx) => {
    const booking = await findBooking(tx, id, { forUpdate: true });
    if (booking?.status !== 'returned') return null;
    const claim = await findClaim(tx, id);
    if (claim?.status !== 'open') return null; // the renter answered in the meantime
    return { ...(await acceptClaimIn(tx, booking, SYSTEM)), currency: booking.currency };
  });
  if (!settled) return;
  await sendRefunds(deps, [settled.refundId]);
  await noticeRentalStep(deps, id, 'claim_accepted', ['owner', 'renter'], {
    amount: formatMoney(settled.claimed, settled.currency),
  });
});

/** Imported by the app so the handlers are registered before the runner starts. */
export const RENTAL_JOBS_REGISTERED = true;
