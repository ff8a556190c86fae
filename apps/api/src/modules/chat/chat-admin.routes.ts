import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { adminReasonSchema } from '@vira/domain/admin';
import { json } from '../../http/openapi-json';
import { messageReportListSchema } from '@vira/domain/chat';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireAdmin } from '../staff';
import { listMessageReports, resolveMessageReport } from './chat.service';

const reportsRoute = createRoute({
  method: 'get',
  path: '/api/admin/message-reports',
  summary: 'Reported messages',
  tags: ['admin'],
  responses: {
    200: {
      description: 'Reported messages with their conversation context (admins only; 404 to anyone else)',
      content: { 'application/json': { schema: messageReportListSchema } },
    },
  },
});

const resolveRoute = createRoute({
  method: 'post',
  path: '/api/admin/message-reports/{id}/resolve',
  tags: ['admin'],
  summary: 'Close a report as reviewed, with a reason (recorded in the admin log)',
  request: {
    params: z.object({ id: z.string().uuid() }),
    body: { content: { 'application/json': { schema: adminReasonSchema } }, required: true },
  },
  responses: { 204: { description: 'Closed' }, 404: json(apiErrorSchema, 'No open report (or not an admin)') },
});

export function registerChatAdminRoutes(app: App, deps: AppDeps): void {
  app.openapi(resolveRoute, async (c) => {
    const admin = requireAdmin(c, deps.env);
    await resolveMessageReport(deps, admin, c.req.valid('param').id, c.req.valid('json').reason);
    return c.body(null, 204);
  });
  app.openapi(reportsRoute, async (c) => {
    requireAdmin(c, deps.env);
    return c.json(await listMessageReports(deps), 200);
  });
}
