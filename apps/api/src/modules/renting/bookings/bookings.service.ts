import {
  holdsDates,
  nextBookingStatus,
  OWNER_RESPONSE_HOURS,
  type BookingEvent,
  type BookingStatus,
} from '@vira/domain/booking-state';
import type { Booking, BookingListItem, BookingRequestInput } from '@vira/domain/booking';
import { platformCommission, quoteLine, type LineQuote } from '@vira/domain/pricing';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { SessionUser } from '../../../http/context';
import {
  assertDatesFree,
  assertDaysAllowed,
  assertRentalDates,
  datesTakenError,
  exclusionViolationOf,
  releaseExpiredHolds,
} from '../availability/availability.service';
import { loadRentableListing } from '../cart/cart.service';
import type { AppDb } from '../../../db/client';
import { zodReasonMessages } from '../../../i18n/zod-reason.messages';
import { assertHoursFree, checkServiceLine, hoursTakenError } from '../../services';
import { moveBooking, startBookings, systemAt, type Actor } from './booking-transitions.service';
import { settlementOf } from '../checkout/order-lifecycle.service';
import { sendSettlements, type Settlement } from '../payments/settlement.service';
import { noticeRequestAnswer, noticeRequestReceived } from '../../notifications';
import { toBooking, toBookingListItem } from './bookings.mapper';
import { bookingMessages } from './bookings.messages';
import { findBooking, findBookingsOf, insertBooking } from './bookings.repository';
import { storedDiscount } from './booking-discount';

/** Simple booking dialog: a request the owner accepts or declines within 24 h. It holds nothing yet. */
export async function requestBooking(deps: AppDeps, user: SessionUser, input: BookingRequestInput): Promise<Booking> {
  const { db } = deps.database;
  assertRentalDates(input.startDate, input.endDate);
  const listing = await loadRentableListing(db, user.id, input.listingId);
  const time = await requestedTime(db, listing, input);
  const row = await db.transaction(async (tx) => {
    const created = await insertBooking(tx, {
      listingId: listing.id,
      renterId: user.id,
      ownerId: listing.ownerId,
      startDate: input.startDate,
      endDate: input.endDate,
      startHour: time.startHour,
      endHour: time.endHour,
      // Filled now so that, once accepted, the hours constraint (not the day one) guards a service's time.
      heldHours: time.heldHours,
      status: 'requested',
      holds: false,
      respondBy: new Date(deps.clock.now().getTime() + OWNER_RESPONSE_HOURS * 3_600_000),
      instantBooking: listing.instantBooking,
      // The terms the renter asks under stay with the booking, whatever the listing says later.
      cancellationPolicy: listing.cancellationPolicy,
      timeZone: listing.timeZone,
      currency: listing.currency,
      ...time.quote,
      ...storedDiscount(time.quote),
      commission: platformCommission(time.quote.itemCost),
      ownerEarnings: time.quote.itemCost - platformCommission(time.quote.itemCost),
    });
    await startBookings(tx, [created], { role: 'renter', id: user.id, at: deps.clock.now() });
    // Told in the same transaction: the owner hears of the request if and only if it stands.
    await noticeRequestReceived(deps, created.id, tx);
    return created;
  });
  return toBooking(row);
}

/** A service's hours (or whole days) by the service rules; an item's days by the owner's rules, with pickup hours. */
async function requestedTime(
  db: AppDb,
  listing: Awaited<ReturnType<typeof loadRentableListing>>,
  input: BookingRequestInput,
): Promise<{ quote: LineQuote; startHour: string | null; endHour: string | null; heldHours: string | null }> {
  if (listing.type === 'service') {
    const line = checkServiceLine(listing, {
      startDate: input.startDate,
      endDate: input.endDate,
      startHour: input.startHour ? Number(input.startHour.slice(0, 2)) : null,
      endHour: input.endHour ? Number(input.endHour.slice(0, 2)) : null,
    });
    await assertHoursFree(db, listing.id, line);
    return { quote: line.quote, startHour: line.startHour, endHour: line.endHour, heldHours: line.heldHours };
  }
  if (!input.startHour || !input.endHour)
    throw new AppError(
      400,
      'invalid_hour',
      zodReasonMessages.hour,
      {},
      { [input.startHour ? 'endHour' : 'startHour']: 'required' },
    );
  assertDaysAllowed(listing, input.startDate, input.endDate);
  await assertDatesFree(db, listing.id, input.startDate, input.endDate);
  const quote = quoteLine({
    price: listing,
    startDate: input.startDate,
    endDate: input.endDate,
    withInsurance: false,
    deliveryMethod: 'pickup',
  });
  return { quote, startHour: input.startHour, endHour: input.endHour, heldHours: null };
}

/** Only the signed-in person's own bookings: as renter, or as owner of the listing. */
export async function listBookings(
  deps: AppDeps,
  userId: string,
  role: 'renter' | 'owner',
): Promise<BookingListItem[]> {
  const now = deps.clock.now();
  return (await findBookingsOf(deps.database.db, userId, role)).map((row) => toBookingListItem(row, now));
}

/** A booking is visible to its renter and its owner only; anyone else gets a 404. */
export async function getBooking(deps: AppDeps, userId: string, id: string): Promise<Booking> {
  const row = await findBooking(deps.database.db, id);
  if (!row || (row.renterId !== userId && row.ownerId !== userId))
    throw new AppError(404, 'booking_not_found', bookingMessages.notFound);
  return toBooking(row);
}

/** The owner's answer (or the 24 h timeout, `request_expired`), applied through the state graph. */
async function answer(deps: AppDeps, bookingId: string, event: BookingEvent, ownerId: string | null): Promise<Booking> {
  const { db } = deps.database;
  let settlement: Settlement | null = null;
  let row;
  try {
    row = await db.transaction(async (tx) => {
      const booking = await findBooking(tx, bookingId, { forUpdate: true });
      if (!booking || (ownerId !== null && booking.ownerId !== ownerId))
        throw new AppError(404, 'booking_not_found', bookingMessages.notFound);
      const next = nextBookingStatus(booking.status as BookingStatus, event);
      if (!next) throw new AppError(409, 'not_awaiting_answer', bookingMessages.notAwaitingAnswer);
      const now = deps.clock.now();
      if (holdsDates(next) && !booking.holds) await releaseExpiredHolds(tx, now, [booking.listingId]);
      // An accepted simple request now holds the dates while the renter pays (the constraint decides).
      const holdExpiresAt =
        next === 'awaiting_payment' ? new Date(now.getTime() + OWNER_RESPONSE_HOURS * 3_600_000) : null;
      const actor: Actor = ownerId === null ? systemAt(now) : { role: 'owner', id: ownerId, at: now };
      await moveBooking(tx, booking, event, actor, { holdExpiresAt, respondBy: null });
      if (booking.orderId) settlement = await settlementOf(tx, booking.orderId, now);
      if (event === 'owner_accepted' || event === 'owner_declined' || event === 'request_expired')
        await noticeRequestAnswer(deps, bookingId, event, tx);
      return findBooking(tx, booking.id);
    });
  } catch (error) {
    const constraint = exclusionViolationOf(error);
    if (constraint !== null) throw constraint === 'bookings_no_double_hours' ? hoursTakenError() : datesTakenError();
    throw error;
  }
  // The provider is asked after the commit: the decision stands even if the provider is slow.
  await sendSettlements(deps, [settlement]);
  return toBooking(row!);
}

export const acceptBooking = (deps: AppDeps, owner: SessionUser, id: string) =>
  answer(deps, id, 'owner_accepted', owner.id);
export const declineBooking = (deps: AppDeps, owner: SessionUser, id: string) =>
  answer(deps, id, 'owner_declined', owner.id);

/** The owner let 24 h pass (a durable job at the answer deadline): the request expires, an authorisation is voided. */
export async function expireRequest(deps: AppDeps, bookingId: string): Promise<void> {
  try {
    await answer(deps, bookingId, 'request_expired', null);
  } catch (error) {
    // Answered in the meantime (409) or gone (404): nothing left to expire.
    if (!(error instanceof AppError)) throw error;
  }
}
