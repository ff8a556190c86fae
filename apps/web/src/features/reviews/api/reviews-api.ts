import { useQuery } from '@tanstack/react-query';
import { reviewsQuery, type ReviewTarget } from '@/lib/queries/review-queries';

export type { ReviewTarget } from '@/lib/queries/review-queries';

export function useReviews(target: ReviewTarget, page: number, pageSize = 5) {
  return useQuery(reviewsQuery(target, page, pageSize));
}
