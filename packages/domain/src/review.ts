import { z } from 'zod';
import { textSchema } from './text';

/** Spec: a review's rating is a whole number of stars from 1 to 5. */
export const reviewRatingSchema = z.number().int().min(1).max(5);

/** Spec: the trimmed comment must have at least 10 characters (the 500 counter is advisory; we cap abuse at 2000). */
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_COUNTER_MAX = 500;
export const REVIEW_COMMENT_HARD_MAX = 2000;

export const reviewerSchema = z.object({
  id: z.string(),
  /** Null when the person has not given a name; the client shows 'Usuario'. */
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isVira: z.boolean(),
  /** Their identity is verified (issue 38), a badge apart from the Vira one. */
  identityVerified: z.boolean(),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int().nullable(),
  subjectUserId: z.string().nullable(),
  rating: reviewRatingSchema,
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewer: reviewerSchema,
  /** 'Renta verificada': the reviewer rented the item and received it (a booking handed over, returned or completed). */
  verifiedRental: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSummarySchema = z.object({
  /** Mean rating rounded to 1 decimal; 0 when there are no reviews. */
  average: z.number(),
  count: z.number().int().nonnegative(),
  /** How many reviews gave each number of stars, from 5 down to 1. */
  distribution: z.array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().nonnegative() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewPageSchema = z.object({
  summary: reviewSummarySchema,
  items: z.array(reviewSchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const createReviewBodySchema = z.object({
  rating: reviewRatingSchema,
  /** Length after trimming is checked by the server with the spec's own message. */
  comment: textSchema({ multiline: true }).max(REVIEW_COMMENT_HARD_MAX),
});
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

/**
 * What a review form checks before sending: the body's rules plus the trimmed length the server counts (the
 * service refuses a shorter comment with the spec's sentence). The comment comes out trimmed, as it is stored.
 */
export const reviewFormSchema = createReviewBodySchema.extend({
  comment: z.string().trim().min(REVIEW_COMMENT_MIN).pipe(createReviewBodySchema.shape.comment),
});

/** The answer to publishing: `updated` when the person had reviewed the item already and this replaced it. */
export const savedReviewSchema = reviewSchema.extend({ updated: z.boolean() });
export type SavedReview = z.infer<typeof savedReviewSchema>;

/** The signed-in person's own review of one item, to open the form for editing; null when they have none. */
export const ownReviewSchema = z.object({ review: reviewSchema.nullable() });
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** Average to one decimal, as the panel shows it. */
export function roundRating(value: number): number {
  return Math.round(value * 10) / 10;
}
