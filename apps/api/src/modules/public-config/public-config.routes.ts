import { createRoute } from '@hono/zod-openapi';
import { publicConfigSchema } from '@vira/domain/public-config';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { toPublicConfig } from './public-config.mapper';

const route = createRoute({
  method: 'get',
  path: '/api/config/public',
  summary: 'Public configuration: support contacts',
  tags: ['system'],
  responses: {
    200: {
      description: 'Support contacts shown in the header and the floating support button',
      content: { 'application/json': { schema: publicConfigSchema } },
    },
  },
});

export function registerPublicConfigRoutes(app: App, { env }: AppDeps): void {
  const body = toPublicConfig(env);
  app.openapi(route, (c) => {
    // Changes only with a restart; browsers may keep it for an hour.
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(body, 200);
  });
}
