import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { billingInfoAnswerSchema, billingInfoInputSchema } from '@vira/domain/billing';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireUser } from '../../http/require-user';
import { billingMessages } from './billing.messages';
import { getBillingInfo, putBillingInfo } from './billing.service';
import { json } from '../../http/openapi-json';

const getRoute = createRoute({
  method: 'get',
  path: '/api/billing-info',
  summary: 'My billing data',
  tags: ['billing'],
  responses: {
    200: json(billingInfoAnswerSchema, 'My billing data, or null'),
    401: json(apiErrorSchema, 'Usuario no autenticado'),
  },
});
const putRoute = createRoute({
  method: 'put',
  path: '/api/billing-info',
  summary: 'Save my billing data',
  tags: ['billing'],
  request: { body: { content: { 'application/json': { schema: billingInfoInputSchema } }, required: true } },
  responses: {
    200: json(billingInfoAnswerSchema, 'Saved'),
    400: json(apiErrorSchema, 'Invalid field'),
    401: json(apiErrorSchema, 'Usuario no autenticado'),
  },
});

export function registerBillingRoutes(app: App, { database }: AppDeps): void {
  app.openapi(getRoute, async (c) => {
    const user = requireUser(c, billingMessages.notAuthenticated);
    return c.json({ billingInfo: await getBillingInfo(database.db, user.id) }, 200);
  });
  app.openapi(putRoute, async (c) => {
    const user = requireUser(c, billingMessages.notAuthenticated);
    return c.json({ billingInfo: await putBillingInfo(database.db, user.id, c.req.valid('json')) }, 200);
  });
}
