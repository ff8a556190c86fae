import type { CreateReviewBody } from '@vira/domain/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, data } from '@/lib/api';
import { listingKeys } from '@/lib/queries/listing-queries';
import { reviewKeys } from '@/lib/queries/review-queries';

/** Publishes (or, for a second time, edits) the person's review of an item. */
export function useCreateReview(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // `updated`: the person's earlier review was edited (one review per person and item).
    mutationFn: (body: CreateReviewBody) =>
      data(api.POST('/api/listings/{id}/reviews', { params: { path: { id: String(itemId) } }, body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      // The listing's own rating and count changed too.
      void queryClient.invalidateQueries({ queryKey: listingKeys.one(itemId) });
    },
  });
}
