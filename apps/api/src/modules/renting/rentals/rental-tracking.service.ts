import {
  AUTO_RECEIPT_HOURS,
  AUTO_RETURN_HOURS,
  bookingEnd,
  bookingStart,
  type BookingStatus,
} from '@vira/domain/booking-state';
import { orderTotals } from '../checkout/checkout.mapper';
import type { RentalAction, RentalBooking, RentalOrder } from '@vira/domain/rental';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { SessionUser } from '../../../http/context';
import { isAdmin } from '../../staff';
import { findBookingEvents } from '../bookings/bookings.repository';
import { findOrder, findPaymentsOfOrder } from '../checkout/checkout.repository';
import { checkoutMessages } from '../checkout/checkout.messages';
import { findRefundsOfOrders } from '../payments/refunds.repository';
import { toDispute, toRefund, depositOf } from './rentals.mapper';
import { findPersonReviewsOf } from '../../reviews';
import { findClaims, findDisputes, findRentalBookings, type RentalBookingRow } from './rentals.repository';
import { cancellationQuoteFor, type ViewerRole } from './rentals.service';
import { orderCharges, unchargedOrder } from '../payments/order-charges';
import { imageUrl } from '../../images';
import { bookedDiscount } from '../bookings/booking-discount';

const HOUR = 3_600_000;

/**
 * The order page: each booking's timeline, deadlines, money and what the viewer may do next. The renter sees
 * the whole order, an owner only their bookings of it, an admin everything; anyone else gets "not found".
 */
export async function getRentalOrder(deps: AppDeps, user: SessionUser, orderId: string): Promise<RentalOrder> {
  const { db } = deps.database;
  const notFound = new AppError(404, 'order_not_found', checkoutMessages.orderNotFound);
  const order = await findOrder(db, orderId);
  if (!order) throw notFound;
  const rows = await findRentalBookings(db, { orderId });
  const admin = isAdmin(deps.env, user);
  const visible = order.userId === user.id || admin ? rows : rows.filter((r) => r.booking.ownerId === user.id);
  if (visible.length === 0) throw notFound;
  const ids = visible.map((r) => r.booking.id);
  const [events, claims, disputes, refunds, personReviews, charges] = await Promise.all([
    findBookingEvents(db, ids),
    findClaims(db, ids),
    findDisputes(db, ids),
    findRefundsOfOrders(db, [orderId]),
    findPersonReviewsOf(db, ids),
    orderCharges(db, [orderId]),
  ]);
  const now = deps.clock.now();
  const open =
    order.userId === user.id && order.status === 'awaiting_payment'
      ? (await findPaymentsOfOrder(db, order.id)).filter((p) => p.status === 'pending').at(-1)
      : undefined;
  return {
    id: order.id,
    pendingPayment: open
      ? {
          method: open.method,
          url: open.url,
          reference: open.reference,
          expiresAt: (open.expiresAt ?? order.holdExpiresAt).toISOString(),
        }
      : null,
    status: order.status,
    paymentMethod: order.paymentMethod,
    totals: orderTotals(order),
    displayCurrency: order.displayCurrency,
    displayRate: Number(order.displayRate),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    charge: charges.get(orderId) ?? unchargedOrder(order.currency),
    refunds: refunds
      .filter((r) => r.refund.bookingId === null || ids.includes(r.refund.bookingId))
      .map((r) => toRefund(r.refund)),
    bookings: visible.map((row) => {
      const role: ViewerRole =
        row.booking.renterId === user.id ? 'renter' : row.booking.ownerId === user.id ? 'owner' : 'admin';
      return toRentalBooking(row, role, {
        events: events.filter((e) => e.bookingId === row.booking.id),
        claim: claims.find((c) => c.bookingId === row.booking.id) ?? null,
        dispute: disputes.find((d) => d.bookingId === row.booking.id) ?? null,
        reviews: personReviews.filter((r) => r.bookingId === row.booking.id),
        viewerId: user.id,
        now,
      });
    }),
  };
}

function toRentalBooking(
  row: RentalBookingRow,
  role: ViewerRole,
  more: {
    events: Awaited<ReturnType<typeof findBookingEvents>>;
    claim: Awaited<ReturnType<typeof findClaims>>[number] | null;
    dispute: Awaited<ReturnType<typeof findDisputes>>[number] | null;
    reviews: Awaited<ReturnType<typeof findPersonReviewsOf>>;
    viewerId: string;
    now: Date;
  },
): RentalBooking {
  const b = row.booking;
  const status = b.status as BookingStatus;
  const quote = cancellationQuoteFor(b, role, more.now);
  const claimOpen = more.claim?.status === 'open';
  return {
    id: b.id,
    listingId: b.listingId,
    title: row.title,
    imageUrl: row.cover === null ? null : imageUrl(row.cover),
    startDate: b.startDate,
    endDate: b.endDate,
    status,
    viewerRole: role,
    renter: { id: b.renterId, name: row.renterName?.trim() || '' },
    owner: { id: b.ownerId, name: row.ownerName?.trim() || '' },
    deliveryMethod: b.deliveryMethod,
    deliveryAddress: b.deliveryAddress,
    meetingPoint: meetingPoint(row.location, row.city, row.country),
    currency: b.currency,
    quote: {
      days: b.days,
      itemCost: b.itemCost,
      discount: bookedDiscount(b),
      insuranceCost: b.insuranceCost,
      deliveryCost: b.deliveryCost,
      deposit: b.deposit,
      total: b.total,
    },
    refundedAmount: b.refundedAmount,
    commission: b.commission,
    ownerEarnings: b.ownerEarnings,
    deposit: depositOf(b, more.events, more.claim, more.dispute),
    cancellationPolicy: b.cancellationPolicy,
    cancelQuote: quote ? { refund: quote.refund, rentalShare: quote.rentalShare } : null,
    deadlines: {
      respondBy: ['requested', 'pending_owner'].includes(status) ? (b.respondBy?.toISOString() ?? null) : null,
      payBy: status === 'awaiting_payment' ? (b.holdExpiresAt?.toISOString() ?? null) : null,
      pickUpOn: b.startDate,
      autoReceiptAt:
        status === 'paid' ? new Date(bookingStart(b).getTime() + AUTO_RECEIPT_HOURS * HOUR).toISOString() : null,
      returnBy: b.endDate,
      autoReturnAt:
        status === 'handed_over' ? new Date(bookingEnd(b).getTime() + AUTO_RETURN_HOURS * HOUR).toISOString() : null,
      claimAnswerBy: claimOpen ? more.claim!.answerBy.toISOString() : null,
    },
    claim: more.claim
      ? {
          amount: more.claim.amount,
          description: more.claim.description,
          photoUrls: more.claim.photos.map((_, i) => `/api/bookings/${b.id}/claim-photos/${i}`),
          status: more.claim.status,
          answerBy: more.claim.answerBy.toISOString(),
          createdAt: more.claim.createdAt.toISOString(),
        }
      : null,
    dispute: more.dispute ? toDispute(more.dispute) : null,
    actions: actionsFor(b, role, { claimOpen, canCancel: quote !== null, now: more.now }),
    personReview: personReviewOf(more.reviews, more.viewerId),
    timeline: more.events.map((e) => ({
      event: e.event,
      actor: e.actor as RentalBooking['timeline'][number]['actor'],
      at: e.at.toISOString(),
      data: e.data,
    })),
  };
}

function actionsFor(
  b: RentalBookingRow['booking'],
  role: ViewerRole,
  { claimOpen, canCancel, now }: { claimOpen: boolean; canCancel: boolean; now: Date },
): RentalAction[] {
  const actions: RentalAction[] = [];
  if (canCancel) actions.push('cancel');
  if (role === 'renter') {
    if (b.status === 'paid' && now >= bookingStart(b)) actions.push('confirm_receipt', 'report_problem');
    if (b.status === 'returned' && claimOpen) actions.push('accept_claim', 'dispute_claim');
  }
  if (role !== 'admin' && b.status === 'completed') actions.push('review_person');
  if (role === 'owner' && b.status === 'handed_over') {
    actions.push('confirm_return');
    if (b.deposit > 0) actions.push('claim_damage');
  }
  return actions;
}

function personReviewOf(reviews: Awaited<ReturnType<typeof findPersonReviewsOf>>, viewerId: string) {
  const mine = reviews.find((r) => r.reviewerId === viewerId);
  const theirs = reviews.find((r) => r.reviewerId !== viewerId);
  return {
    mine: mine ? { rating: mine.rating, comment: mine.comment } : null,
    theirs: theirs?.revealed ? { rating: theirs.rating, comment: theirs.comment } : null,
    theirsWritten: Boolean(theirs),
  };
}

/** The place, then its city and country unless the place already names them ("Polanco, CDMX" + "CDMX"). */
export function meetingPoint(...parts: (string | null)[]): string {
  const named: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (text && !named.some((n) => n.toLocaleLowerCase().includes(text.toLocaleLowerCase()))) named.push(text);
  }
  return named.join(', ');
}
