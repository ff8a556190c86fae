import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { chatSettingsSchema } from '@vira/domain/chat';
import { notificationPageSchema } from '@vira/domain/notification';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireUser } from '../../http/require-user';
import {
  getChatSettings,
  listNotifications,
  readAllNotifications,
  readNotification,
  saveChatSettings,
} from './notifications.service';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
const settingsJson = (description: string) => ({
  description,
  content: { 'application/json': { schema: chatSettingsSchema } },
});

const routes = {
  list: createRoute({
    method: 'get',
    path: '/api/notifications',
    summary: 'My notifications',
    tags: ['notifications'],
    request: {
      query: z.object({
        before: z.iso.datetime().optional(),
        limit: z.coerce.number().int().min(1).max(100).default(30),
      }),
    },
    responses: {
      200: { description: 'Newest first', content: { 'application/json': { schema: notificationPageSchema } } },
      401: error('Not signed in'),
    },
  }),
  read: createRoute({
    method: 'post',
    path: '/api/notifications/{id}/read',
    summary: 'Mark a notification read',
    tags: ['notifications'],
    request: { params: z.object({ id: z.string().uuid() }) },
    responses: { 204: { description: 'Marked read' }, 401: error('Not signed in'), 404: error('Not yours') },
  }),
  readAll: createRoute({
    method: 'post',
    path: '/api/notifications/read-all',
    summary: 'Mark all my notifications read',
    tags: ['notifications'],
    responses: { 204: { description: 'All marked read' }, 401: error('Not signed in') },
  }),
  settings: createRoute({
    method: 'get',
    path: '/api/notification-settings',
    summary: 'My notification settings',
    tags: ['notifications'],
    responses: { 200: settingsJson('Channels and automatic reply'), 401: error('Not signed in') },
  }),
  saveSettings: createRoute({
    method: 'put',
    path: '/api/notification-settings',
    summary: 'Save my notification settings',
    tags: ['notifications'],
    request: { body: { required: true, content: { 'application/json': { schema: chatSettingsSchema } } } },
    responses: { 200: settingsJson('Saved'), 400: error('Invalid input'), 401: error('Not signed in') },
  }),
};

export function registerNotificationRoutes(app: App, deps: AppDeps): void {
  app.openapi(routes.list, async (c) => {
    const { before, limit } = c.req.valid('query');
    return c.json(await listNotifications(deps, requireUser(c).id, c.get('locale'), limit, before), 200);
  });
  app.openapi(routes.read, async (c) => {
    await readNotification(deps, requireUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(routes.readAll, async (c) => {
    await readAllNotifications(deps, requireUser(c).id);
    return c.body(null, 204);
  });
  app.openapi(routes.settings, async (c) => c.json(await getChatSettings(deps, requireUser(c).id), 200));
  app.openapi(routes.saveSettings, async (c) =>
    c.json(await saveChatSettings(deps, requireUser(c).id, c.req.valid('json')), 200),
  );
}
