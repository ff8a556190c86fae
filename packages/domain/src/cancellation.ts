/**
 * What a cancellation gives back, per docs/product-rules.md "Cancellations and refunds". One function for every refund a
 * cancellation causes: the API charges and refunds with it, the order page shows its quote before confirming.
 * Amounts are integer minor units of the booking's currency.
 */

import type { CANCELLATION_POLICIES } from './listing-editor';

export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export interface BookingCharge {
  itemCost: number;
  insuranceCost: number;
  deliveryCost: number;
  deposit: number;
}

export interface CancellationInput {
  policy: CancellationPolicy;
  cancelledBy: 'renter' | 'owner';
  /** The moment the rental starts (pick-up day). */
  start: Date;
  now: Date;
  charge: BookingCharge;
}

export interface CancellationRefund {
  /** Given back to the renter in total. */
  refund: number;
  /** Of which the rental itself (the rest of `refund` is deposit, insurance and delivery). */
  rentalRefund: number;
  /** The rental kept: it stays the owner's (minus commission). */
  rentalKept: number;
  /** Share of the rental refunded, 0..1, to explain the figure to the person. */
  rentalShare: number;
}

const HOUR = 3_600_000;

/** Share of the rental a renter gets back under `policy`, `hoursBefore` the start (negative once started). */
export function rentalRefundShare(policy: CancellationPolicy, hoursBefore: number): number {
  switch (policy) {
    case 'flexible':
      return hoursBefore >= 24 ? 1 : 0;
    case 'moderate':
      return hoursBefore >= 5 * 24 ? 1 : 0.5;
    case 'strict':
      return hoursBefore >= 7 * 24 ? 0.5 : 0;
  }
}

export function cancellationRefund(input: CancellationInput): CancellationRefund {
  const { charge } = input;
  const hoursBefore = (input.start.getTime() - input.now.getTime()) / HOUR;
  // An owner who cancels gives everything back, whatever the policy says.
  const rentalShare = input.cancelledBy === 'owner' ? 1 : rentalRefundShare(input.policy, hoursBefore);
  // Rounded down in the renter's disfavour by at most one minor unit, so the sum never exceeds the charge.
  const rentalRefund = Math.floor(charge.itemCost * rentalShare);
  // Deposit, insurance and delivery never happened before pick-up: always refunded.
  const refund = rentalRefund + charge.insuranceCost + charge.deliveryCost + charge.deposit;
  return { refund, rentalRefund, rentalKept: charge.itemCost - rentalRefund, rentalShare };
}
