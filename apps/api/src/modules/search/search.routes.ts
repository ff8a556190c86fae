import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  locationQuerySchema,
  locationsResponseSchema,
  postalQuerySchema,
  postalResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  suggestionQuerySchema,
  suggestionsResponseSchema,
} from '@vira/domain/search';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { locationSuggestions, postalSuggestions, search, suggestions } from './search.service';

const badRequest = {
  description: 'A parameter is not valid',
  content: { 'application/json': { schema: apiErrorSchema } },
};

const searchRoute = createRoute({
  method: 'get',
  path: '/api/search',
  summary: 'Search listings',
  tags: ['search'],
  description:
    'Listings matching every filter, one page at a time, with counts over all pages. Price bounds are major units of priceCurrency (default USD), compared with each listing price converted through the static rate table.',
  request: { query: searchQuerySchema },
  responses: {
    200: { description: 'One page of results', content: { 'application/json': { schema: searchResponseSchema } } },
    400: badRequest,
  },
});

const suggestionsRoute = createRoute({
  method: 'get',
  path: '/api/search/suggestions',
  summary: 'Suggested listings',
  tags: ['search'],
  request: { query: suggestionQuerySchema },
  responses: {
    200: {
      description: "'Artículos sugeridos'",
      content: { 'application/json': { schema: suggestionsResponseSchema } },
    },
    400: badRequest,
  },
});

const locationsRoute = createRoute({
  method: 'get',
  path: '/api/search/locations',
  summary: 'Look up cities, countries and locations',
  tags: ['search'],
  request: { query: locationQuerySchema },
  responses: {
    200: {
      description: 'Cities, countries and locations',
      content: { 'application/json': { schema: locationsResponseSchema } },
    },
    400: badRequest,
  },
});

const postalRoute = createRoute({
  method: 'get',
  path: '/api/search/postal',
  summary: 'Look up places by postal code',
  tags: ['search'],
  request: { query: postalQuerySchema },
  responses: {
    200: { description: 'Postal-code places', content: { 'application/json': { schema: postalResponseSchema } } },
    400: badRequest,
  },
});

export function registerSearchRoutes(app: App, { database }: AppDeps): void {
  app.openapi(searchRoute, async (c) => c.json(await search(database.db, c.req.valid('query')), 200));
  app.openapi(suggestionsRoute, async (c) => c.json(await suggestions(database.db, c.req.valid('query').q), 200));
  app.openapi(locationsRoute, async (c) =>
    c.json(await locationSuggestions(database.db, c.req.valid('query').q || undefined), 200),
  );
  app.openapi(postalRoute, async (c) => c.json(await postalSuggestions(database.db, c.req.valid('query').q), 200));
}
