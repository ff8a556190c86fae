import type { ReviewPage } from '@vira/domain/review';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type ReviewTarget = { type: 'item'; itemId: number } | { type: 'user'; userId: string };

function reviewsPath(target: ReviewTarget): string {
  return target.type === 'item'
    ? `/api/listings/${target.itemId}/reviews`
    : `/api/users/${encodeURIComponent(target.userId)}/reviews`;
}

export function useReviews(target: ReviewTarget, page: number, pageSize = 5) {
  const key = target.type === 'item' ? target.itemId : target.userId;
  return useQuery({
    queryKey: ['reviews', target.type, key, page, pageSize],
    queryFn: () => apiFetch<ReviewPage>(`${reviewsPath(target)}?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}
