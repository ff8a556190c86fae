import { idParamSchema } from '@vira/domain/id';
import { refreshListingRating } from '../owner-listings';
import { insertProfileIfMissing } from '../profiles';
import {
  REVIEW_COMMENT_MIN,
  roundRating,
  type CreateReviewBody,
  type Review,
  type ReviewPage,
  type ReviewSummary,
} from '@vira/domain/review';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { notifyCatalogueChange } from '../listings';
import { listingMessages } from '../listings';
import { toReview } from './review.mapper';
import { setAuditContext } from '../audit';
import { reviewMessages } from './reviews.messages';
import {
  countByRating,
  findListingOwnerId,
  findOwnListingReview,
  findReviewById,
  findReviewPage,
  upsertListingReview,
  upsertPersonReview,
  type ReviewScope,
} from './reviews.repository';

/** Summary the panel shows: average to 1 decimal and how many reviews gave 5, 4, 3, 2 and 1 stars. */
export function summarize(counts: { rating: number; count: number }[]): ReviewSummary {
  const byStars = new Map(counts.map((c) => [c.rating, Number(c.count)]));
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: byStars.get(stars) ?? 0 }));
  const total = distribution.reduce((sum, d) => sum + d.count, 0);
  const points = distribution.reduce((sum, d) => sum + d.stars * d.count, 0);
  return { average: total === 0 ? 0 : roundRating(points / total), count: total, distribution };
}

async function reviewPage(db: AppDb, scope: ReviewScope, page: number, pageSize: number): Promise<ReviewPage> {
  const [counts, records] = await Promise.all([
    countByRating(db, scope),
    findReviewPage(db, scope, pageSize, (page - 1) * pageSize),
  ]);
  const summary = summarize(counts);
  return { summary, items: records.map(toReview), page, pageSize, total: summary.count };
}

/** A listing id from the path; anything that is not one is a listing that does not exist. */
async function existingListing(db: AppDb, rawId: string): Promise<{ id: number; ownerId: string }> {
  const parsed = idParamSchema.safeParse({ id: rawId });
  const ownerId = parsed.success ? await findListingOwnerId(db, parsed.data.id) : null;
  if (!parsed.success || !ownerId)
    throw new AppError(404, 'listing_not_found', listingMessages.notFound, { id: rawId });
  return { id: parsed.data.id, ownerId };
}

export async function listListingReviews(
  db: AppDb,
  rawId: string,
  page: number,
  pageSize: number,
): Promise<ReviewPage> {
  const listing = await existingListing(db, rawId);
  return reviewPage(db, { listingId: listing.id }, page, pageSize);
}

/** Reviews about a person: those left on their profile and those of the items they publish. */
export async function listUserReviews(db: AppDb, userId: string, page: number, pageSize: number): Promise<ReviewPage> {
  return reviewPage(db, { userId }, page, pageSize);
}

/** The caller's own review of a listing, or null: the form opens it for editing instead of starting empty. */
export async function getOwnListingReview(db: AppDb, userId: string, rawId: string): Promise<Review | null> {
  const listing = await existingListing(db, rawId);
  const own = await findOwnListingReview(db, userId, listing.id);
  if (!own) return null;
  const record = await findReviewById(db, own.id);
  return record ? toReview(record) : null;
}

/**
 * Publishes the person's review of an item. One review per person per item: a second call edits the first.
 * The listing's cached rating and count change in the same transaction.
 */
export async function saveListingReview(
  db: AppDb,
  user: Pick<SessionUser, 'id' | 'name' | 'email'>,
  rawId: string,
  body: CreateReviewBody,
  /** Runs in the transaction that writes a first review (the owner's notice commits with it, or neither does). */
  onCreated?: (tx: AppDb, review: { listingId: number; rating: number }) => Promise<void>,
): Promise<{ review: Review; created: boolean }> {
  const comment = body.comment.trim();
  if (comment.length < REVIEW_COMMENT_MIN) {
    throw new AppError(400, 'review_comment_too_short', reviewMessages.commentTooShort);
  }
  const listing = await existingListing(db, rawId);
  if (listing.ownerId === user.id) throw new AppError(403, 'review_own_listing', reviewMessages.ownListing);
  const saved = await db.transaction(async (tx) => {
    await setAuditContext(tx, { actorId: user.id, actorRole: 'user' });
    // Spec: the reviewer's name falls back to the e-mail (the client falls back further to 'Usuario').
    await insertProfileIfMissing(tx, {
      userId: user.id,
      fullName: user.name?.trim() || user.email || null,
      phone: null,
      avatarUrl: null,
    });
    const before = await findOwnListingReview(tx, user.id, listing.id);
    const row = await upsertListingReview(tx, {
      reviewerId: user.id,
      listingId: listing.id,
      rating: body.rating,
      comment,
    });
    await refreshListingRating(tx, listing.id);
    if (before === null) await onCreated?.(tx, { listingId: listing.id, rating: body.rating });
    return { id: row.id, created: before === null };
  });
  // The listing's rating is in the search figures and the rating filter: cached figures of every instance go.
  notifyCatalogueChange(db);
  const record = await findReviewById(db, saved.id);
  return { review: toReview(record!), created: saved.created };
}

/**
 * After a completed rental, its renter and its owner may review each other (one review per person about the
 * other: a later rental's review replaces it). Hidden until both wrote or 14 days passed (reviews.repository).
 */
/** The completed rental a person review is about, as the renting module found it for the reviewer. */
export interface ReviewedBooking {
  id: string;
  renterId: string;
  ownerId: string;
}

/**
 * `completedBooking` is the renting module's check (the reviewer is a side of the booking, which is completed),
 * handed over by its route, so reviews does not import renting, which shows these reviews.
 */
export async function savePersonReview(
  db: AppDb,
  user: Pick<SessionUser, 'id' | 'name' | 'email'>,
  completedBooking: () => Promise<ReviewedBooking>,
  body: CreateReviewBody,
): Promise<void> {
  const comment = body.comment.trim();
  if (comment.length < REVIEW_COMMENT_MIN) {
    throw new AppError(400, 'review_comment_too_short', reviewMessages.commentTooShort);
  }
  const booking = await completedBooking();
  const bookingId = booking.id;
  const subjectUserId = booking.renterId === user.id ? booking.ownerId : booking.renterId;
  await db.transaction(async (tx) => {
    await setAuditContext(tx, { actorId: user.id, actorRole: booking.renterId === user.id ? 'renter' : 'owner' });
    await insertProfileIfMissing(tx, {
      userId: user.id,
      fullName: user.name?.trim() || user.email || null,
      phone: null,
      avatarUrl: null,
    });
    await insertProfileIfMissing(tx, { userId: subjectUserId, fullName: null, phone: null, avatarUrl: null });
    await upsertPersonReview(tx, { reviewerId: user.id, subjectUserId, bookingId, rating: body.rating, comment });
  });
}
