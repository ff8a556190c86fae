import { createRoute } from '@hono/zod-openapi';
import { healthSchema } from '@vira/domain/health';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';

const route = createRoute({
  method: 'get',
  path: '/api/health',
  summary: 'Health check: the API and its database answer',
  tags: ['system'],
  responses: {
    200: { description: 'The API and its database answer', content: { 'application/json': { schema: healthSchema } } },
  },
});

export function registerHealthRoutes(app: App, { database }: AppDeps): void {
  app.openapi(route, async (c) => {
    await database.db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const }, 200);
  });
}
