import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { cartItemInputSchema, cartItemPatchSchema, cartSchema } from '@vira/domain/cart';
import type { AppDeps } from '../../../app-deps';
import type { App } from '../../../http/create-app';
import { requireUser } from '../../../http/require-user';
import { cartMessages } from './cart.messages';
import { addToCart, changeCartItem, clearCart, getCart, removeCartItem } from './cart.service';
import { json } from '../../../http/openapi-json';

const errors = {
  400: json(apiErrorSchema, 'Bad input'),
  401: json(apiErrorSchema, 'Not signed in'),
  404: json(apiErrorSchema, 'Not found'),
  409: json(apiErrorSchema, 'Dates no longer available'),
};
const itemParams = z.object({ id: z.string().uuid() });

const getCartRoute = createRoute({
  method: 'get',
  path: '/api/cart',
  summary: 'My cart',
  tags: ['cart'],
  responses: { 200: json(cartSchema, 'The cart'), 401: errors[401] },
});
const addRoute = createRoute({
  method: 'post',
  path: '/api/cart/items',
  tags: ['cart'],
  summary: 'Add a listing (or replace its line) with dates and options',
  request: { body: { content: { 'application/json': { schema: cartItemInputSchema } }, required: true } },
  responses: { 200: json(cartSchema, 'The cart'), ...errors },
});
const patchRoute = createRoute({
  method: 'patch',
  path: '/api/cart/items/{id}',
  summary: 'Change an item in my cart',
  tags: ['cart'],
  request: {
    params: itemParams,
    body: { content: { 'application/json': { schema: cartItemPatchSchema } }, required: true },
  },
  responses: { 200: json(cartSchema, 'The cart'), ...errors },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/cart/items/{id}',
  summary: 'Remove an item from my cart',
  tags: ['cart'],
  request: { params: itemParams },
  responses: { 200: json(cartSchema, 'The cart'), ...errors },
});
const clearRoute = createRoute({
  method: 'delete',
  path: '/api/cart',
  summary: 'Empty my cart',
  tags: ['cart'],
  responses: { 200: json(cartSchema, 'The empty cart'), 401: errors[401] },
});

export function registerCartRoutes(app: App, { database }: AppDeps): void {
  const db = database.db;
  app.openapi(getCartRoute, async (c) => c.json(await getCart(db, requireUser(c).id), 200));
  app.openapi(addRoute, async (c) => {
    const user = requireUser(c, cartMessages.signInToAdd);
    return c.json(await addToCart(db, user.id, c.req.valid('json')), 200);
  });
  app.openapi(patchRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await changeCartItem(db, user.id, c.req.valid('param').id, c.req.valid('json')), 200);
  });
  app.openapi(deleteRoute, async (c) =>
    c.json(await removeCartItem(db, requireUser(c).id, c.req.valid('param').id), 200),
  );
  app.openapi(clearRoute, async (c) => c.json(await clearCart(db, requireUser(c).id), 200));
}
