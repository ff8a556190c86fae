import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, data } from '../api';

export type ReviewTarget = { type: 'item'; itemId: number } | { type: 'user'; userId: string };

export const reviewKeys = {
  all: ['reviews'] as const,
  mine: (itemId: number, userId: string | null) => ['reviews', 'mine', itemId, userId] as const,
  page: (target: ReviewTarget, page: number, pageSize: number) =>
    ['reviews', target.type, target.type === 'item' ? target.itemId : target.userId, page, pageSize] as const,
};

export function reviewsQuery(target: ReviewTarget, page: number, pageSize = 5) {
  return queryOptions({
    queryKey: reviewKeys.page(target, page, pageSize),
    queryFn: () =>
      target.type === 'item'
        ? data(
            api.GET('/api/listings/{id}/reviews', {
              params: { path: { id: String(target.itemId) }, query: { page, pageSize } },
            }),
          )
        : data(
            api.GET('/api/users/{userId}/reviews', {
              params: { path: { userId: target.userId }, query: { page, pageSize } },
            }),
          ),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in person's review of an item (null when they have none): a second review edits it. */
export function myReviewQuery(itemId: number, userId: string | null) {
  return queryOptions({
    queryKey: reviewKeys.mine(itemId, userId),
    queryFn: async () =>
      (await data(api.GET('/api/listings/{id}/reviews/mine', { params: { path: { id: String(itemId) } } }))).review,
    enabled: userId !== null,
  });
}
