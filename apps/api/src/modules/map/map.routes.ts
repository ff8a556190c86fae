import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  continentCountsResponseSchema,
  mapConfigSchema,
  mapFiltersSchema,
  mapViewportQuerySchema,
  mapViewportResponseSchema,
  nearbyQuerySchema,
  nearbyResponseSchema,
} from '@vira/domain/map';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { MapIndex } from './map-index';
import { continentCounts, mapConfig, nearby, viewport } from './map.service';

const badRequest = { description: 'Invalid query', content: { 'application/json': { schema: apiErrorSchema } } };

const viewportRoute = createRoute({
  method: 'get',
  path: '/api/map/listings',
  tags: ['map'],
  summary: 'Clusters and listings inside a viewport (bbox west,south,east,north and zoom) for the given filters',
  request: { query: mapViewportQuerySchema },
  responses: {
    200: { description: 'Clusters and points', content: { 'application/json': { schema: mapViewportResponseSchema } } },
    400: badRequest,
  },
});

const continentsRoute = createRoute({
  method: 'get',
  path: '/api/map/continents',
  tags: ['map'],
  summary: 'Listings per continent for the legend chips',
  request: { query: mapFiltersSchema },
  responses: {
    200: { description: 'Counts', content: { 'application/json': { schema: continentCountsResponseSchema } } },
    400: badRequest,
  },
});

const nearbyRoute = createRoute({
  method: 'get',
  path: '/api/map/nearby',
  tags: ['map'],
  summary: 'Listings within radiusKm of a point, nearest first',
  request: { query: nearbyQuerySchema },
  responses: {
    200: { description: 'Nearby listings', content: { 'application/json': { schema: nearbyResponseSchema } } },
    400: badRequest,
  },
});

const configRoute = createRoute({
  method: 'get',
  path: '/api/map/config',
  tags: ['map'],
  summary: 'Tile server settings',
  responses: { 200: { description: 'Tile settings', content: { 'application/json': { schema: mapConfigSchema } } } },
});

export function registerMapRoutes(app: App, { database, env }: AppDeps): MapIndex {
  const index = new MapIndex(database.db);
  app.openapi(viewportRoute, async (c) => c.json(await viewport(index, c.req.valid('query')), 200));
  app.openapi(continentsRoute, async (c) => c.json(await continentCounts(index, c.req.valid('query')), 200));
  app.openapi(nearbyRoute, async (c) => c.json(await nearby(index, c.req.valid('query')), 200));
  app.openapi(configRoute, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(mapConfig(env), 200);
  });
  return index;
}
