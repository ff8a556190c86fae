import { createRoute } from '@hono/zod-openapi';
import { catalogueStatsSchema } from '@vira/domain/stats';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { getCatalogueStats } from './stats.service';

const route = createRoute({
  method: 'get',
  path: '/api/stats',
  summary: 'Catalogue figures for the home page',
  tags: ['catalogue'],
  responses: {
    200: {
      description: 'Catalogue figures for the home page: listings, distinct countries and distinct cities',
      content: { 'application/json': { schema: catalogueStatsSchema } },
    },
  },
});

export function registerStatsRoutes(app: App, { database }: AppDeps): void {
  app.openapi(route, async (c) => {
    // The figures move slowly; a minute of browser caching spares the database on busy home pages.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await getCatalogueStats(database.db), 200);
  });
}
