import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { listingSchema } from '@vira/domain/listing';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { getListing } from './listings.service';

const getListingRoute = createRoute({
  method: 'get',
  path: '/api/listings/{id}',
  tags: ['listings'],
  // Any text is accepted here: a non-numeric id is simply a listing that does not exist (404), as the spec says.
  request: { params: z.object({ id: z.string().max(40).openapi({ example: '12' }) }) },
  responses: {
    200: { description: 'The listing', content: { 'application/json': { schema: listingSchema } } },
    404: { description: 'No such listing', content: { 'application/json': { schema: apiErrorSchema } } },
  },
});

export function registerListingRoutes(app: App, { database }: AppDeps): void {
  app.openapi(getListingRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await getListing(database.db, id), 200);
  });
}
