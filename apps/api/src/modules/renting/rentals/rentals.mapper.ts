import { DEPOSIT_STATES, type RentalBooking } from '@vira/domain/rental';
import type { BookingRow } from '../bookings/bookings.repository';
import type { RefundRow } from '../payments/refunds.repository';
import type { DamageClaimRow, DisputeRow } from './rentals.repository';

type DepositState = (typeof DEPOSIT_STATES)[number];

export function toDispute(d: DisputeRow): NonNullable<RentalBooking['dispute']> {
  return {
    id: d.id,
    reason: d.reason,
    description: d.description,
    openedBy: d.openedBy,
    status: d.status,
    chargeRefund: d.chargeRefund,
    depositRefund: d.depositRefund,
    decisionReason: d.decisionReason,
    decidedAt: d.decidedAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}

export function toRefund(r: RefundRow) {
  return {
    bookingId: r.bookingId,
    amount: r.amount,
    currency: r.currency,
    reason: r.reason,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Where the deposit stands, from the booking's status and the settlement its timeline recorded. */
export function depositOf(
  b: BookingRow,
  events: { event: string; data: Record<string, unknown> }[],
  claim: DamageClaimRow | null,
  dispute: DisputeRow | null,
): RentalBooking['deposit'] {
  const amount = b.deposit;
  if (amount === 0) return { amount, state: 'none', refunded: 0 };
  const settled = events.find((e) => e.event === 'deposit_settled');
  let refunded = 0;
  let state: DepositState = 'held';
  if (b.status === 'completed') {
    refunded =
      dispute?.status === 'resolved' ? (dispute.depositRefund ?? 0) : Number(settled?.data.depositRefunded ?? amount);
    state = refunded === amount ? 'refunded' : refunded === 0 ? 'released' : 'split';
  } else if (b.status === 'cancelled') {
    const paid = events.some((e) => e.event === 'payment_approved' || e.event === 'owner_accepted');
    refunded = paid ? amount : 0;
    state = paid ? 'refunded' : 'not_charged';
  } else if (b.status === 'disputed') {
    state = 'disputed';
  } else if (b.status === 'returned' && claim?.status === 'open') {
    state = 'claimed';
  } else if (!['paid', 'handed_over', 'returned'].includes(b.status)) {
    // Not paid yet (or only authorised while the owner answers): the deposit is still to be taken.
    state = 'awaiting';
  }
  return { amount, state, refunded };
}
