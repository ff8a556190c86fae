import type { CreateReviewBody, Review } from '@vira/domain/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Publishes (or, for a second time, edits) the person's review of an item. */
export function useCreateReview(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewBody) =>
      apiFetch<Review>(`/api/listings/${itemId}/reviews`, { method: 'POST', json: body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
      // The listing's own rating and count changed too.
      void queryClient.invalidateQueries({ queryKey: ['listing', itemId] });
    },
  });
}
