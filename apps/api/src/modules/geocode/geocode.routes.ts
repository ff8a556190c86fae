import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { geocodeQuerySchema, geocodeResponseSchema } from '@vira/domain/geocode';
import { createGazetteer } from '../../adapters/geocoding/gazetteer';
import { createNominatimGeocoder } from '../../adapters/geocoding/nominatim-geocoder';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { geocode, type GeocodeDeps } from './geocode.service';

const geocodeRoute = createRoute({
  method: 'get',
  path: '/api/geocode',
  tags: ['geocode'],
  summary: 'Place search (postal code, city or country): catalogue places, then the geocoder or the offline gazetteer',
  request: { query: geocodeQuerySchema },
  responses: {
    200: { description: 'Up to 5 places', content: { 'application/json': { schema: geocodeResponseSchema } } },
    400: {
      description: 'Query shorter than 3 characters',
      content: { 'application/json': { schema: apiErrorSchema } },
    },
  },
});

export function registerGeocodeRoutes(app: App, { database, env, logger }: AppDeps): void {
  const deps: GeocodeDeps = {
    db: database.db,
    logger,
    remote: env.GEOCODER_URL
      ? createNominatimGeocoder({ url: env.GEOCODER_URL, userAgent: env.GEOCODER_USER_AGENT })
      : null,
    gazetteer: createGazetteer(),
  };
  app.openapi(geocodeRoute, async (c) => {
    return c.json(await geocode(deps, c.req.valid('query').q, c.get('locale')), 200);
  });
}
