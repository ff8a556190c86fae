import { createRoute, z } from '@hono/zod-openapi';
import { idParamSchema } from '@vira/domain/id';
import { textSchema } from '@vira/domain/text';
import { apiErrorSchema } from '@vira/domain/api-error';
import { calendarImportInputSchema, calendarImportResultSchema, calendarSyncSchema } from '@vira/domain/listing-editor';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { json } from '../../http/openapi-json';
import { requireUser } from '../../http/require-user';
import {
  calendarLink,
  exportCalendar,
  importCalendar,
  importCalendarFromUrl,
  stopCalendarSync,
} from './listing-calendar.service';

const errors = {
  400: json(apiErrorSchema, 'Not a calendar / unreachable'),
  401: json(apiErrorSchema, 'Not signed in'),
  404: json(apiErrorSchema, 'Not one of your listings'),
};

const linkRoute = createRoute({
  method: 'get',
  path: '/api/listings/{id}/calendar-link',
  tags: ['owner listings'],
  summary: "The listing's secret iCalendar feed address, to paste into another platform",
  request: { params: idParamSchema },
  responses: {
    200: json(calendarSyncSchema, 'The feed address, and the imported one'),
    401: errors[401],
    404: errors[404],
  },
});
const stopRoute = createRoute({
  method: 'delete',
  path: '/api/listings/{id}/calendar-import',
  tags: ['owner listings'],
  summary: "Stop re-reading the other platform's calendar (the days it blocked stay blocked)",
  request: { params: idParamSchema },
  responses: { 204: { description: 'No longer re-read' }, 401: errors[401], 404: errors[404] },
});
const feedRoute = createRoute({
  method: 'get',
  path: '/api/listings/{id}/calendar.ics',
  tags: ['owner listings'],
  summary: 'Booked and blocked days as an RFC 5545 calendar (needs the signed token of the feed address)',
  request: { params: idParamSchema, query: z.object({ token: textSchema().max(64).default('') }) },
  responses: {
    200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
    404: errors[404],
  },
});
const importRoute = createRoute({
  method: 'post',
  path: '/api/listings/{id}/calendar-import',
  tags: ['owner listings'],
  summary: "Block the days another platform's calendar has busy (replaces the previous import)",
  request: {
    params: idParamSchema,
    body: { content: { 'application/json': { schema: calendarImportInputSchema } }, required: true },
  },
  responses: { 200: json(calendarImportResultSchema, 'Days blocked'), ...errors },
});

export function registerListingCalendarRoutes(app: App, deps: AppDeps): void {
  app.openapi(linkRoute, async (c) => c.json(await calendarLink(deps, requireUser(c), c.req.valid('param').id), 200));
  app.openapi(feedRoute, async (c) => {
    const text = await exportCalendar(deps, c.req.valid('param').id, c.req.valid('query').token);
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
    });
  });
  app.openapi(importRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const result =
      'url' in input
        ? await importCalendarFromUrl(deps, user, id, input.url)
        : await importCalendar(deps, user, id, input.ics);
    return c.json(result, 200);
  });
  app.openapi(stopRoute, async (c) => {
    await stopCalendarSync(deps, requireUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
