import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { favoriteListSchema, mergeFavoritesBodySchema } from '@vira/domain/favorite';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireUser } from '../../http/require-user';
import { noticeFavorite } from '../notifications';
import { favoriteMessages } from './favorites.messages';
import { addFavorite, listFavorites, mergeFavorites, removeFavorite } from './favorites.service';
import { textSchema } from '@vira/domain/text';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
const list = (description: string) => ({
  description,
  content: { 'application/json': { schema: favoriteListSchema } },
});
const params = z.object({ listingId: textSchema().max(40).openapi({ example: '12' }) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/favorites',
  summary: 'My favourite listings',
  tags: ['favorites'],
  responses: { 200: list('The signed-in person favourite listing ids, newest first'), 401: error('Not signed in') },
});

const addRoute = createRoute({
  method: 'put',
  path: '/api/favorites/{listingId}',
  summary: 'Add a listing to my favourites',
  tags: ['favorites'],
  request: { params },
  responses: {
    200: list('Added (or already there); the whole list'),
    401: error('Not signed in'),
    404: error('No such listing'),
    409: error('The list is full'),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/api/favorites/{listingId}',
  summary: 'Remove a listing from my favourites',
  tags: ['favorites'],
  request: { params },
  responses: { 200: list('Removed (or was not there); the whole list'), 401: error('Not signed in') },
});

const mergeRoute = createRoute({
  method: 'post',
  path: '/api/favorites/merge',
  summary: "Merge a guest's favourites into mine",
  tags: ['favorites'],
  request: { body: { required: true, content: { 'application/json': { schema: mergeFavoritesBodySchema } } } },
  responses: { 200: list('The merged list'), 400: error('Invalid ids'), 401: error('Not signed in') },
});

export function registerFavoriteRoutes(app: App, deps: AppDeps): void {
  const { database } = deps;
  const db = database.db;
  app.openapi(listRoute, async (c) => {
    const user = requireUser(c, favoriteMessages.signInForFavorites);
    return c.json(await listFavorites(db, user.id), 200);
  });
  app.openapi(mergeRoute, async (c) => {
    const user = requireUser(c, favoriteMessages.signInForFavorites);
    return c.json(await mergeFavorites(db, user.id, c.req.valid('json').ids), 200);
  });
  app.openapi(addRoute, async (c) => {
    const user = requireUser(c, favoriteMessages.signInForFavorites);
    const list = await addFavorite(db, user.id, c.req.valid('param').listingId, (tx, listingId) =>
      noticeFavorite(deps, listingId, user.id, tx),
    );
    return c.json(list, 200);
  });
  app.openapi(removeRoute, async (c) => {
    const user = requireUser(c, favoriteMessages.signInForFavorites);
    return c.json(await removeFavorite(db, user.id, c.req.valid('param').listingId), 200);
  });
}
