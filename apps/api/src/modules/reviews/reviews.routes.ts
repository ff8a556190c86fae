import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  createReviewBodySchema,
  ownReviewSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  savedReviewSchema,
} from '@vira/domain/review';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireUser } from '../../http/require-user';
import { noticeReview } from '../notifications';
import { reviewMessages } from './reviews.messages';
import { getOwnListingReview, listListingReviews, listUserReviews, saveListingReview } from './reviews.service';
import { textSchema } from '@vira/domain/text';

const errors = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: apiErrorSchema } } },
  404: { description: 'No such listing', content: { 'application/json': { schema: apiErrorSchema } } },
};

const listingParams = z.object({ id: textSchema().max(40).openapi({ example: '12' }) });

const listingReviewsRoute = createRoute({
  method: 'get',
  path: '/api/listings/{id}/reviews',
  summary: 'Reviews of an item',
  tags: ['reviews'],
  request: { params: listingParams, query: reviewPageQuerySchema },
  responses: {
    200: {
      description: 'Summary and one page of the item reviews, newest first',
      content: { 'application/json': { schema: reviewPageSchema } },
    },
    ...errors,
  },
});

const userReviewsRoute = createRoute({
  method: 'get',
  path: '/api/users/{userId}/reviews',
  summary: 'Reviews about a person and their items',
  tags: ['reviews'],
  request: { params: z.object({ userId: textSchema().min(1).max(200) }), query: reviewPageQuerySchema },
  responses: {
    200: {
      description: 'Summary and one page of the reviews about a person and their items',
      content: { 'application/json': { schema: reviewPageSchema } },
    },
    400: errors[400],
  },
});

const createReviewRoute = createRoute({
  method: 'post',
  path: '/api/listings/{id}/reviews',
  summary: 'Review an item I rented',
  tags: ['reviews'],
  request: {
    params: listingParams,
    body: { required: true, content: { 'application/json': { schema: createReviewBodySchema } } },
  },
  responses: {
    200: {
      description: 'The person had reviewed this item already: the review was edited (`updated: true`)',
      content: { 'application/json': { schema: savedReviewSchema } },
    },
    201: {
      description: 'Review published (`updated: false`)',
      content: { 'application/json': { schema: savedReviewSchema } },
    },
    401: { description: 'Not signed in', content: { 'application/json': { schema: apiErrorSchema } } },
    403: { description: 'Own listing', content: { 'application/json': { schema: apiErrorSchema } } },
    ...errors,
  },
});

const ownReviewRoute = createRoute({
  method: 'get',
  path: '/api/listings/{id}/reviews/mine',
  summary: 'My review of an item',
  tags: ['reviews'],
  description: 'The signed-in person’s review of this item, to edit it; `review` is null when they have none.',
  request: { params: listingParams },
  responses: {
    200: {
      description: 'Your review of this item, or null',
      content: { 'application/json': { schema: ownReviewSchema } },
    },
    401: { description: 'Not signed in', content: { 'application/json': { schema: apiErrorSchema } } },
    ...errors,
  },
});

export function registerReviewRoutes(app: App, deps: AppDeps): void {
  const { database } = deps;
  app.openapi(listingReviewsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { page, pageSize } = c.req.valid('query');
    return c.json(await listListingReviews(database.db, id, page, pageSize), 200);
  });

  app.openapi(userReviewsRoute, async (c) => {
    const { userId } = c.req.valid('param');
    const { page, pageSize } = c.req.valid('query');
    return c.json(await listUserReviews(database.db, userId, page, pageSize), 200);
  });

  app.openapi(createReviewRoute, async (c) => {
    const user = requireUser(c, reviewMessages.signInToReview);
    const { id } = c.req.valid('param');
    const { review, created } = await saveListingReview(database.db, user, id, c.req.valid('json'), (tx, saved) =>
      noticeReview(deps, saved.listingId, user, saved.rating, tx),
    );
    return created ? c.json({ ...review, updated: false }, 201) : c.json({ ...review, updated: true }, 200);
  });

  app.openapi(ownReviewRoute, async (c) => {
    const user = requireUser(c, reviewMessages.signInToReview);
    c.header('Cache-Control', 'no-store');
    return c.json({ review: await getOwnListingReview(database.db, user.id, c.req.valid('param').id) }, 200);
  });
}
