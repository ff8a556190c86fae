import { createRoute, z } from '@hono/zod-openapi';
import { registerNoticeTemplates } from '../notifications';
import { shippingNoticeTemplates } from './shipping-notice-templates';
import { textSchema } from '@vira/domain/text';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  hsCodeListSchema,
  publicShippingSchema,
  shipmentInputSchema,
  shippableBookingListSchema,
  shippingDetailSchema,
  shippingListSchema,
  trackingCodeSchema,
  webhookResultSchema,
} from '@vira/domain/shipping';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { refuseWith } from '../../http/refusal-hook';
import { requireUser } from '../../http/require-user';
import * as service from './shipping.service';
import { json } from '../../http/openapi-json';
import { SECURITY, securedBy } from '../../http/openapi-document';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
const tags = ['shipping'];
// An update's rules depend on the stored shipment's leg, so the service validates it (with the same refusals as
// a new shipment's own hook below).
const anyBody = {
  body: { content: { 'application/json': { schema: z.record(textSchema(), z.unknown()) } }, required: true },
};
const idParams = z.object({ id: z.uuid() });

const routes = {
  hsCodes: createRoute({
    method: 'get',
    path: '/api/shipping/hs-codes',
    summary: 'Look up Harmonized System codes',
    tags,
    description: 'Harmonized System 6-digit subheadings by code prefix or words (English descriptions), at most 20.',
    request: { query: z.object({ q: textSchema().max(100).default('') }) },
    responses: { 200: json(hsCodeListSchema, 'Matching subheadings') },
  }),
  bookings: createRoute({
    method: 'get',
    path: '/api/me/shipping/bookings',
    summary: 'My paid bookings to ship, as owner',
    tags,
    responses: { 200: json(shippableBookingListSchema, 'My paid bookings as owner'), 401: error('Not signed in') },
  }),
  mine: createRoute({
    method: 'get',
    path: '/api/me/shipping/shipments',
    summary: 'Shipments I send or receive',
    tags,
    responses: { 200: json(shippingListSchema, 'Shipments I send or receive'), 401: error('Not signed in') },
  }),
  create: createRoute({
    method: 'post',
    path: '/api/shipping/shipments',
    summary: 'Create an international shipment',
    tags,
    request: { body: { content: { 'application/json': { schema: shipmentInputSchema } }, required: true } },
    responses: {
      201: json(shippingDetailSchema, 'The shipment'),
      400: error('Invalid shipment'),
      401: error('Not signed in'),
      404: error('Not my booking'),
      409: error('Tracking code or leg taken'),
    },
  }),
  one: createRoute({
    method: 'get',
    path: '/api/shipping/shipments/{id}',
    summary: 'An international shipment',
    tags,
    request: { params: idParams },
    responses: {
      200: json(shippingDetailSchema, 'Owner, renter or admin view'),
      401: error('Not signed in'),
      404: error('Not found'),
    },
  }),
  declaration: createRoute({
    method: 'get',
    path: '/api/shipping/shipments/{id}/declaration.pdf',
    summary: 'The printable customs declaration (CN22 or CN23, laid out like the UPU form) of a shipment',
    tags,
    request: { params: idParams },
    responses: {
      200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } },
      401: error('Not signed in'),
      404: error('Not found'),
    },
  }),
  update: createRoute({
    method: 'put',
    path: '/api/shipping/shipments/{id}',
    summary: 'Update an international shipment',
    tags,
    request: { params: idParams, ...anyBody },
    responses: {
      200: json(shippingDetailSchema, 'The shipment'),
      400: error('Invalid shipment'),
      401: error('Not signed in'),
      404: error('Not my shipment'),
      409: error('Tracking code taken'),
    },
  }),
  order: createRoute({
    method: 'get',
    path: '/api/orders/{id}/shipments',
    summary: "An order's shipments",
    tags,
    request: { params: idParams },
    responses: {
      200: json(shippingListSchema, 'The order’s shipments I may see'),
      401: error('Not signed in'),
      404: error('No such order, or not mine'),
    },
  }),
  track: createRoute({
    method: 'get',
    path: '/api/shipping/track/{trackingCode}',
    summary: 'Track a shipment by its code',
    tags,
    request: { params: z.object({ trackingCode: trackingCodeSchema }) },
    responses: { 200: json(publicShippingSchema, 'Status, timeline and countries'), 404: error('Unknown code') },
  }),
  webhook: createRoute({
    method: 'post',
    path: '/api/shipping/webhooks/{carrier}',
    summary: 'Carrier tracking events (signed webhook)',
    tags,
    description:
      'Carrier tracking events, signed in the `Vira-Carrier-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.<raw body>">`.',
    security: securedBy(SECURITY.carrierSignature),
    request: { params: z.object({ carrier: textSchema().regex(/^[a-z0-9-]{2,40}$/) }) },
    responses: {
      200: json(webhookResultSchema, 'Stored (duplicates counted, unknown codes listed)'),
      400: error('Invalid events'),
      401: error('Bad or stale signature'),
    },
  }),
};

export function registerShippingRoutes(app: App, deps: AppDeps): void {
  registerNoticeTemplates(shippingNoticeTemplates);
  const { db } = deps.database;
  app.openapi(routes.hsCodes, (c) => c.json(service.hsCodes(c.req.valid('query').q), 200));
  app.openapi(routes.bookings, async (c) => c.json(await service.shippableBookings(db, requireUser(c)), 200));
  app.openapi(routes.mine, async (c) => c.json(await service.myShipments(deps, requireUser(c)), 200));
  app.openapi(
    routes.create,
    async (c) => c.json(await service.createShipment(deps, requireUser(c), c.req.valid('json'), c.get('locale')), 201),
    refuseWith(service.shipmentInputError),
  );
  app.openapi(routes.one, async (c) =>
    c.json(await service.detail(deps, requireUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.declaration, async (c) => {
    const { bytes, name } = await service.declarationPdf(
      deps,
      requireUser(c),
      c.req.valid('param').id,
      c.get('locale'),
    );
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      },
    }) as never;
  });
  app.openapi(routes.update, async (c) =>
    c.json(
      await service.updateShipment(deps, requireUser(c), c.req.valid('param').id, c.req.valid('json'), c.get('locale')),
      200,
    ),
  );
  app.openapi(routes.order, async (c) =>
    c.json(await service.orderShipments(deps, requireUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.track, async (c) =>
    c.json(await service.publicTracking(db, c.req.valid('param').trackingCode), 200),
  );
  app.openapi(routes.webhook, async (c) => {
    const raw = await c.req.text();
    const signature = c.req.header(service.CARRIER_SIGNATURE_HEADER);
    return c.json(
      await service.receiveCarrierEvents(deps, c.req.valid('param').carrier, raw, signature, c.get('locale')),
      200,
    );
  });
}
