import { formatMoney as formatAmount, toCurrencyCode, toMajor } from '@vira/domain/currencies';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { findBookingsForNotice, findListingForNotice, type BookingNoticeRow } from './notifications.repository';
import { notify } from './notifications.service';

/**
 * Who hears what when money and bookings move. Given the transaction of the change (`tx`), the notices commit
 * with it or not at all. Called after a change committed (no `tx`), a failure here is logged and never undoes it.
 */
async function safely(
  deps: AppDeps,
  what: string,
  tx: AppDb | undefined,
  work: (db: AppDb) => Promise<void>,
): Promise<void> {
  if (tx) return work(tx);
  try {
    // The notices of one event, with their delivery jobs, commit together.
    await deps.database.db.transaction(work);
  } catch (error) {
    deps.logger.error({ err: error, what }, 'notification failed');
  }
}

const dataOf = (b: BookingNoticeRow) => ({
  booking_id: b.id,
  item_id: b.listing_id,
  ...(b.order_id ? { order_id: b.order_id } : {}),
});
const renterName = (b: BookingNoticeRow) => b.renter_name?.trim() || 'Vira';

/** A payment outcome of an order: the renter hears it, and each owner hears of money or of a request to answer. */
export function noticeOrderPayment(
  deps: AppDeps,
  orderId: string,
  outcome: 'paid' | 'failed',
  tx?: AppDb,
): Promise<void> {
  return safely(deps, 'order payment', tx, async (db) => {
    const bookings = await findBookingsForNotice(db, { orderId });
    const first = bookings[0];
    if (!first) return;
    const listing = bookings.map((b) => b.listing_title).join(', ');
    await notify(
      deps,
      {
        userId: first.renter_id,
        type: 'payment',
        template: outcome === 'paid' ? 'payment_confirmed' : 'payment_failed',
        params: { listing },
        data: dataOf(first),
        path: outcome === 'paid' ? `/order-tracking/${orderId}` : '/cart',
        dedupeKey: `order:${orderId}:${outcome}`,
      },
      db,
    );
    if (outcome !== 'paid') return;
    for (const b of bookings) {
      const waiting = b.status === 'pending_owner';
      await notify(
        deps,
        {
          userId: b.owner_id,
          type: waiting ? 'booking' : 'payment',
          template: waiting ? 'request_received' : 'payment_received',
          params: { listing: b.listing_title, name: renterName(b) },
          data: dataOf(b),
          path: waiting ? '/requests' : `/order-tracking/${orderId}`,
          dedupeKey: `booking:${b.id}:paid`,
        },
        db,
      );
    }
  });
}

/** A simple request (no payment yet) reached its owner. */
export function noticeRequestReceived(deps: AppDeps, bookingId: string, tx?: AppDb): Promise<void> {
  return safely(deps, 'request received', tx, async (db) => {
    const [b] = await findBookingsForNotice(db, { bookingId });
    if (!b) return;
    await notify(
      deps,
      {
        userId: b.owner_id,
        type: 'booking',
        template: 'request_received',
        params: { listing: b.listing_title, name: renterName(b) },
        data: dataOf(b),
        path: '/requests',
        dedupeKey: `booking:${b.id}:requested`,
      },
      db,
    );
  });
}

/** The owner's answer, or the 24 h timeout, told to the renter. */
export function noticeRequestAnswer(
  deps: AppDeps,
  bookingId: string,
  answer: 'owner_accepted' | 'owner_declined' | 'request_expired',
  tx?: AppDb,
): Promise<void> {
  return safely(deps, 'request answer', tx, async (db) => {
    const [b] = await findBookingsForNotice(db, { bookingId });
    if (!b) return;
    const template =
      answer === 'owner_accepted'
        ? 'request_accepted'
        : answer === 'owner_declined'
          ? 'request_declined'
          : 'request_expired';
    await notify(
      deps,
      {
        userId: b.renter_id,
        type: 'booking',
        template,
        params: { listing: b.listing_title },
        data: dataOf(b),
        path: b.order_id ? `/order-tracking/${b.order_id}` : '/requests',
        dedupeKey: `booking:${b.id}:${answer}`,
      },
      db,
    );
  });
}

/** A review of an owner's listing. */
export function noticeReview(
  deps: AppDeps,
  listingId: number,
  reviewer: { id: string; name: string | null },
  rating: number,
  tx?: AppDb,
): Promise<void> {
  return safely(deps, 'review', tx, async (db) => {
    const listing = await findListingForNotice(db, listingId);
    if (!listing || listing.ownerId === reviewer.id) return;
    await notify(
      deps,
      {
        userId: listing.ownerId,
        type: 'review',
        template: 'review_received',
        params: { listing: listing.title, name: reviewer.name?.trim() || 'Vira', rating },
        data: { item_id: listingId, rating, user_id: reviewer.id },
        path: `/?listing=${listingId}`,
      },
      db,
    );
  });
}

/** Someone hearted an owner's listing: at most one notice per listing per day. */
export function noticeFavorite(deps: AppDeps, listingId: number, byUserId: string, tx?: AppDb): Promise<void> {
  return safely(deps, 'favorite', tx, async (db) => {
    const listing = await findListingForNotice(db, listingId);
    if (!listing || listing.ownerId === byUserId) return;
    const day = deps.clock.now().toISOString().slice(0, 10);
    await notify(
      deps,
      {
        userId: listing.ownerId,
        type: 'favorite',
        template: 'favorite_added',
        params: { listing: listing.title },
        data: { item_id: listingId },
        path: `/?listing=${listingId}`,
        dedupeKey: `favorite:${listingId}:${day}`,
      },
      db,
    );
  });
}

/** An admin decided a Vira application: the applicant hears it (with the reason when rejected). */
export function noticeViraDecision(
  deps: AppDeps,
  userId: string,
  decision: 'approved' | 'rejected',
  reason: string,
  tx?: AppDb,
): Promise<void> {
  return safely(deps, 'vira decision', tx, async (db) => {
    await notify(
      deps,
      {
        userId,
        type: 'vira_approval',
        template: decision === 'approved' ? 'vira_approved' : 'vira_rejected',
        params: { reason: reason.trim() || '—' },
        data: { user_id: userId },
        path: '/dashboard',
      },
      db,
    );
  });
}

export type RentalStep =
  | 'received'
  | 'problem'
  | 'completed'
  | 'damage_claim'
  | 'claim_accepted'
  | 'dispute_opened'
  | 'cancelled'
  | 'dispute_resolved';

const STEP_TEMPLATE = {
  received: 'rental_received',
  problem: 'rental_problem',
  completed: 'rental_completed',
  damage_claim: 'rental_damage_claim',
  claim_accepted: 'rental_claim_accepted',
  dispute_opened: 'rental_problem',
  cancelled: 'rental_cancelled',
  dispute_resolved: 'dispute_resolved',
} as const;

/** Money in a notice: read outside the app, so with its currency code ('MXN 1,000.00'), unambiguous everywhere. */
export function formatMoney(amount: number, currency: string): string {
  const code = toCurrencyCode(currency);
  return formatAmount(toMajor(amount, code), code, { locale: 'en-US' });
}

/** A step of a paid rental, told to `to` (the renter, the owner, or both), linking to the order page. */
export function noticeRentalStep(
  deps: AppDeps,
  bookingId: string,
  step: RentalStep,
  to: ('renter' | 'owner')[],
  params: Record<string, string | number> = {},
  tx?: AppDb,
): Promise<void> {
  return safely(deps, `rental ${step}`, tx, async (db) => {
    const [b] = await findBookingsForNotice(db, { bookingId });
    if (!b) return;
    for (const who of to) {
      await notify(
        deps,
        {
          userId: who === 'renter' ? b.renter_id : b.owner_id,
          type: 'booking',
          template: STEP_TEMPLATE[step],
          params: { listing: b.listing_title, ...params },
          data: dataOf(b),
          path: b.order_id ? `/order-tracking/${b.order_id}` : '/requests',
          dedupeKey: `booking:${b.id}:${step}:${who}`,
        },
        db,
      );
    }
  });
}
