import { createRoute, z } from '@hono/zod-openapi';
import { registerNoticeTemplates } from '../notifications';
import { hazmatNoticeTemplates } from './hazmat-notice-templates';
import { textSchema } from '@vira/domain/text';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  carrierShipmentListSchema,
  carrierShipmentSchema,
  createdShipmentSchema,
  publicShipmentSchema,
  shipmentInputSchema,
  shipmentStatusInputSchema,
} from '@vira/domain/hazmat';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps } from '../../app-deps';
import { clientAddress } from '../../http/client-address';
import type { AppBindings } from '../../http/context';
import type { App } from '../../http/create-app';
import { refuseWith } from '../../http/refusal-hook';
import { requireUser } from '../../http/require-user';
import type { LiveEvent } from '../live';
import * as service from './hazmat.service';
import { osmandFields } from './osmand-request';
import { json } from '../../http/openapi-json';
import { SECURITY, securedBy } from '../../http/openapi-document';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
const tags = ['hazmat'];
const codeParams = z.object({ code: textSchema().min(4).max(40) });
const HEARTBEAT_MS = 25_000;

/** Traccar Client 9's body: speed in metres per second, battery level from 0 to 1. */
const traccarJsonSchema = {
  type: 'object' as const,
  required: ['device_id', 'location'],
  properties: {
    device_id: { type: 'string' as const },
    location: {
      type: 'object' as const,
      required: ['coords'],
      properties: {
        timestamp: { type: 'string' as const, format: 'date-time' },
        coords: {
          type: 'object' as const,
          required: ['latitude', 'longitude'],
          properties: Object.fromEntries(
            ['latitude', 'longitude', 'speed', 'heading', 'altitude', 'accuracy'].map((k) => [
              k,
              { type: 'number' as const },
            ]),
          ),
        },
        battery: { type: 'object' as const, properties: { level: { type: 'number' as const } } },
      },
    },
  },
};

const routes = {
  create: createRoute({
    method: 'post',
    path: '/api/hazmat/shipments',
    summary: 'Register a hazardous-materials shipment',
    tags,
    description: 'A carrier registers a shipment; the answer carries the GPS device id and its token, shown once.',
    request: { body: { content: { 'application/json': { schema: shipmentInputSchema } }, required: true } },
    responses: {
      201: json(createdShipmentSchema, 'The shipment with its device token'),
      400: error('Invalid shipment or unknown UN number'),
      401: error('Not signed in'),
    },
  }),
  mine: createRoute({
    method: 'get',
    path: '/api/me/hazmat/shipments',
    summary: 'My hazardous-materials shipments as carrier',
    tags,
    responses: { 200: json(carrierShipmentListSchema, 'My shipments as carrier'), 401: error('Not signed in') },
  }),
  one: createRoute({
    method: 'get',
    path: '/api/hazmat/shipments/{code}',
    summary: 'Public tracking view of a hazardous-materials shipment',
    tags,
    request: { params: codeParams },
    responses: {
      200: json(publicShipmentSchema, 'The public tracking view (no driver, no plates)'),
      404: error('Unknown tracking code'),
      429: error('Too many lookups from this address'),
    },
  }),
  status: createRoute({
    method: 'post',
    path: '/api/hazmat/shipments/{code}/status',
    summary: 'Move a hazardous-materials shipment to its next status',
    tags,
    request: {
      params: codeParams,
      body: { content: { 'application/json': { schema: shipmentStatusInputSchema } }, required: true },
    },
    responses: {
      200: json(carrierShipmentSchema, 'Moved to the next status'),
      401: error('Not signed in'),
      404: error('Not my shipment'),
      409: error('Not the next status'),
    },
  }),
  ...osmandRoutes(),
  live: createRoute({
    method: 'get',
    path: '/api/hazmat/shipments/{code}/live',
    summary: 'Live position of a hazardous-materials shipment (server-sent events)',
    tags,
    description:
      'The public tracking view at once as a `shipment` event, then every change as it happens; a comment line every 25 s keeps the connection open.',
    request: { params: codeParams },
    responses: {
      200: { description: 'An event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
      404: error('Unknown tracking code'),
    },
  }),
};

/**
 * The OsmAnd protocol's position report (Traccar Client and many trackers), by GET with a query string or by POST
 * with the same fields as a form. Documented with plain schemas, so no validator is added: the service reads the
 * fields and answers a bad position with its own sentence.
 */
function osmandRoutes() {
  const field = (type: 'string' | 'number', description: string) => ({ type, description });
  const fields = {
    id: field('string', 'The device id given when the shipment was registered (alias `deviceid`)'),
    lat: field('number', 'Latitude, degrees'),
    lon: field('number', 'Longitude, degrees'),
    timestamp: field('string', "Unix seconds or milliseconds, or an ISO 8601 instant; missing, the server's time"),
    speed: field('number', 'Knots'),
    bearing: field('number', 'Degrees from north (alias `heading`)'),
    altitude: field('number', 'Metres'),
    accuracy: field('number', 'Metres'),
    batt: field('number', 'Battery, percent'),
  };
  const required = ['id', 'lat', 'lon'];
  const common = {
    path: '/api/hazmat/osmand',
    tags,
    security: securedBy(SECURITY.deviceToken, SECURITY.deviceBearer),
    responses: {
      200: {
        description:
          'Stored (an empty body, as a Traccar server answers); a position for a delivered or closed shipment is dropped with the same answer, so its client stops resending it',
      },
      400: error('Not a valid position, or a time in the future'),
      401: error('Unknown device or wrong token'),
    },
  };
  return {
    osmandGet: createRoute({
      ...common,
      method: 'get',
      summary: 'Report a GPS position (OsmAnd protocol, query string)',
      parameters: Object.entries(fields).map(([name, schema]) => ({
        name,
        in: 'query' as const,
        required: required.includes(name),
        schema,
      })),
    }),
    osmandPost: createRoute({
      ...common,
      method: 'post',
      summary: 'Report a GPS position (OsmAnd protocol: form body, or Traccar Client JSON)',
      description:
        'The form body is read whatever its content type (some trackers send none). `location=lat,lon` may replace `lat` and `lon`.',
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': { schema: { type: 'object', properties: fields, required } },
          'application/json': { schema: traccarJsonSchema },
        },
      },
    }),
  };
}

export function registerHazmatRoutes(app: App, deps: AppDeps): void {
  registerNoticeTemplates(hazmatNoticeTemplates);
  const { db } = deps.database;
  app.openapi(
    routes.create,
    async (c) => c.json(await service.createShipment(deps, requireUser(c), c.req.valid('json')), 201),
    refuseWith(service.shipmentInputError),
  );
  app.openapi(routes.mine, async (c) => c.json(await service.myShipments(db, requireUser(c)), 200));
  app.openapi(routes.one, async (c) =>
    c.json(
      await service.publicShipment(db, c.req.valid('param').code, {
        clientIp: clientAddress(c),
        now: deps.clock.now(),
      }),
      200,
    ),
  );
  app.openapi(routes.status, async (c) =>
    c.json(
      await service.advanceStatus(deps, requireUser(c), c.req.valid('param').code, c.req.valid('json').status),
      200,
    ),
  );

  /**
   * OsmAnd protocol (Traccar Client and many trackers): parameters in the query string, a form body, or Traccar
   * Client 9's JSON on POST. Answers 200 with an empty body, as a Traccar server does.
   */
  const osmand = async (c: Context<AppBindings>) => {
    const body = c.req.method === 'POST' ? await c.req.text() : '';
    const params = osmandFields(c.req.query(), body);
    const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    await service.ingest(deps, params, params.token ?? bearer);
    return c.body(null, 200);
  };
  app.openapi(routes.osmandGet, osmand);
  app.openapi(routes.osmandPost, osmand);

  /** The public page's live position: the current view at once, then every change, as server-sent events. */
  app.openapi(routes.live, async (c) => {
    const first = await service.publicShipment(db, c.req.valid('param').code, {
      clientIp: clientAddress(c),
      now: deps.clock.now(),
    });
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const pending: LiveEvent[] = [];
      let wake: (() => void) | undefined;
      let open = true;
      const unsubscribe = deps.live.subscribe(service.shipmentLiveKey(first.trackingCode), (event) => {
        pending.push(event);
        wake?.();
      });
      const stop = () => {
        open = false;
        wake?.();
      };
      stream.onAbort(stop);
      const unsubscribeShutdown = deps.live.onCloseStreams(stop);
      const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n').catch(stop), HEARTBEAT_MS);
      try {
        await stream.writeSSE({ event: 'shipment', data: JSON.stringify(first) });
        while (open) {
          const event = pending.shift();
          if (!event) {
            await new Promise<void>((resolve) => (wake = resolve));
            wake = undefined;
            continue;
          }
          await stream.writeSSE({ id: String(event.id), event: event.kind, data: JSON.stringify(event.payload) });
        }
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
        unsubscribeShutdown();
      }
    });
  });
}
