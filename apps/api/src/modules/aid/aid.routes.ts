import { createRoute, z } from '@hono/zod-openapi';
import { registerNoticeTemplates } from '../notifications';
import { aidNoticeTemplates } from './aid-notice-templates';
import { textSchema } from '@vira/domain/text';
import {
  aidAccessSchema,
  aidExportQuerySchema,
  aidListQuerySchema,
  aidListSchema,
  aidMapQuerySchema,
  aidMapSchema,
  aidMineSchema,
  aidOfferInputSchema,
  aidNearbyOffersSchema,
  aidNearbyRequestsSchema,
  aidOfferSchema,
  aidRejectSchema,
  aidRequestDetailSchema,
  aidRequestInputSchema,
  aidReviewQueueSchema,
  aidVerifierListSchema,
  grantVerifierSchema,
  offerResponseSchema,
} from '@vira/domain/aid';
import { apiErrorSchema } from '@vira/domain/api-error';
import { conversationSchema } from '@vira/domain/chat';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { refuseWith } from '../../http/refusal-hook';
import { requireUser } from '../../http/require-user';
import { requireAdmin } from '../staff';
import { openAidConversation } from '../chat';
import { exportOffersCsv, exportPublicRequestsCsv, exportRequestsCsv } from './aid-export';
import * as service from './aid.service';
import { json } from '../../http/openapi-json';

const errors = {
  400: json(apiErrorSchema, 'Invalid input, in the person’s language'),
  401: json(apiErrorSchema, 'Not signed in'),
  403: json(apiErrorSchema, 'Only the author may do this'),
  404: json(apiErrorSchema, 'Not found (also verification routes for anyone but admins and verifiers)'),
  409: json(apiErrorSchema, 'Not in a state that allows it'),
};
/** The errors of a route a guest may call too (no 401: it needs no session). */
const guestErrors = { 400: errors[400], 404: errors[404] };
const idParam = z.object({ id: textSchema().max(100) });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const tags = ['aid'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/aid/requests',
  tags,
  summary: 'Published aid requests, most urgent first then newest, with counts per aid type',
  request: { query: aidListQuerySchema },
  responses: { 200: json(aidListSchema, 'A page of requests'), ...guestErrors },
});
const mapRoute = createRoute({
  method: 'get',
  path: '/api/aid/map',
  tags,
  summary: 'Published aid requests inside a box, most urgent first (at most 500)',
  request: { query: aidMapQuerySchema },
  responses: { 200: json(aidMapSchema, 'Points'), ...errors },
});
const detailRoute = createRoute({
  method: 'get',
  path: '/api/aid/requests/{id}',
  summary: 'An aid request with its coverage and offers',
  tags,
  request: { params: idParam },
  responses: { 200: json(aidRequestDetailSchema, 'The request with coverage and offers'), ...guestErrors },
});
const createRequestRoute = createRoute({
  method: 'post',
  path: '/api/aid/requests',
  summary: 'Ask for humanitarian aid',
  tags,
  request: body(aidRequestInputSchema),
  responses: { 201: json(aidRequestDetailSchema, 'The request, under review'), ...errors },
});
const updateRequestRoute = createRoute({
  method: 'put',
  path: '/api/aid/requests/{id}',
  summary: 'Edit my aid request',
  tags,
  description: 'The author only; the request goes back to review.',
  request: { params: idParam, ...body(aidRequestInputSchema) },
  responses: { 200: json(aidRequestDetailSchema, 'The request, under review again'), ...errors },
});
const confirmRoute = createRoute({
  method: 'post',
  path: '/api/aid/requests/{id}/confirm',
  summary: 'Confirm my aid request is still needed',
  tags,
  description: 'The author re-confirms the need: current for another 7 days.',
  request: { params: idParam },
  responses: { 200: json(aidRequestDetailSchema, 'The request'), ...errors },
});
const mineRoute = createRoute({
  method: 'get',
  path: '/api/aid/mine',
  summary: 'My aid requests and offers',
  tags,
  responses: { 200: json(aidMineSchema, 'My requests (any status) and my offers'), ...errors },
});
const accessRoute = createRoute({
  method: 'get',
  path: '/api/aid/access',
  summary: 'Whether I may verify aid requests',
  tags,
  responses: { 200: json(aidAccessSchema, 'Whether the person may verify requests'), ...guestErrors },
});
// Its own refusal hook (registration below): a volunteer without a day gets the spec's sentence.
const offerBody = body(aidOfferInputSchema);
const createOfferRoute = createRoute({
  method: 'post',
  path: '/api/aid/offers',
  summary: 'Offer aid',
  tags,
  request: offerBody,
  responses: { 201: json(aidOfferSchema, 'The offer'), ...errors },
});
const updateOfferRoute = createRoute({
  method: 'put',
  path: '/api/aid/offers/{id}',
  summary: 'Edit my aid offer',
  tags,
  request: { params: idParam, ...offerBody },
  responses: { 200: json(aidOfferSchema, 'The offer'), ...errors },
});
const withdrawOfferRoute = createRoute({
  method: 'post',
  path: '/api/aid/offers/{id}/withdraw',
  summary: 'Withdraw my aid offer',
  tags,
  request: { params: idParam },
  responses: { 200: json(aidOfferSchema, 'The offer, withdrawn'), ...errors },
});
const respondRoute = createRoute({
  method: 'post',
  path: '/api/aid/offers/{id}/respond',
  summary: 'Accept, thank or decline an aid offer',
  tags,
  description: 'The requester accepts, thanks or declines an offer; the offerer is notified.',
  request: { params: idParam, ...body(offerResponseSchema) },
  responses: { 200: json(aidOfferSchema, 'The offer'), ...errors },
});
const nearbyRequestsRoute = createRoute({
  method: 'get',
  path: '/api/aid/offers/{id}/nearby-requests',
  summary: 'Open requests near one of my general offers',
  tags,
  description:
    'Published, current requests sharing an aid type with the general offer and within its reach, most urgent ' +
    'first. Only the offer’s author may ask.',
  request: { params: idParam },
  responses: { 200: json(aidNearbyRequestsSchema, 'Requests the offer could help'), ...errors },
});
const nearbyOffersRoute = createRoute({
  method: 'get',
  path: '/api/aid/requests/{id}/nearby-offers',
  summary: 'Open general offers that reach my request',
  tags,
  description:
    'Pending general offers of the last 60 days sharing an aid type with the request and reaching its place, ' +
    'nearest first (the offerer’s exact position is never given). For the request’s author and verifiers.',
  request: { params: idParam },
  responses: { 200: json(aidNearbyOffersSchema, 'Offers that could help'), ...errors },
});
const deliveredRoute = createRoute({
  method: 'post',
  path: '/api/aid/offers/{id}/delivered',
  summary: 'Confirm that an aid offer was delivered',
  tags,
  description:
    'The requester confirms the help arrived: the offer is accepted if it was pending, its quantities capped at what ' +
    'was still missing, and from then on it counts as help given. The offerer is notified.',
  request: { params: idParam },
  responses: { 200: json(aidOfferSchema, 'The offer, delivered'), ...errors },
});
const conversationRoute = createRoute({
  method: 'post',
  path: '/api/aid/offers/{id}/conversation',
  summary: 'Open the chat between requester and offerer',
  tags,
  description: 'Opens (or finds) the chat between the requester and the offerer; either of the two may call it.',
  request: { params: idParam },
  responses: { 200: json(conversationSchema, 'The conversation'), ...errors },
});
const queueRoute = createRoute({
  method: 'get',
  path: '/api/aid/review/queue',
  summary: 'Aid requests under review',
  tags,
  responses: { 200: json(aidReviewQueueSchema, 'Requests under review'), ...errors },
});
const verifyRoute = createRoute({
  method: 'post',
  path: '/api/aid/review/requests/{id}/verify',
  summary: 'Verify and publish an aid request',
  tags,
  request: { params: idParam },
  responses: { 200: json(aidRequestDetailSchema, 'Published, marked verified'), ...errors },
});
const rejectRoute = createRoute({
  method: 'post',
  path: '/api/aid/review/requests/{id}/reject',
  summary: 'Reject an aid request, with a reason',
  tags,
  request: { params: idParam, ...body(aidRejectSchema) },
  responses: { 200: json(aidRequestDetailSchema, 'Rejected with the reason'), ...errors },
});
const exportRoute = createRoute({
  method: 'get',
  path: '/api/aid/review/export',
  tags,
  summary: 'Requests or offers as CSV with the HXL 1.1 hashtag row',
  request: { query: aidExportQuerySchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...errors,
  },
});
const openDataRoute = createRoute({
  method: 'get',
  path: '/api/aid/hxl/requests.csv',
  tags,
  summary: 'Verified aid requests as an open HXL 1.1 dataset',
  description:
    'Every published (verified) request, one row per item asked for, with the HXL 1.1 hashtag row: a stable ' +
    'address to give HDX or the HXL Proxy. No personal data: no author, contact or offerer; coordinates rounded ' +
    'to about 100 m.',
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } },
});
const verifiersRoute = createRoute({
  method: 'get',
  path: '/api/admin/aid-verifiers',
  summary: 'Aid verifiers',
  tags,
  responses: { 200: json(aidVerifierListSchema, 'People who may verify aid requests'), ...errors },
});
const grantRoute = createRoute({
  method: 'post',
  path: '/api/admin/aid-verifiers',
  summary: 'Add an aid verifier',
  tags,
  request: body(grantVerifierSchema),
  responses: { 200: json(aidVerifierListSchema, 'Updated list'), ...errors },
});
const revokeRoute = createRoute({
  method: 'delete',
  path: '/api/admin/aid-verifiers/{id}',
  summary: 'Remove an aid verifier',
  tags,
  request: { params: idParam },
  responses: { 200: json(aidVerifierListSchema, 'Updated list'), ...errors },
});

export function registerAidRoutes(app: App, deps: AppDeps): void {
  registerNoticeTemplates(aidNoticeTemplates);
  const db = deps.database.db;
  // Before validation: anyone but admins and verifiers gets the unknown-path 404 even for a malformed request.
  app.use('/api/aid/review/*', async (c, next) => {
    await service.requireVerifier(deps, c.get('user'));
    await next();
  });
  app.openapi(listRoute, async (c) => c.json(await service.listRequests(db, c.req.valid('query')), 200));
  app.openapi(mapRoute, async (c) => c.json(await service.mapRequests(db, c.req.valid('query')), 200));
  app.openapi(mineRoute, async (c) => c.json(await service.mine(deps, requireUser(c)), 200));
  app.openapi(accessRoute, async (c) => c.json(await service.access(deps, c.get('user')), 200));
  app.openapi(detailRoute, async (c) =>
    c.json(await service.getRequest(deps, c.get('user'), c.req.valid('param').id), 200),
  );
  app.openapi(createRequestRoute, async (c) =>
    c.json(await service.createRequest(deps, requireUser(c), c.req.valid('json')), 201),
  );
  app.openapi(updateRequestRoute, async (c) =>
    c.json(await service.updateRequest(deps, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(confirmRoute, async (c) =>
    c.json(await service.confirmRequest(deps, requireUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(
    createOfferRoute,
    async (c) => c.json(await service.createOffer(deps, requireUser(c), c.req.valid('json')), 201),
    refuseWith(service.offerInputError),
  );
  app.openapi(
    updateOfferRoute,
    async (c) =>
      c.json(await service.updateOffer(deps, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
    refuseWith(service.offerInputError),
  );
  app.openapi(withdrawOfferRoute, async (c) =>
    c.json(await service.withdrawOffer(deps, requireUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(respondRoute, async (c) =>
    c.json(
      await service.respondToOffer(deps, requireUser(c), c.req.valid('param').id, c.req.valid('json').action),
      200,
    ),
  );
  app.openapi(nearbyRequestsRoute, async (c) =>
    c.json(await service.nearbyRequests(deps, requireUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(nearbyOffersRoute, async (c) =>
    c.json(await service.nearbyOffers(deps, requireUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(deliveredRoute, async (c) =>
    c.json(await service.confirmDelivery(deps, requireUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(conversationRoute, async (c) => {
    const user = requireUser(c);
    const parties = await service.offerParties(deps, user, c.req.valid('param').id);
    return c.json(
      await openAidConversation(deps, user, {
        aidRequestId: parties.requestId,
        offererId: parties.offererId,
        requesterId: parties.requesterId,
      }),
      200,
    );
  });
  app.openapi(queueRoute, async (c) => c.json(await service.reviewQueue(deps), 200));
  app.openapi(verifyRoute, async (c) => {
    const verifier = await service.requireVerifier(deps, c.get('user'));
    return c.json(await service.verifyRequest(deps, verifier, c.req.valid('param').id), 200);
  });
  app.openapi(rejectRoute, async (c) => {
    const verifier = await service.requireVerifier(deps, c.get('user'));
    return c.json(
      await service.rejectRequest(deps, verifier, c.req.valid('param').id, c.req.valid('json').reason),
      200,
    );
  });
  app.openapi(exportRoute, async (c) => {
    const kind = c.req.valid('query').kind;
    const text = kind === 'requests' ? await exportRequestsCsv(db) : await exportOffersCsv(db);
    const day = deps.clock.now().toISOString().slice(0, 10);
    return c.body(text, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="vira-aid-${kind}-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
  app.openapi(openDataRoute, async (c) =>
    c.body(await exportPublicRequestsCsv(db), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'inline; filename="vira-aid-requests-hxl.csv"',
      'Cache-Control': 'public, max-age=300',
    }),
  );
  app.openapi(verifiersRoute, async (c) => {
    requireAdmin(c, deps.env);
    return c.json(await service.listVerifiers(deps), 200);
  });
  app.openapi(grantRoute, async (c) =>
    c.json(await service.grantVerifier(deps, requireAdmin(c, deps.env), c.req.valid('json').email), 200),
  );
  app.openapi(revokeRoute, async (c) =>
    c.json(await service.revokeVerifier(deps, requireAdmin(c, deps.env), c.req.valid('param').id), 200),
  );
}
