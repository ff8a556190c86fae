import { createRoute, z } from '@hono/zod-openapi';
import { textSchema } from '@vira/domain/text';
import { apiErrorSchema } from '@vira/domain/api-error';
import { conversationSchema, messagePageSchema, messageSchema, sendMessageBodySchema } from '@vira/domain/chat';
import { supportInboxSchema } from '@vira/domain/support';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { json } from '../../http/openapi-json';
import { requireUser } from '../../http/require-user';
import { requireAdmin } from '../staff';
import { answerSupport, openSupportConversation, supportInbox, supportMessages } from './chat-support.service';

const tags = ['chat'];
const idParams = z.object({ id: textSchema().max(64) });
const routes = {
  open: createRoute({
    method: 'post',
    path: '/api/support/conversation',
    tags,
    summary: 'Opens (or finds) my "Soporte Vira" conversation; messages then go through /api/conversations',
    responses: { 200: json(conversationSchema, 'My support conversation'), 401: json(apiErrorSchema, 'Not signed in') },
  }),
  inbox: createRoute({
    method: 'get',
    path: '/api/admin/support',
    summary: 'Support conversations',
    tags: ['admin'],
    responses: {
      200: json(supportInboxSchema, 'Support conversations, unanswered first (admins only)'),
      404: json(apiErrorSchema, 'Not an admin'),
    },
  }),
  messages: createRoute({
    method: 'get',
    path: '/api/admin/support/{id}/messages',
    summary: "A support conversation's messages",
    tags: ['admin'],
    request: { params: idParams },
    responses: {
      200: json(messagePageSchema, 'The thread, oldest first; marks the person’s messages read'),
      404: json(apiErrorSchema, 'No such support conversation, or not an admin'),
    },
  }),
  answer: createRoute({
    method: 'post',
    path: '/api/admin/support/{id}/messages',
    summary: 'Answer a support conversation',
    tags: ['admin'],
    request: {
      params: idParams,
      body: { content: { 'application/json': { schema: sendMessageBodySchema } }, required: true },
    },
    responses: {
      201: json(messageSchema, 'Sent as Soporte Vira'),
      400: json(apiErrorSchema, 'Empty or too long'),
      404: json(apiErrorSchema, 'No such support conversation, or not an admin'),
    },
  }),
};

export function registerChatSupportRoutes(app: App, deps: AppDeps): void {
  app.openapi(routes.open, async (c) => c.json(await openSupportConversation(deps, requireUser(c)), 200));
  app.openapi(routes.inbox, async (c) => {
    requireAdmin(c, deps.env);
    return c.json(await supportInbox(deps), 200);
  });
  app.openapi(routes.messages, async (c) => {
    requireAdmin(c, deps.env);
    return c.json(await supportMessages(deps, c.req.valid('param').id), 200);
  });
  app.openapi(routes.answer, async (c) => {
    requireAdmin(c, deps.env);
    return c.json(await answerSupport(deps, c.req.valid('param').id, c.req.valid('json').body), 201);
  });
}
