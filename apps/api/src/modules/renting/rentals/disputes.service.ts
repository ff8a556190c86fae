import { platformCommission } from '@vira/domain/pricing';
import type { AdminDispute, ResolveDisputeInput } from '@vira/domain/rental';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { SessionUser } from '../../../http/context';
import { recordAction } from '../../staff';
import { moveBooking } from '../bookings/booking-transitions.service';
import { findBooking } from '../bookings/bookings.repository';
import { formatMoney, noticeRentalStep } from '../../notifications';
import { queueRefund, sendRefunds } from '../payments/refunds.service';
import { toDispute } from './rentals.mapper';
import { rentalMessages } from './rentals.messages';
import { decideDispute, findDispute, findDisputeQueue } from './rentals.repository';

export async function listDisputes(deps: AppDeps): Promise<AdminDispute[]> {
  const rows = await findDisputeQueue(deps.database.db, 200);
  return rows.map((r) => ({
    ...toDispute(r.dispute),
    bookingId: r.booking.id,
    orderId: r.booking.orderId,
    listingTitle: r.title,
    renterName: r.renterName?.trim() || '',
    ownerName: r.ownerName?.trim() || '',
    currency: r.booking.currency,
    maxChargeRefund: r.booking.total - r.booking.deposit,
    maxDepositRefund: r.booking.deposit,
    claimAmount: r.claimAmount,
  }));
}

/**
 * An admin's decision: `chargeRefund` of the rental charge and `depositRefund` of the deposit go back to the
 * renter through the provider; the owner keeps the rest of the rental (minus commission) and of the deposit.
 * The reason is written on the dispute, in the admin log and in both people's notices.
 */
export async function resolveDispute(
  deps: AppDeps,
  admin: SessionUser,
  disputeId: string,
  input: ResolveDisputeInput,
): Promise<void> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    const dispute = await findDispute(tx, disputeId, { forUpdate: true });
    if (!dispute) throw new AppError(404, 'dispute_not_found', rentalMessages.disputeNotFound);
    const booking = await findBooking(tx, dispute.bookingId, { forUpdate: true });
    if (!booking || dispute.status !== 'open' || booking.status !== 'disputed')
      throw new AppError(409, 'dispute_closed', rentalMessages.disputeNotFound);
    const charge = booking.total - booking.deposit;
    if (input.chargeRefund > charge || input.depositRefund > booking.deposit)
      throw new AppError(400, 'refund_over_charge', rentalMessages.refundOverCharge, {
        charge: formatMoney(charge, booking.currency),
        deposit: formatMoney(booking.deposit, booking.currency),
      });
    const refund = input.chargeRefund + input.depositRefund;
    const refundId = booking.orderId
      ? await queueRefund(tx, {
          orderId: booking.orderId,
          bookingId: booking.id,
          amount: refund,
          reason: 'dispute',
          income: input.chargeRefund,
          now: deps.clock.now(),
        })
      : null;
    // Refunds of the charge come out of the rental first; what the owner keeps of it pays the commission.
    const rentalKept = Math.max(0, booking.itemCost - input.chargeRefund);
    const commission = platformCommission(rentalKept);
    await decideDispute(tx, dispute.id, {
      chargeRefund: input.chargeRefund,
      depositRefund: input.depositRefund,
      decisionReason: input.reason,
      decidedBy: admin.id,
    });
    await moveBooking(
      tx,
      booking,
      'dispute_resolved',
      { role: 'admin', id: admin.id, at: deps.clock.now() },
      {
        data: { chargeRefund: input.chargeRefund, depositRefund: input.depositRefund, reason: input.reason },
        money: { commission, ownerEarnings: rentalKept - commission + (booking.deposit - input.depositRefund) },
      },
    );
    await recordAction(tx, {
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'resolve_dispute',
      targetType: 'booking',
      targetId: booking.id,
      reason: input.reason,
    });
    await noticeRentalStep(deps, booking.id, 'dispute_resolved', ['renter', 'owner'], { reason: input.reason }, tx);
    return { refundId, bookingId: booking.id };
  });
  await sendRefunds(deps, [outcome.refundId]);
}
