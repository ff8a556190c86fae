import { CANCELLABLE_STATUSES, CLAIM_ANSWER_HOURS, bookingStart, type BookingStatus } from '@vira/domain/booking-state';
import { cancellationRefund } from '@vira/domain/cancellation';
import { platformCommission } from '@vira/domain/pricing';
import type { DamageClaimFields, DisputeClaimInput, ReportProblemInput } from '@vira/domain/rental';
import type { AppDeps } from '../../../app-deps';
import type { AppDb } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { SessionUser } from '../../../http/context';
import { isAdmin } from '../../staff';
import { setAuditContext } from '../../audit';
import { moveBooking, type Actor } from '../bookings/booking-transitions.service';
import { bookingMessages } from '../bookings/bookings.messages';
import { findBooking, type BookingRow } from '../bookings/bookings.repository';
import { enqueueJob } from '../../jobs';
import { claimAnswerJob } from './rental-jobs';
import { formatMoney, noticeRentalStep } from '../../notifications';
import { queueRefund, sendRefunds } from '../payments/refunds.service';
import { rentalMessages } from './rentals.messages';
import { answerClaim, findClaim, insertClaim, insertDispute } from './rentals.repository';
import { settlementOf } from '../checkout/order-lifecycle.service';
import { sendSettlements, type Settlement } from '../payments/settlement.service';

export type ViewerRole = 'renter' | 'owner' | 'admin';

/** Who this person is for a booking; null when it is none of their business (answered as not found). */
export function viewerRole(deps: AppDeps, user: SessionUser, booking: BookingRow): ViewerRole | null {
  if (booking.renterId === user.id) return 'renter';
  if (booking.ownerId === user.id) return 'owner';
  return isAdmin(deps.env, user) ? 'admin' : null;
}

const notFound = () => new AppError(404, 'booking_not_found', bookingMessages.notFound);
const notNow = () => new AppError(409, 'not_allowed_now', bookingMessages.notAllowedNow);

/**
 * Runs one person's action on a booking in a transaction: the row is locked, the person must hold `role`
 * (anyone else: not found), then `work` moves it. Refunds it queued are sent after the commit.
 */
async function act<T>(
  deps: AppDeps,
  user: SessionUser,
  bookingId: string,
  roles: ViewerRole[],
  work: (
    tx: AppDb,
    booking: BookingRow,
    actor: Actor,
  ) => Promise<{ result: T; refunds?: (string | null)[]; settlements?: (Settlement | null)[] }>,
): Promise<T> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    const booking = await findBooking(tx, bookingId, { forUpdate: true });
    if (!booking) throw notFound();
    const role = viewerRole(deps, user, booking);
    if (!role) throw notFound();
    if (!roles.includes(role)) throw notNow();
    await setAuditContext(tx, { actorId: user.id, actorRole: role });
    return work(tx, booking, { role, id: user.id, at: deps.clock.now() });
  });
  await sendSettlements(deps, outcome.settlements ?? []);
  await sendRefunds(deps, outcome.refunds ?? []);
  return outcome.result;
}

/** The renter has the item: escrow moves on (from the start date; automatically 24 h after it). */
/** The booking a person may review the other side of: theirs, and completed. */
export async function completedBookingOf(db: AppDb, user: SessionUser, bookingId: string): Promise<BookingRow> {
  const booking = await findBooking(db, bookingId);
  if (!booking || (booking.renterId !== user.id && booking.ownerId !== user.id))
    throw new AppError(404, 'booking_not_found', bookingMessages.notFound);
  if (booking.status !== 'completed') throw new AppError(409, 'not_allowed_now', bookingMessages.notAllowedNow);
  return booking;
}

export async function confirmReceipt(deps: AppDeps, user: SessionUser, bookingId: string): Promise<void> {
  await act(deps, user, bookingId, ['renter'], async (tx, booking, actor) => {
    if (booking.status !== 'paid') throw notNow();
    if (actor.at.getTime() < bookingStart(booking).getTime())
      throw new AppError(409, 'not_started', rentalMessages.notStartedYet, { date: booking.startDate });
    await moveBooking(tx, booking, 'renter_confirmed_receipt', actor);
    await noticeRentalStep(deps, bookingId, 'received', ['owner'], {}, tx);
    return { result: undefined };
  });
}

/** Instead of confirming receipt, the renter reports a problem: a dispute an admin decides. */
export async function reportProblem(
  deps: AppDeps,
  user: SessionUser,
  bookingId: string,
  input: ReportProblemInput,
): Promise<void> {
  await act(deps, user, bookingId, ['renter'], async (tx, booking, actor) => {
    await moveBooking(tx, booking, 'problem_reported', actor, { data: { reason: input.reason } });
    await insertDispute(tx, {
      bookingId,
      openedBy: user.id,
      reason: input.reason,
      description: input.description,
    });
    await noticeRentalStep(deps, bookingId, 'problem', ['owner', 'renter'], {}, tx);
    return { result: undefined };
  });
}

/**
 * Settles the deposit and completes the rental: `toOwner` of the deposit is the owner's (a damage claim), the
 * rest goes back to the renter through the provider; the owner's earnings include what they keep of it.
 */
async function settleDeposit(
  tx: AppDb,
  booking: BookingRow,
  toOwner: number,
  actor: Actor,
): Promise<{ refundId: string | null; refunded: number }> {
  const refunded = booking.deposit - toOwner;
  const refundId = booking.orderId
    ? await queueRefund(tx, {
        orderId: booking.orderId,
        bookingId: booking.id,
        amount: refunded,
        reason: 'deposit',
        now: actor.at,
      })
    : null;
  const commission = platformCommission(booking.itemCost);
  await moveBooking(tx, booking, 'deposit_settled', actor, {
    data: { depositRefunded: refunded, depositToOwner: toOwner },
    money: { commission, ownerEarnings: booking.itemCost - commission + toOwner },
  });
  return { refundId, refunded };
}

/** Returned in good condition (by the owner, or automatically 48 h after the end): the whole deposit goes back. */
export async function returnInGoodCondition(tx: AppDb, booking: BookingRow, actor: Actor) {
  const returned = await moveBooking(tx, booking, 'item_returned', actor, { data: { condition: 'good' } });
  return settleDeposit(tx, returned, 0, actor);
}

export async function confirmReturn(deps: AppDeps, user: SessionUser, bookingId: string): Promise<void> {
  await act(deps, user, bookingId, ['owner'], async (tx, booking, actor) => {
    const { refundId, refunded } = await returnInGoodCondition(tx, booking, actor);
    await noticeRentalStep(
      deps,
      bookingId,
      'completed',
      ['renter', 'owner'],
      { amount: formatMoney(refunded, booking.currency) },
      tx,
    );
    return { result: undefined, refunds: [refundId] };
  });
}

/** Returned with damage: the owner claims up to the deposit, with photos; the renter answers within 72 h. */
export async function claimDamage(
  deps: AppDeps,
  user: SessionUser,
  bookingId: string,
  input: DamageClaimFields & { photoKeys: string[] },
): Promise<void> {
  await act(deps, user, bookingId, ['owner'], async (tx, booking, actor) => {
    if (booking.status !== 'handed_over') throw notNow();
    if (booking.deposit <= 0) throw new AppError(409, 'no_deposit', rentalMessages.noDeposit);
    if (input.amount > booking.deposit)
      throw new AppError(400, 'claim_over_deposit', rentalMessages.claimOverDeposit, {
        amount: formatMoney(booking.deposit, booking.currency),
      });
    await moveBooking(tx, booking, 'damage_claimed', actor, { data: { amount: input.amount } });
    const answerBy = new Date(actor.at.getTime() + CLAIM_ANSWER_HOURS * 3_600_000);
    await insertClaim(tx, {
      bookingId,
      amount: input.amount,
      description: input.description,
      photos: input.photoKeys,
      answerBy,
    });
    await enqueueJob(
      tx,
      claimAnswerJob,
      { bookingId },
      { runAt: answerBy, dedupeKey: `${claimAnswerJob.name}:${bookingId}` },
    );
    const amount = formatMoney(input.amount, booking.currency);
    await noticeRentalStep(deps, bookingId, 'damage_claim', ['renter'], { amount }, tx);
    return { result: undefined };
  });
}

/** The renter accepts the claim (or lets 72 h pass): the claimed part goes to the owner, the rest back. */
export async function acceptClaimIn(tx: AppDb, booking: BookingRow, actor: Actor) {
  const claim = await findClaim(tx, booking.id, { forUpdate: true });
  if (!claim || claim.status !== 'open' || booking.status !== 'returned')
    throw new AppError(409, 'no_open_claim', rentalMessages.noOpenClaim);
  await answerClaim(tx, claim.id, 'accepted');
  const settled = await settleDeposit(tx, booking, claim.amount, actor);
  return { ...settled, claimed: claim.amount };
}

export async function acceptClaim(deps: AppDeps, user: SessionUser, bookingId: string): Promise<void> {
  await act(deps, user, bookingId, ['renter'], async (tx, booking, actor) => {
    const { refundId, claimed } = await acceptClaimIn(tx, booking, actor);
    const amount = formatMoney(claimed, booking.currency);
    await noticeRentalStep(deps, bookingId, 'claim_accepted', ['owner'], { amount }, tx);
    return { result: undefined, refunds: [refundId] };
  });
}

export async function disputeClaim(
  deps: AppDeps,
  user: SessionUser,
  bookingId: string,
  input: DisputeClaimInput,
): Promise<void> {
  await act(deps, user, bookingId, ['renter'], async (tx, booking, actor) => {
    const claim = await findClaim(tx, booking.id, { forUpdate: true });
    if (!claim || claim.status !== 'open') throw new AppError(409, 'no_open_claim', rentalMessages.noOpenClaim);
    await answerClaim(tx, claim.id, 'disputed');
    await moveBooking(tx, booking, 'dispute_opened', actor);
    await insertDispute(tx, {
      bookingId,
      openedBy: user.id,
      reason: 'damage_claim',
      description: input.description,
    });
    await noticeRentalStep(deps, bookingId, 'dispute_opened', ['owner', 'renter'], {}, tx);
    return { result: undefined };
  });
}

/** What cancelling now would give back, for a person allowed to cancel this booking now; null otherwise. */
export function cancellationQuoteFor(booking: BookingRow, role: ViewerRole, now: Date) {
  if (role === 'admin' || !CANCELLABLE_STATUSES.includes(booking.status as BookingStatus)) return null;
  if (role === 'owner' && booking.status !== 'paid') return null;
  // An order still at its payment page is abandoned there (the whole order), not booking by booking.
  if (booking.status === 'awaiting_payment' && booking.orderId) return null;
  // Only the renter may withdraw a paid request before its owner answers; nothing was taken, so nothing is
  // refunded: the authorisation is voided (or captured smaller, for the other bookings of the order).
  if (booking.status === 'pending_owner' && role !== 'renter') return null;
  if (booking.status !== 'paid') return { refund: 0, rentalRefund: 0, rentalKept: 0, rentalShare: 1 };
  return cancellationRefund({
    // The policy the booking was made under, whatever the listing says today.
    policy: booking.cancellationPolicy,
    cancelledBy: role,
    start: bookingStart(booking),
    now,
    charge: booking,
  });
}

/**
 * A cancellation before pick-up. The renter gets back what the listing's policy gives (deposit, insurance and
 * delivery always); an owner who cancels gives everything back and it counts on their profile. What the owner
 * keeps of the rental (minus commission) is still theirs.
 */
export async function cancelBooking(deps: AppDeps, user: SessionUser, bookingId: string): Promise<void> {
  await act(deps, user, bookingId, ['renter', 'owner'], async (tx, booking, actor) => {
    const quote = cancellationQuoteFor(booking, actor.role as ViewerRole, actor.at);
    if (!quote) throw notNow();
    const paid = booking.status === 'paid';
    const refundId =
      paid && booking.orderId
        ? await queueRefund(tx, {
            orderId: booking.orderId,
            bookingId,
            amount: quote.refund,
            reason: 'cancellation',
            // Before pick-up the deposit always comes back whole; the rest was invoiced income.
            income: quote.refund - booking.deposit,
            now: actor.at,
          })
        : null;
    const commission = platformCommission(quote.rentalKept);
    await moveBooking(tx, booking, actor.role === 'owner' ? 'owner_cancelled' : 'renter_cancelled', actor, {
      data: { refund: quote.refund, rentalShare: quote.rentalShare },
      money: { commission, ownerEarnings: quote.rentalKept - commission },
    });
    // A withdrawn request settles its order's authorisation once no other booking of it waits for an owner.
    const settlement =
      booking.status === 'pending_owner' && booking.orderId ? await settlementOf(tx, booking.orderId, actor.at) : null;
    if (paid) {
      const by = actor.role as 'renter' | 'owner';
      const to: ('renter' | 'owner')[] = [by === 'owner' ? 'renter' : 'owner', by];
      await noticeRentalStep(
        deps,
        bookingId,
        'cancelled',
        to,
        { amount: formatMoney(quote.refund, booking.currency) },
        tx,
      );
    }
    return { result: undefined, refunds: [refundId], settlements: [settlement] };
  });
}
