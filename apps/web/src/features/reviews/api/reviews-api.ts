import { useQuery } from '@tanstack/react-query';
import { myReviewQuery, reviewsQuery, type ReviewTarget } from '@/lib/queries/review-queries';

export type { ReviewTarget } from '@/lib/queries/review-queries';

export function useReviews(target: ReviewTarget, page: number, pageSize = 5) {
  return useQuery(reviewsQuery(target, page, pageSize));
}

export function useMyReview(itemId: number | null, userId: string | null) {
  return useQuery({ ...myReviewQuery(itemId ?? 0, userId), enabled: itemId !== null && userId !== null });
}
