import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { availabilityQuerySchema, availabilitySchema } from '@vira/domain/cart';
import { idParamSchema } from '@vira/domain/id';
import type { AppDeps } from '../../../app-deps';
import type { App } from '../../../http/create-app';
import { getAvailability } from './availability.service';

const availabilityRoute = createRoute({
  method: 'get',
  path: '/api/listings/{id}/availability',
  tags: ['availability'],
  summary: 'Date ranges already held for a listing (for date pickers)',
  request: { params: idParamSchema, query: availabilityQuerySchema },
  responses: {
    200: { description: 'Held ranges, [start, end)', content: { 'application/json': { schema: availabilitySchema } } },
    400: { description: 'Bad dates', content: { 'application/json': { schema: apiErrorSchema } } },
  },
});

export function registerAvailabilityRoutes(app: App, { database }: AppDeps): void {
  app.openapi(availabilityRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { from, to } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await getAvailability(database.db, id, from, to), 200);
  });
}
