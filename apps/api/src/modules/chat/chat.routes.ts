import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  conversationListSchema,
  conversationSchema,
  messagePageSchema,
  messageSchema,
  openConversationBodySchema,
  reportMessageBodySchema,
  sendMessageBodySchema,
} from '@vira/domain/chat';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireUser } from '../../http/require-user';
import { chatMessages } from './chat.messages';
import {
  acknowledge,
  getConversation,
  leaveConversation,
  listConversations,
  listMessages,
  openConversation,
  reportMessage,
  sendMessage,
  setBlocked,
} from './chat.service';
import { textSchema } from '@vira/domain/text';
import { json } from '../../http/openapi-json';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const idParams = z.object({ id: textSchema().max(64) });
const done = { description: 'Done' };
const guarded = { 401: error('Not signed in'), 404: error('No such conversation (or not yours)') };

const routes = {
  list: createRoute({
    method: 'get',
    path: '/api/conversations',
    summary: 'My conversations',
    tags: ['chat'],
    responses: { 200: json(conversationListSchema, 'My conversations, newest first'), 401: error('Not signed in') },
  }),
  open: createRoute({
    method: 'post',
    path: '/api/conversations',
    summary: 'Open the conversation about a listing',
    tags: ['chat'],
    request: body(openConversationBodySchema),
    responses: {
      200: json(conversationSchema, 'The conversation about this listing (made on first use)'),
      400: error('Invalid input or own listing'),
      ...guarded,
    },
  }),
  one: createRoute({
    method: 'get',
    path: '/api/conversations/{id}',
    summary: 'A conversation',
    tags: ['chat'],
    request: { params: idParams },
    responses: { 200: json(conversationSchema, 'One conversation'), ...guarded },
  }),
  messages: createRoute({
    method: 'get',
    path: '/api/conversations/{id}/messages',
    summary: 'Messages of a conversation',
    tags: ['chat'],
    request: {
      params: idParams,
      query: z.object({
        before: z.iso.datetime().optional(),
        limit: z.coerce.number().int().min(1).max(100).default(50),
      }),
    },
    responses: { 200: json(messagePageSchema, 'One page of messages, oldest first'), ...guarded },
  }),
  send: createRoute({
    method: 'post',
    path: '/api/conversations/{id}/messages',
    summary: 'Send a message',
    tags: ['chat'],
    request: { params: idParams, ...body(sendMessageBodySchema) },
    responses: {
      201: json(messageSchema, 'Stored and delivered live'),
      400: error('Empty, too long or invalid text'),
      403: error('Blocked'),
      429: error('Too many messages'),
      ...guarded,
    },
  }),
  delivered: createRoute({
    method: 'post',
    path: '/api/conversations/{id}/delivered',
    summary: "Mark a conversation's messages delivered",
    tags: ['chat'],
    request: { params: idParams },
    responses: { 204: done, ...guarded },
  }),
  read: createRoute({
    method: 'post',
    path: '/api/conversations/{id}/read',
    summary: 'Mark a conversation read',
    tags: ['chat'],
    request: { params: idParams },
    responses: { 204: done, ...guarded },
  }),
  leave: createRoute({
    method: 'delete',
    path: '/api/conversations/{id}/presence',
    summary: 'Close a conversation on my screen (I am no longer present in it)',
    tags: ['chat'],
    request: { params: idParams },
    responses: { 204: done, ...guarded },
  }),
  block: createRoute({
    method: 'put',
    path: '/api/conversations/{id}/block',
    summary: 'Block the other person of a conversation',
    tags: ['chat'],
    request: { params: idParams },
    responses: { 200: json(conversationSchema, 'Blocked'), ...guarded },
  }),
  unblock: createRoute({
    method: 'delete',
    path: '/api/conversations/{id}/block',
    summary: 'Unblock the other person of a conversation',
    tags: ['chat'],
    request: { params: idParams },
    responses: { 200: json(conversationSchema, 'Unblocked'), ...guarded },
  }),
  report: createRoute({
    method: 'post',
    path: '/api/messages/{id}/report',
    summary: 'Report a message',
    tags: ['chat'],
    request: { params: idParams, ...body(reportMessageBodySchema) },
    responses: { 204: done, ...guarded },
  }),
};

export function registerChatRoutes(app: App, deps: AppDeps): void {
  const me = (c: Parameters<typeof requireUser>[0]) => requireUser(c, chatMessages.signInToChat);
  app.openapi(routes.list, async (c) => c.json(await listConversations(deps, me(c)), 200));
  app.openapi(routes.open, async (c) => c.json(await openConversation(deps, me(c), c.req.valid('json')), 200));
  app.openapi(routes.one, async (c) => c.json(await getConversation(deps, me(c), c.req.valid('param').id), 200));
  app.openapi(routes.messages, async (c) => {
    const { before, limit } = c.req.valid('query');
    return c.json(await listMessages(deps, me(c), c.req.valid('param').id, limit, before), 200);
  });
  app.openapi(routes.send, async (c) =>
    c.json(await sendMessage(deps, me(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );
  app.openapi(routes.delivered, async (c) => {
    await acknowledge(deps, me(c), c.req.valid('param').id, 'delivered');
    return c.body(null, 204);
  });
  app.openapi(routes.read, async (c) => {
    await acknowledge(deps, me(c), c.req.valid('param').id, 'read');
    return c.body(null, 204);
  });
  app.openapi(routes.leave, async (c) => {
    await leaveConversation(deps, me(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(routes.block, async (c) => c.json(await setBlocked(deps, me(c), c.req.valid('param').id, true), 200));
  app.openapi(routes.unblock, async (c) => c.json(await setBlocked(deps, me(c), c.req.valid('param').id, false), 200));
  app.openapi(routes.report, async (c) => {
    await reportMessage(deps, me(c), c.req.valid('param').id, c.req.valid('json'));
    return c.body(null, 204);
  });
}
