import {
  AUTO_RECEIPT_HOURS,
  AUTO_RETURN_HOURS,
  bookingEnd,
  holdsDates,
  nextBookingStatus,
  bookingStart,
  type BookingEvent,
  type BookingStatus,
} from '@vira/domain/booking-state';
import type { AppDb } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { setAuditContext } from '../../audit';
import { enqueueJob, type JobKind } from '../../jobs';
import { autoReceiptJob, autoReturnJob, holdExpiryJob, requestExpiryJob } from '../rentals/rental-jobs';
import { syncOrderLedger } from '../ledger/ledger.service';
import { bookingMessages } from './bookings.messages';
import { insertBookingEvent, updateBooking, type BookingRow } from './bookings.repository';

export type ActorRole = 'renter' | 'owner' | 'admin' | 'system';
export interface Actor {
  role: ActorRole;
  id: string | null;
  /** When they acted, by the app's clock (decision 060): the step's stamps and deadlines count from it. */
  at: Date;
}
/** Vira itself acting (a job, a payment's outcome) at `at`. */
export const systemAt = (at: Date): Actor => ({ role: 'system', id: null, at });

const HOUR = 3_600_000;

export interface MoveOptions {
  data?: Record<string, unknown>;
  holdExpiresAt?: Date | null;
  respondBy?: Date | null;
  /** Money fields a settlement fixes together with the status. */
  money?: { commission: number; ownerEarnings: number };
}

/**
 * The one way a booking changes status: the state graph decides whether `event` applies (otherwise a 409 the
 * person can read), the timeline records it, and the next automatic step is scheduled as a durable job in the
 * same transaction — so a step can never be lost between a commit and a crash.
 */
export async function moveBooking(
  tx: AppDb,
  booking: BookingRow,
  event: BookingEvent,
  actor: Actor,
  options: MoveOptions = {},
): Promise<BookingRow> {
  const next = nextBookingStatus(booking.status as BookingStatus, event);
  if (!next) throw new AppError(409, 'not_allowed_now', bookingMessages.notAllowedNow);
  const now = actor.at;
  await setAuditContext(tx, { actorId: actor.id, actorRole: actor.role, action: event });
  const row = await updateBooking(tx, booking.id, {
    status: next,
    holds: holdsDates(next),
    ...(options.holdExpiresAt !== undefined ? { holdExpiresAt: options.holdExpiresAt } : {}),
    ...(options.respondBy !== undefined ? { respondBy: options.respondBy } : {}),
    ...(next === 'handed_over' ? { handedOverAt: now } : {}),
    ...(next === 'returned' ? { returnedAt: now } : {}),
    ...(next === 'completed' ? { completedAt: now } : {}),
    ...(next === 'cancelled'
      ? {
          cancelledAt: now,
          cancelledBy: event === 'renter_cancelled' ? 'renter' : event === 'owner_cancelled' ? 'owner' : 'system',
        }
      : {}),
    // A cancellation without a settlement (declined, expired, unpaid) earns the owner nothing.
    ...(next === 'cancelled' && !options.money ? { commission: 0, ownerEarnings: 0 } : {}),
    ...(options.money ?? {}),
  });
  await insertBookingEvent(tx, {
    bookingId: booking.id,
    event,
    actor: actor.role,
    actorId: actor.id,
    data: options.data ?? {},
  });
  await scheduleNextStep(tx, row);
  // The money the step moved is booked in the same transaction (refunds queued before it included).
  if (row.orderId) await syncOrderLedger(tx, row.orderId);
  return row;
}

/** New bookings: their creation opens the timeline and schedules their first automatic step. */
export async function startBookings(tx: AppDb, rows: BookingRow[], actor: Actor): Promise<void> {
  for (const row of rows) {
    await insertBookingEvent(tx, { bookingId: row.id, event: 'created', actor: actor.role, actorId: actor.id });
    await scheduleNextStep(tx, row);
  }
}

/** Records a step that does not change the status (a refund, a claim answered) on the timeline. */
export function recordBookingStep(
  tx: AppDb,
  bookingId: string,
  event: string,
  actor: Actor,
  data: Record<string, unknown> = {},
): Promise<void> {
  return insertBookingEvent(tx, { bookingId, event, actor: actor.role, actorId: actor.id, data });
}

async function scheduleNextStep(tx: AppDb, b: BookingRow): Promise<void> {
  // The durable jobs that carry a booking on by itself when nobody acts (docs/product-rules.md "Escrow, step by step").
  const job = (kind: JobKind<{ bookingId: string }>, runAt: Date) =>
    enqueueJob(tx, kind, { bookingId: b.id }, { runAt, dedupeKey: `${kind.name}:${b.id}:${b.status}` });
  switch (b.status) {
    case 'requested':
    case 'pending_owner':
      if (b.respondBy) await job(requestExpiryJob, b.respondBy);
      return;
    case 'awaiting_payment':
      if (b.holdExpiresAt) await job(holdExpiryJob, b.holdExpiresAt);
      return;
    case 'paid':
      await job(autoReceiptJob, new Date(bookingStart(b).getTime() + AUTO_RECEIPT_HOURS * HOUR));
      return;
    case 'handed_over':
      await job(autoReturnJob, new Date(bookingEnd(b).getTime() + AUTO_RETURN_HOURS * HOUR));
      return;
    default:
  }
}
