import { createRoute, z } from '@hono/zod-openapi';
import { textSchema } from '@vira/domain/text';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  adminOptionalReasonSchema,
  adminOverviewSchema,
  adminReasonSchema,
  adminSearchQuerySchema,
  adminListingListSchema,
  adminUserListSchema,
} from '@vira/domain/admin';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireAdmin } from '../staff';
import * as service from './admin.service';
import { json } from '../../http/openapi-json';

const errors = {
  400: json(apiErrorSchema, 'Invalid input'),
  404: json(apiErrorSchema, 'Not found — also the answer to anyone who is not an admin'),
};
const idParam = z.object({ id: textSchema().min(1).max(100) });
const reasonBody = { content: { 'application/json': { schema: adminReasonSchema } }, required: true };

const overviewRoute = createRoute({
  method: 'get',
  path: '/api/admin/overview',
  summary: 'Admin overview: Vira applications and audit trail',
  tags: ['admin'],
  responses: { 200: json(adminOverviewSchema, 'Vira applications and the audit trail'), ...errors },
});
const approveRoute = createRoute({
  method: 'post',
  path: '/api/admin/applications/{id}/approve',
  summary: 'Approve a Vira application',
  tags: ['admin'],
  request: { params: idParam, body: { content: { 'application/json': { schema: adminOptionalReasonSchema } } } },
  responses: { 200: json(adminOverviewSchema, 'Updated overview'), ...errors },
});
const rejectRoute = createRoute({
  method: 'post',
  path: '/api/admin/applications/{id}/reject',
  summary: 'Reject a Vira application',
  tags: ['admin'],
  request: { params: idParam, body: reasonBody },
  responses: { 200: json(adminOverviewSchema, 'Updated overview'), ...errors },
});
const listingsRoute = createRoute({
  method: 'get',
  path: '/api/admin/listings',
  summary: 'Listings for moderation',
  tags: ['admin'],
  request: { query: adminSearchQuerySchema },
  responses: { 200: json(adminListingListSchema, 'Listings, hidden first'), ...errors },
});
const usersRoute = createRoute({
  method: 'get',
  path: '/api/admin/users',
  summary: 'People for moderation',
  tags: ['admin'],
  request: { query: adminSearchQuerySchema },
  responses: { 200: json(adminUserListSchema, 'People'), ...errors },
});
const reasonAction = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    summary,
    tags: ['admin'],
    request: { params: idParam, body: reasonBody },
    responses: { 204: { description: 'Done and recorded' }, ...errors },
  });
const hideRoute = reasonAction('/api/admin/listings/{id}/hide', 'Hide a listing, with a reason');
const restoreListingRoute = reasonAction('/api/admin/listings/{id}/restore', 'Restore a hidden listing, with a reason');
const suspendRoute = reasonAction('/api/admin/users/{id}/suspend', 'Suspend a person, with a reason');
const restoreUserRoute = reasonAction('/api/admin/users/{id}/restore', 'Restore a suspended person, with a reason');

export function registerAdminRoutes(app: App, deps: AppDeps): void {
  const { database, env } = deps;
  const db = database.db;
  // Before validation: a non-admin gets the unknown-path 404 even for a malformed request.
  app.use('/api/admin/*', async (c, next) => {
    requireAdmin(c, env);
    await next();
  });
  app.openapi(overviewRoute, async (c) => c.json(await service.overview(db), 200));
  app.openapi(approveRoute, async (c) => {
    const body = (c.req.header('content-type')?.includes('json') ? c.req.valid('json') : undefined) ?? { reason: '' };
    return c.json(
      await service.decideApplication(deps, requireAdmin(c, env), c.req.valid('param').id, 'approved', body.reason),
      200,
    );
  });
  app.openapi(rejectRoute, async (c) =>
    c.json(
      await service.decideApplication(
        deps,
        requireAdmin(c, env),
        c.req.valid('param').id,
        'rejected',
        c.req.valid('json').reason,
      ),
      200,
    ),
  );
  app.openapi(listingsRoute, async (c) =>
    c.json({ items: await service.searchListings(db, c.req.valid('query').q) }, 200),
  );
  app.openapi(usersRoute, async (c) => c.json({ items: await service.searchUsers(db, c.req.valid('query').q) }, 200));
  const reasonOf = (c: { req: { valid(target: 'json'): { reason: string } } }) => c.req.valid('json').reason;
  app.openapi(hideRoute, async (c) => {
    await service.setListingHidden(db, requireAdmin(c, env), c.req.valid('param').id, true, reasonOf(c));
    return c.body(null, 204);
  });
  app.openapi(restoreListingRoute, async (c) => {
    await service.setListingHidden(db, requireAdmin(c, env), c.req.valid('param').id, false, reasonOf(c));
    return c.body(null, 204);
  });
  app.openapi(suspendRoute, async (c) => {
    await service.setSuspended(db, requireAdmin(c, env), c.req.valid('param').id, true, reasonOf(c));
    return c.body(null, 204);
  });
  app.openapi(restoreUserRoute, async (c) => {
    await service.setSuspended(db, requireAdmin(c, env), c.req.valid('param').id, false, reasonOf(c));
    return c.body(null, 204);
  });
}
