import { z } from 'zod';
import { BOOKING_STATUSES, ORDER_STATUSES } from './booking-state';
import { lineQuoteSchema, totalsSchema } from './cart';
import { orderChargeSchema } from './checkout';
import { textSchema } from './text';

/** What the person viewing an order page may do with one booking now (the API decides, the page shows). */
export const RENTAL_ACTIONS = [
  'confirm_receipt',
  'report_problem',
  'cancel',
  'confirm_return',
  'claim_damage',
  'accept_claim',
  'dispute_claim',
  'review_person',
  'pay',
] as const;
export type RentalAction = (typeof RENTAL_ACTIONS)[number];

export const PROBLEM_REASONS = ['item_missing', 'not_as_described'] as const;
export const DISPUTE_REASONS = [...PROBLEM_REASONS, 'damage_claim'] as const;
export const MAX_CLAIM_PHOTOS = 6;

const description = () => textSchema({ multiline: true }).trim().min(10).max(2000);

export const reportProblemInputSchema = z.object({
  reason: z.enum(PROBLEM_REASONS),
  description: description(),
});
export type ReportProblemInput = z.infer<typeof reportProblemInputSchema>;

export const disputeClaimInputSchema = z.object({ description: description() });
export type DisputeClaimInput = z.infer<typeof disputeClaimInputSchema>;

/** Sent as multipart fields next to the photo files; amounts in minor units of the booking's currency. */
export const damageClaimFieldsSchema = z.object({
  amount: z.coerce.number().int().positive().max(2_000_000_000),
  description: description(),
});
export type DamageClaimFields = z.infer<typeof damageClaimFieldsSchema>;

export const resolveDisputeInputSchema = z.object({
  /** Of the rental charge (rental, insurance, delivery), given back to the renter. */
  chargeRefund: z.number().int().min(0).max(2_000_000_000),
  /** Of the deposit, given back to the renter; the rest goes to the owner. */
  depositRefund: z.number().int().min(0).max(2_000_000_000),
  reason: textSchema({ multiline: true }).trim().min(5).max(2000),
});
export type ResolveDisputeInput = z.infer<typeof resolveDisputeInputSchema>;

export const timelineEventSchema = z.object({
  event: z.string(),
  actor: z.enum(['renter', 'owner', 'admin', 'system']),
  at: z.string(),
  data: z.record(z.string(), z.unknown()),
});

export const damageClaimSchema = z.object({
  amount: z.number().int(),
  description: z.string(),
  photoUrls: z.array(z.string()),
  status: z.enum(['open', 'accepted', 'disputed']),
  answerBy: z.string(),
  createdAt: z.string(),
});

export const disputeSchema = z.object({
  id: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  description: z.string(),
  openedBy: z.string(),
  status: z.enum(['open', 'resolved']),
  chargeRefund: z.number().int().nullable(),
  depositRefund: z.number().int().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const refundSchema = z.object({
  bookingId: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed', 'released']),
  createdAt: z.string(),
});

const personReviewSchema = z.object({ rating: z.number().int(), comment: z.string() });

/**
 * `none`: the listing asks for no deposit; `awaiting`: it is taken with the payment, which has not happened yet
 * (or is only an authorisation); `not_charged`: the booking ended before anything was taken.
 */
export const DEPOSIT_STATES = [
  'none',
  'awaiting',
  'not_charged',
  'held',
  'refunded',
  'claimed',
  'split',
  'disputed',
  'released',
] as const;

export const rentalBookingSchema = z.object({
  id: z.string(),
  listingId: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Who the viewer is for this booking. */
  viewerRole: z.enum(['renter', 'owner', 'admin']),
  renter: z.object({ id: z.string(), name: z.string() }),
  owner: z.object({ id: z.string(), name: z.string() }),
  deliveryMethod: z.enum(['pickup', 'home_delivery']),
  deliveryAddress: z.string().nullable(),
  /** Where to pick the item up: the listing's place. */
  meetingPoint: z.string(),
  currency: z.string(),
  quote: lineQuoteSchema,
  refundedAmount: z.number().int(),
  commission: z.number().int(),
  ownerEarnings: z.number().int(),
  deposit: z.object({ amount: z.number().int(), state: z.enum(DEPOSIT_STATES), refunded: z.number().int() }),
  cancellationPolicy: z.enum(['flexible', 'moderate', 'strict']),
  /** What cancelling now gives back to the renter (for the viewer, when they may cancel). */
  cancelQuote: z.object({ refund: z.number().int(), rentalShare: z.number() }).nullable(),
  deadlines: z.object({
    respondBy: z.string().nullable(),
    payBy: z.string().nullable(),
    pickUpOn: z.string(),
    autoReceiptAt: z.string().nullable(),
    returnBy: z.string(),
    autoReturnAt: z.string().nullable(),
    claimAnswerBy: z.string().nullable(),
  }),
  claim: damageClaimSchema.nullable(),
  dispute: disputeSchema.nullable(),
  actions: z.array(z.enum(RENTAL_ACTIONS)),
  timeline: z.array(timelineEventSchema),
  /** After completion renter and owner review each other; the other's review shows once revealed. */
  personReview: z.object({
    mine: personReviewSchema.nullable(),
    theirs: personReviewSchema.nullable(),
    theirsWritten: z.boolean(),
  }),
});
export type RentalBooking = z.infer<typeof rentalBookingSchema>;

/** The order page (`/order-tracking/{orderId}`): the renter sees all of it, an owner their bookings of it. */
export const rentalOrderSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.string(),
  totals: totalsSchema,
  displayCurrency: z.string(),
  displayRate: z.number(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refunds: z.array(refundSchema),
  /** What the renter's money did: held, charged, refunded or never charged (never read from the prices). */
  charge: orderChargeSchema,
  /**
   * For the renter, while the order waits for payment: the page to pay on (an OXXO voucher's, with its reference
   * and deadline), so it can be found again or given up.
   */
  pendingPayment: z
    .object({
      method: z.string(),
      url: z.string(),
      reference: z.string().nullable(),
      expiresAt: z.string().nullable(),
    })
    .nullable(),
  bookings: z.array(rentalBookingSchema),
});
export type RentalOrder = z.infer<typeof rentalOrderSchema>;

export const adminDisputeSchema = disputeSchema.extend({
  bookingId: z.string(),
  orderId: z.string().nullable(),
  listingTitle: z.string(),
  renterName: z.string(),
  ownerName: z.string(),
  currency: z.string(),
  /** The most each side of the decision can give back. */
  maxChargeRefund: z.number().int(),
  maxDepositRefund: z.number().int(),
  claimAmount: z.number().int().nullable(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

/** GET /api/admin/disputes: the queue, open ones first. */
export const adminDisputeListSchema = z.object({ disputes: z.array(adminDisputeSchema) });

/** A rental step's answer (receipt, return, claim answered…): the booking's new status. */
export const rentalStepResultSchema = z.object({ id: z.string(), status: z.enum(BOOKING_STATUSES) });
