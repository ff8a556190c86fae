import { createRoute, z } from '@hono/zod-openapi';
import { textSchema } from '@vira/domain/text';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  cooperativeContributeSchema,
  cooperativeCreateSchema,
  cooperativeDetailSchema,
  cooperativeInviteSchema,
  cooperativeListSchema,
  cooperativeSharesSchema,
  proposalCreateSchema,
  voteSchema,
} from '@vira/domain/cooperative';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { json } from '../../http/openapi-json';
import { requireUser } from '../../http/require-user';
import * as service from './cooperatives.service';

const tags = ['cooperatives'];
const err = (d: string) => json(apiErrorSchema, d);
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const idParams = z.object({ id: z.uuid() });
const detail = (d: string) => ({
  200: json(cooperativeDetailSchema, d),
  400: err('Invalid input'),
  401: err('Not signed in'),
  404: err('Not a member, or no such cooperative'),
});

const routes = {
  list: createRoute({
    method: 'get',
    path: '/api/cooperatives',
    summary: 'My cooperatives and invitations',
    tags,
    responses: { 200: json(cooperativeListSchema, 'My cooperatives and invitations'), 401: err('Not signed in') },
  }),
  create: createRoute({
    method: 'post',
    path: '/api/cooperatives',
    summary: 'Found a cooperative',
    tags,
    request: body(cooperativeCreateSchema),
    responses: { ...detail('Created, with me as founder and first member') },
  }),
  one: createRoute({
    method: 'get',
    path: '/api/cooperatives/{id}',
    summary: 'A cooperative',
    tags,
    request: { params: idParams },
    responses: detail('Members, pooled listings, earnings split by shares, proposals'),
  }),
  invite: createRoute({
    method: 'post',
    path: '/api/cooperatives/{id}/invitations',
    summary: 'Invite someone to a cooperative',
    tags,
    request: { params: idParams, ...body(cooperativeInviteSchema) },
    responses: { ...detail('Invited'), 409: err('Already a member or invited') },
  }),
  accept: createRoute({
    method: 'post',
    path: '/api/cooperatives/{id}/accept',
    summary: 'Accept an invitation to a cooperative',
    tags,
    request: { params: idParams },
    responses: detail('Now an active member'),
  }),
  shares: createRoute({
    method: 'put',
    path: '/api/cooperatives/{id}/members/{userId}/shares',
    summary: "Set a member's shares",
    tags,
    request: {
      params: z.object({ id: z.uuid(), userId: textSchema().min(1).max(100) }),
      ...body(cooperativeSharesSchema),
    },
    responses: detail('Shares set (founder only)'),
  }),
  contribute: createRoute({
    method: 'post',
    path: '/api/cooperatives/{id}/listings',
    summary: 'Pool a listing in a cooperative',
    tags,
    request: { params: idParams, ...body(cooperativeContributeSchema) },
    responses: { ...detail('Listing pooled'), 409: err('Already pooled') },
  }),
  propose: createRoute({
    method: 'post',
    path: '/api/cooperatives/{id}/proposals',
    summary: 'Add a cooperative proposal',
    tags,
    request: { params: idParams, ...body(proposalCreateSchema) },
    responses: detail('Proposal added'),
  }),
  vote: createRoute({
    method: 'post',
    path: '/api/cooperative-proposals/{id}/votes',
    summary: 'Vote on a cooperative proposal',
    tags,
    request: { params: idParams, ...body(voteSchema) },
    responses: { ...detail('Vote counted'), 409: err('Already voted') },
  }),
};

export function registerCooperativeRoutes(app: App, deps: AppDeps): void {
  const { db } = deps.database;
  app.openapi(routes.list, async (c) => c.json(await service.listMine(db, requireUser(c).id), 200));
  app.openapi(routes.create, async (c) =>
    c.json(await service.create(deps, requireUser(c).id, c.req.valid('json')), 200),
  );
  app.openapi(routes.one, async (c) =>
    c.json(await service.getDetail(db, c.req.valid('param').id, requireUser(c).id), 200),
  );
  app.openapi(routes.invite, async (c) =>
    c.json(await service.invite(deps, c.req.valid('param').id, requireUser(c).id, c.req.valid('json').email), 200),
  );
  app.openapi(routes.accept, async (c) =>
    c.json(await service.accept(db, c.req.valid('param').id, requireUser(c).id), 200),
  );
  app.openapi(routes.shares, async (c) => {
    const { id, userId } = c.req.valid('param');
    return c.json(await service.updateShares(db, id, requireUser(c).id, userId, c.req.valid('json').shares), 200);
  });
  app.openapi(routes.contribute, async (c) =>
    c.json(
      await service.contribute(db, c.req.valid('param').id, requireUser(c).id, c.req.valid('json').listingId),
      200,
    ),
  );
  app.openapi(routes.propose, async (c) =>
    c.json(await service.propose(deps, c.req.valid('param').id, requireUser(c).id, c.req.valid('json')), 200),
  );
  app.openapi(routes.vote, async (c) =>
    c.json(await service.vote(db, c.req.valid('param').id, requireUser(c).id, c.req.valid('json').choice), 200),
  );
}
