import type { Review } from '@vira/domain/review';
import type { ReviewRecord } from './reviews.repository';

/** The only way a review row leaves over HTTP. */
export function toReview({ review, reviewer, verifiedRental }: ReviewRecord): Review {
  return {
    id: review.id,
    listingId: review.listingId,
    subjectUserId: review.subjectUserId,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    reviewer: {
      id: reviewer.userId,
      fullName: reviewer.fullName,
      avatarUrl: reviewer.avatarUrl,
      isVira: reviewer.isVira,
      identityVerified: reviewer.identityVerifiedAt !== null,
    },
    verifiedRental: Boolean(verifiedRental),
  };
}
