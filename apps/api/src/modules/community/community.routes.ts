import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { adminReasonSchema } from '@vira/domain/admin';
import {
  communityEventDetailSchema,
  communityEventListSchema,
  communityGroupListSchema,
  communityGroupSchema,
  communityOverviewSchema,
  communityPostSchema,
  communityReportListSchema,
  communityTopicPageSchema,
  communityTopicSchema,
  editPostSchema,
  eventQuerySchema,
  eventUpdateSchema,
  groupQuerySchema,
  newEventSchema,
  newGroupSchema,
  newPostSchema,
  newTopicSchema,
  reportPostSchema,
  topicFlagsSchema,
  topicQuerySchema,
  likeStateSchema,
} from '@vira/domain/community';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireUser } from '../../http/require-user';
import { requireAdmin } from '../staff';
import { communityMessages } from './community.messages';
import * as service from './community.service';
import { json } from '../../http/openapi-json';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const idParams = z.object({ id: z.uuid() });
const writes = { 400: error('Invalid input'), 401: error('Not signed in'), 429: error('Posting too fast') };
const tags = ['community'];

const routes = {
  overview: createRoute({
    method: 'get',
    path: '/api/community',
    summary: 'Forum categories',
    tags,
    responses: { 200: json(communityOverviewSchema, 'Categories with their counts') },
  }),
  topics: createRoute({
    method: 'get',
    path: '/api/community/topics',
    summary: 'Forum topics',
    tags,
    request: { query: topicQuerySchema },
    responses: { 200: json(communityTopicPageSchema, 'One page of topics, pinned first, then most recently active') },
  }),
  newTopic: createRoute({
    method: 'post',
    path: '/api/community/topics',
    summary: 'Start a forum topic',
    tags,
    description: 'Markdown without HTML.',
    request: body(newTopicSchema),
    responses: { 201: json(communityTopicSchema, 'The new topic with its opening post'), ...writes },
  }),
  topic: createRoute({
    method: 'get',
    path: '/api/community/topics/{id}',
    summary: 'A forum topic and its posts',
    tags,
    request: { params: idParams },
    responses: { 200: json(communityTopicSchema, 'A topic and its posts'), 404: error('No such topic') },
  }),
  flags: createRoute({
    method: 'patch',
    path: '/api/community/topics/{id}',
    summary: 'Pin, close or reopen a forum topic',
    tags,
    description: 'Admins pin; the author and admins close and reopen.',
    request: { params: idParams, ...body(topicFlagsSchema) },
    responses: {
      200: json(communityTopicSchema, 'The topic'),
      403: error('Only moderators pin'),
      404: error('No such topic, or not yours'),
      ...writes,
    },
  }),
  reply: createRoute({
    method: 'post',
    path: '/api/community/topics/{id}/posts',
    summary: 'Reply to a forum topic',
    tags,
    request: { params: idParams, ...body(newPostSchema) },
    responses: {
      201: json(communityPostSchema, 'The reply'),
      404: error('No such topic'),
      409: error('The topic is closed'),
      ...writes,
    },
  }),
  edit: createRoute({
    method: 'patch',
    path: '/api/community/posts/{id}',
    summary: 'Edit my forum post',
    tags,
    request: { params: idParams, ...body(editPostSchema) },
    responses: {
      200: json(communityPostSchema, 'The edited post'),
      404: error('No such post, or not yours'),
      ...writes,
    },
  }),
  like: createRoute({
    method: 'put',
    path: '/api/community/posts/{id}/like',
    summary: 'Like a forum post',
    tags,
    request: { params: idParams },
    responses: { 200: json(likeStateSchema, 'Liked'), 401: error('Not signed in'), 404: error('No such post') },
  }),
  unlike: createRoute({
    method: 'delete',
    path: '/api/community/posts/{id}/like',
    summary: 'Unlike a forum post',
    tags,
    request: { params: idParams },
    responses: { 200: json(likeStateSchema, 'Like removed'), 401: error('Not signed in'), 404: error('No such post') },
  }),
  report: createRoute({
    method: 'post',
    path: '/api/community/posts/{id}/report',
    summary: 'Report a forum post',
    tags,
    request: { params: idParams, ...body(reportPostSchema) },
    responses: { 204: { description: 'Reported to the admins' }, 404: error('No such post'), ...writes },
  }),
  reports: createRoute({
    method: 'get',
    path: '/api/admin/community-reports',
    summary: 'Reported forum posts',
    tags: ['admin'],
    responses: {
      200: json(communityReportListSchema, 'Open reports of forum posts (admins only; 404 to anyone else)'),
    },
  }),
  hide: createRoute({
    method: 'post',
    path: '/api/admin/community/posts/{id}/hide',
    summary: 'Hide a forum post, with a reason',
    tags: ['admin'],
    request: { params: idParams, ...body(adminReasonSchema) },
    responses: { 204: { description: 'Hidden, with the reason shown in its place' }, 400: error('Reason missing') },
  }),
  groups: createRoute({
    method: 'get',
    path: '/api/community/groups',
    summary: 'Local groups',
    tags,
    request: { query: groupQuerySchema },
    responses: { 200: json(communityGroupListSchema, 'Local groups, filtered by city') },
  }),
  newGroup: createRoute({
    method: 'post',
    path: '/api/community/groups',
    summary: 'Create a local group',
    tags,
    request: body(newGroupSchema),
    responses: { 201: json(communityGroupSchema, 'The new group, with its creator as first member'), ...writes },
  }),
  join: createRoute({
    method: 'put',
    path: '/api/community/groups/{id}/membership',
    summary: 'Join a local group',
    tags,
    request: { params: idParams },
    responses: { 200: json(communityGroupSchema, 'Joined'), 401: error('Not signed in'), 404: error('No such group') },
  }),
  leave: createRoute({
    method: 'delete',
    path: '/api/community/groups/{id}/membership',
    summary: 'Leave a local group',
    tags,
    request: { params: idParams },
    responses: { 200: json(communityGroupSchema, 'Left'), 401: error('Not signed in'), 404: error('No such group') },
  }),
  events: createRoute({
    method: 'get',
    path: '/api/community/events',
    summary: 'Community events',
    tags,
    request: { query: eventQuerySchema },
    responses: { 200: json(communityEventListSchema, 'Events from yesterday on, soonest first') },
  }),
  newEvent: createRoute({
    method: 'post',
    path: '/api/community/events',
    summary: 'Create a community event',
    tags,
    request: body(newEventSchema),
    responses: { 201: json(communityEventDetailSchema, 'The new event'), 404: error('No such group'), ...writes },
  }),
  event: createRoute({
    method: 'get',
    path: '/api/community/events/{id}',
    summary: 'A community event and its attendees',
    tags,
    request: { params: idParams },
    responses: { 200: json(communityEventDetailSchema, 'An event with its attendees'), 404: error('No such event') },
  }),
  updateEvent: createRoute({
    method: 'patch',
    path: '/api/community/events/{id}',
    summary: "Change a community event's status",
    tags,
    description: 'The organiser changes the schema.org event status (a new date, an online link).',
    request: { params: idParams, ...body(eventUpdateSchema) },
    responses: {
      200: json(communityEventDetailSchema, 'The event'),
      404: error('No such event, or not the organiser'),
      ...writes,
    },
  }),
  attend: createRoute({
    method: 'put',
    path: '/api/community/events/{id}/attendance',
    summary: 'Attend a community event',
    tags,
    request: { params: idParams },
    responses: {
      200: json(communityEventDetailSchema, 'Attending'),
      401: error('Not signed in'),
      404: error('No such event'),
      409: error('Full or cancelled'),
    },
  }),
  unattend: createRoute({
    method: 'delete',
    path: '/api/community/events/{id}/attendance',
    summary: 'Stop attending a community event',
    tags,
    request: { params: idParams },
    responses: {
      200: json(communityEventDetailSchema, 'No longer attending'),
      401: error('Not signed in'),
      404: error('No such event'),
    },
  }),
};

export function registerCommunityRoutes(app: App, deps: AppDeps): void {
  const { db } = deps.database;
  const writer = (c: Parameters<typeof requireUser>[0]) => requireUser(c, communityMessages.signInToWrite);

  app.openapi(routes.overview, async (c) => c.json(await service.overview(db), 200));
  app.openapi(routes.topics, async (c) => c.json(await service.listTopics(db, c.req.valid('query')), 200));
  app.openapi(routes.newTopic, async (c) =>
    c.json(await service.createTopic(deps, writer(c), c.req.valid('json')), 201),
  );
  app.openapi(routes.topic, async (c) =>
    c.json(await service.getTopic(deps, c.req.valid('param').id, c.get('user')), 200),
  );
  app.openapi(routes.flags, async (c) =>
    c.json(await service.setTopicFlags(deps, writer(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.reply, async (c) =>
    c.json(await service.reply(deps, writer(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );
  app.openapi(routes.edit, async (c) =>
    c.json(await service.editPost(deps, writer(c), c.req.valid('param').id, c.req.valid('json').body), 200),
  );
  app.openapi(routes.like, async (c) =>
    c.json(await service.setLike(db, writer(c), c.req.valid('param').id, true), 200),
  );
  app.openapi(routes.unlike, async (c) =>
    c.json(await service.setLike(db, writer(c), c.req.valid('param').id, false), 200),
  );
  app.openapi(routes.report, async (c) => {
    await service.reportPost(db, writer(c), c.req.valid('param').id, c.req.valid('json').reason);
    return c.body(null, 204);
  });
  app.openapi(routes.reports, async (c) => {
    requireAdmin(c, deps.env);
    return c.json({ reports: await service.listReports(db) }, 200);
  });
  app.openapi(routes.hide, async (c) => {
    const admin = requireAdmin(c, deps.env);
    await service.hidePost(db, admin, c.req.valid('param').id, c.req.valid('json').reason);
    return c.body(null, 204);
  });
  app.openapi(routes.groups, async (c) =>
    c.json(await service.listGroups(db, c.req.valid('query').city, c.get('user')), 200),
  );
  app.openapi(routes.newGroup, async (c) =>
    c.json(await service.createGroup(db, writer(c), c.req.valid('json'), deps.clock.now()), 201),
  );
  app.openapi(routes.join, async (c) =>
    c.json(await service.setMembership(db, writer(c), c.req.valid('param').id, true), 200),
  );
  app.openapi(routes.leave, async (c) =>
    c.json(await service.setMembership(db, writer(c), c.req.valid('param').id, false), 200),
  );
  app.openapi(routes.events, async (c) =>
    c.json(await service.listEvents(db, c.req.valid('query').groupId, c.get('user'), deps.clock.now()), 200),
  );
  app.openapi(routes.newEvent, async (c) =>
    c.json(await service.createEvent(db, writer(c), c.req.valid('json'), deps.clock.now()), 201),
  );
  app.openapi(routes.event, async (c) =>
    c.json(await service.getEvent(db, c.req.valid('param').id, c.get('user')), 200),
  );
  app.openapi(routes.updateEvent, async (c) =>
    c.json(
      await service.updateEvent(db, writer(c), c.req.valid('param').id, c.req.valid('json'), deps.clock.now()),
      200,
    ),
  );
  app.openapi(routes.attend, async (c) =>
    c.json(await service.setAttendance(db, writer(c), c.req.valid('param').id, true), 200),
  );
  app.openapi(routes.unattend, async (c) =>
    c.json(await service.setAttendance(db, writer(c), c.req.valid('param').id, false), 200),
  );
}
