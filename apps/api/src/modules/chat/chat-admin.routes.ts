import { createRoute } from '@hono/zod-openapi';
import { messageReportListSchema } from '@vira/domain/chat';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireAdmin } from '../admin/admin-access';
import { listMessageReports } from './chat.service';

const reportsRoute = createRoute({
  method: 'get',
  path: '/api/admin/message-reports',
  tags: ['admin'],
  responses: {
    200: {
      description: 'Reported messages with their conversation context (admins only; 404 to anyone else)',
      content: { 'application/json': { schema: messageReportListSchema } },
    },
  },
});

export function registerChatAdminRoutes(app: App, deps: AppDeps): void {
  app.openapi(reportsRoute, async (c) => {
    requireAdmin(c, deps.env);
    return c.json(await listMessageReports(deps), 200);
  });
}
