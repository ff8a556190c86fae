import { z } from 'zod';
import { moveBooking, systemAt } from '../bookings/booking-transitions.service';
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
 * `booking-transitions.service.ts` queues them with each step that starts a clock.
 */
const ofBooking = z.object({ bookingId: z.string() });

export const requestExpiryJob = defineJob('booking.request_expiry', ofBooking, async (deps, { bookingId }) => {
  await expireRequest(deps, bookingId);
});

export const holdExpiryJob = defineJob('booking.hold_expiry', ofBooking, async (deps, { bookingId }) => {
  const booking = await findBooking(deps.database.db, bookingId);
  if (booking) await releaseExpiredHolds(deps.database.db, deps.clock.now(), [booking.listingId]);
});

export const autoReceiptJob = defineJob('rental.auto_receipt', ofBooking, async (deps, { bookingId: id }) => {
  await deps.database.db.transaction(async (tx) => {
    const booking = await findBooking(tx, id, { forUpdate: true });
    if (booking?.status !== 'paid') return;
    await moveBooking(tx, booking, 'renter_confirmed_receipt', systemAt(deps.clock.now()), {
      data: { automatic: true },
    });
    await noticeRentalStep(deps, id, 'received', ['renter', 'owner'], {}, tx);
  });
});

export const autoReturnJob = defineJob('rental.auto_return', ofBooking, async (deps, { bookingId: id }) => {
  const refundId = await deps.database.db.transaction(async (tx) => {
    const booking = await findBooking(tx, id, { forUpdate: true });
    if (booking?.status !== 'handed_over') return null;
    const settled = await returnInGoodCondition(tx, booking, systemAt(deps.clock.now()));
    const amount = formatMoney(settled.refunded, booking.currency);
    await noticeRentalStep(deps, id, 'completed', ['renter', 'owner'], { amount }, tx);
    return settled.refundId;
  });
  await sendRefunds(deps, [refundId]);
});

export const claimAnswerJob = defineJob('rental.claim_answer', ofBooking, async (deps, { bookingId: id }) => {
  const refundId = await deps.database.db.transaction(async (tx) => {
    const booking = await findBooking(tx, id, { forUpdate: true });
    if (booking?.status !== 'returned') return null;
    const claim = await findClaim(tx, id);
    if (claim?.status !== 'open') return null; // the renter answered in the meantime
    const settled = await acceptClaimIn(tx, booking, systemAt(deps.clock.now()));
    const amount = formatMoney(settled.claimed, booking.currency);
    await noticeRentalStep(deps, id, 'claim_accepted', ['owner', 'renter'], { amount }, tx);
    return settled.refundId;
  });
  await sendRefunds(deps, [refundId]);
});
