import { createRoute, z } from '@hono/zod-openapi';
import { INT4_MAX } from '@vira/domain/id';
import { apiErrorSchema } from '@vira/domain/api-error';
import { listingListSchema, listingSchema } from '@vira/domain/listing';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { getListing, getListings } from './listings.service';
import { textSchema } from '@vira/domain/text';

const getListingRoute = createRoute({
  method: 'get',
  path: '/api/listings/{id}',
  summary: "A listing's detail",
  tags: ['listings'],
  // Any text is accepted here: a non-numeric id is simply a listing that does not exist (404), as the spec says.
  request: { params: z.object({ id: textSchema().max(40).openapi({ example: '12' }) }) },
  responses: {
    200: { description: 'The listing', content: { 'application/json': { schema: listingSchema } } },
    404: { description: 'No such listing', content: { 'application/json': { schema: apiErrorSchema } } },
  },
});

const getListingsByIdsRoute = createRoute({
  method: 'get',
  path: '/api/listings',
  summary: 'Listings by id',
  tags: ['listings'],
  request: {
    query: z.object({
      // Up to 50 positive whole numbers separated by commas; anything else is a 400 naming `ids`.
      ids: textSchema()
        .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$/)
        .openapi({ example: '1,6,12', description: 'Comma-separated listing ids, at most 50' }),
    }),
  },
  responses: {
    200: {
      description: 'The listings that exist, in the order asked; unknown ids are left out',
      content: { 'application/json': { schema: listingListSchema } },
    },
    400: { description: 'Bad ids', content: { 'application/json': { schema: apiErrorSchema } } },
  },
});

export function registerListingRoutes(app: App, { database }: AppDeps): void {
  app.openapi(getListingsByIdsRoute, async (c) => {
    const ids = [...new Set(c.req.valid('query').ids.split(',').map(Number))].filter((id) => id <= INT4_MAX);
    return c.json({ items: await getListings(database.db, ids) }, 200);
  });
  app.openapi(getListingRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await getListing(database.db, id, c.get('user')?.id), 200);
  });
}
