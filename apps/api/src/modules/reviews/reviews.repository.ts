import { and, count, desc, eq, inArray, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { listings } from '../../db/schema/listings';
import { profiles } from '../../db/schema/profiles';
import { reviews } from '../../db/schema/reviews';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewerRow = Pick<
  typeof profiles.$inferSelect,
  'userId' | 'fullName' | 'avatarUrl' | 'isVira' | 'identityVerifiedAt'
>;
export interface ReviewRecord {
  review: ReviewRow;
  reviewer: ReviewerRow;
  verifiedRental: boolean;
}

/** The reviewer rented this item and it reached their hands ('renta verificada'). */
const verifiedRental = sql<boolean>`exists (
  select 1 from ${bookings}
  where ${bookings.listingId} = ${reviews.listingId}
    and ${bookings.renterId} = ${reviews.reviewerId}
    and ${bookings.status} = 'completed'
)`;

/** Which reviews a panel shows: those of one item, or those about one person (directly or about their items). */
export type ReviewScope = { listingId: number } | { userId: string };

/**
 * A review of a person written after a rental stays hidden until the other side wrote theirs or 14 days passed
 * since the rental completed, so neither answers the other's review.
 */
export const REVEAL_AFTER_DAYS = 14;
const revealed = sql`(${reviews.bookingId} is null or exists (
    select 1 from reviews other where other.booking_id = ${reviews.bookingId} and other.reviewer_id <> ${reviews.reviewerId}
  ) or exists (
    select 1 from ${bookings} where ${bookings.id} = ${reviews.bookingId}
      and ${bookings.completedAt} < now() - make_interval(days => ${REVEAL_AFTER_DAYS})
  ))`;

/**
 * The reviews about a person: revealed ones of them after rentals and those of the items they publish. `userId`
 * may be a column of an outer query (profiles.user_id); it must not be listings.owner_id, which the inner
 * select of listings would capture.
 */
function aboutPerson(userId: string | SQL | AnyColumn): SQL {
  const ownListings = sql`(select ${listings.id} from ${listings} where ${listings.ownerId} = ${userId})`;
  return and(or(sql`${reviews.subjectUserId} = ${userId}`, sql`${reviews.listingId} in ${ownListings}`), revealed)!;
}

function scopeWhere(scope: ReviewScope): SQL {
  if ('listingId' in scope) return eq(reviews.listingId, scope.listingId);
  return aboutPerson(scope.userId);
}

/**
 * A person's rating: the average of exactly the reviews their profile lists (aboutPerson), 0 without any. Read
 * where it is shown rather than stored, because a review after a rental becomes visible by time alone (14 days)
 * with no write to update a stored figure on (decision 037).
 */
export function personRatingSql(userId: SQL | AnyColumn): SQL<number> {
  return sql<number>`coalesce((select avg(${reviews.rating})::float8 from ${reviews} where ${aboutPerson(userId)}), 0)`;
}

/** Inserts the person's review of another person after a rental, or rewrites their earlier one of them. */
export async function upsertPersonReview(
  db: AppDb,
  values: { reviewerId: string; subjectUserId: string; bookingId: string; rating: number; comment: string },
): Promise<ReviewRow> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoUpdate({
      target: [reviews.reviewerId, reviews.subjectUserId],
      set: { rating: values.rating, comment: values.comment, bookingId: values.bookingId, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** The reviews of people written after these bookings, each with whether it is visible yet. */
export async function findPersonReviewsOf(db: AppDb, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: reviews.bookingId,
      reviewerId: reviews.reviewerId,
      rating: reviews.rating,
      comment: reviews.comment,
      revealed: sql<boolean>`${revealed}`,
    })
    .from(reviews)
    .where(inArray(reviews.bookingId, bookingIds));
}

const reviewerColumns = {
  userId: profiles.userId,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  isVira: profiles.isVira,
  identityVerifiedAt: profiles.identityVerifiedAt,
};

/** Number of reviews per star value (only values that occur). */
export async function countByRating(db: AppDb, scope: ReviewScope): Promise<{ rating: number; count: number }[]> {
  return db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(scopeWhere(scope))
    .groupBy(reviews.rating);
}

export async function findReviewPage(
  db: AppDb,
  scope: ReviewScope,
  limit: number,
  offset: number,
): Promise<ReviewRecord[]> {
  return db
    .select({ review: reviews, reviewer: reviewerColumns, verifiedRental })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.userId, reviews.reviewerId))
    .where(scopeWhere(scope))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

export async function findReviewById(db: AppDb, id: number): Promise<ReviewRecord | null> {
  const [row] = await db
    .select({ review: reviews, reviewer: reviewerColumns, verifiedRental })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.userId, reviews.reviewerId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ?? null;
}

export async function findListingOwnerId(db: AppDb, listingId: number): Promise<string | null> {
  const [row] = await db
    .select({ ownerId: listings.ownerId })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return row?.ownerId ?? null;
}

export async function findOwnListingReview(
  db: AppDb,
  reviewerId: string,
  listingId: number,
): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.reviewerId, reviewerId), eq(reviews.listingId, listingId)))
    .limit(1);
  return row ?? null;
}

/** Inserts the person's review of an item, or rewrites the one they already left. */
export async function upsertListingReview(
  db: AppDb,
  values: { reviewerId: string; listingId: number; rating: number; comment: string },
): Promise<ReviewRow> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoUpdate({
      target: [reviews.reviewerId, reviews.listingId],
      set: { rating: values.rating, comment: values.comment, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** The listings one person has reviewed. */
export async function findReviewedListingIds(db: AppDb, reviewerId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ listingId: reviews.listingId })
    .from(reviews)
    .where(and(eq(reviews.reviewerId, reviewerId), isNotNull(reviews.listingId)));
  return rows.map((row) => row.listingId!);
}
