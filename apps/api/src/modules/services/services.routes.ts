import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { servicesQuerySchema, servicesResponseSchema } from '@vira/domain/service';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { json } from '../../http/openapi-json';
import { searchServices } from './services.service';

const searchRoute = createRoute({
  method: 'get',
  path: '/api/services',
  tags: ['services'],
  summary: 'Search live services: text, category, place and radius, date and hours, max price per hour',
  request: { query: servicesQuerySchema },
  responses: {
    200: json(servicesResponseSchema, 'Services and counts per category'),
    400: json(apiErrorSchema, 'Bad input'),
  },
});

export function registerServicesRoutes(app: App, deps: AppDeps): void {
  app.openapi(searchRoute, async (c) => c.json(await searchServices(deps.database.db, c.req.valid('query')), 200));
}
