import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { adminDisputeListSchema, resolveDisputeInputSchema } from '@vira/domain/rental';
import type { AppDeps } from '../../../app-deps';
import type { App } from '../../../http/create-app';
import { json } from '../../../http/openapi-json';
import { requireAdmin } from '../../staff';
import { listDisputes, resolveDispute } from './disputes.service';

const notFound = json(apiErrorSchema, 'Not found (also for anyone who is not an admin)');

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/disputes',
  tags: ['admin'],
  summary: 'Rental disputes: open ones first',
  responses: { 200: json(adminDisputeListSchema, 'The queue'), 404: notFound },
});
const resolveRoute = createRoute({
  method: 'post',
  path: '/api/admin/disputes/{id}/resolve',
  tags: ['admin'],
  summary: 'Decide a dispute: how much of the charge and of the deposit go back to the renter, and why',
  request: {
    params: z.object({ id: z.string().uuid() }),
    body: { content: { 'application/json': { schema: resolveDisputeInputSchema } }, required: true },
  },
  responses: {
    204: { description: 'Decided; the money moved and both people were told' },
    400: json(apiErrorSchema, 'Bad amounts'),
    404: notFound,
    409: json(apiErrorSchema, 'Already decided'),
  },
});

export function registerDisputeAdminRoutes(app: App, deps: AppDeps): void {
  app.openapi(listRoute, async (c) => {
    requireAdmin(c, deps.env);
    return c.json({ disputes: await listDisputes(deps) }, 200);
  });
  app.openapi(resolveRoute, async (c) => {
    const admin = requireAdmin(c, deps.env);
    await resolveDispute(deps, admin, c.req.valid('param').id, c.req.valid('json'));
    return c.body(null, 204);
  });
}
