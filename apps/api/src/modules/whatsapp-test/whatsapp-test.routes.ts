import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  phoneVerifyConfirmSchema,
  phoneVerifySendSchema,
  whatsappStatusSchema,
  whatsappTestMessageSchema,
  whatsappTestSentSchema,
} from '@vira/domain/whatsapp-test';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireUser } from '../../http/require-user';
import * as service from './whatsapp-test.service';
import { json } from '../../http/openapi-json';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const tags = ['whatsapp'];

const routes = {
  status: createRoute({
    method: 'get',
    path: '/api/whatsapp/status',
    summary: 'WhatsApp sender and my verified number',
    tags,
    responses: { 200: json(whatsappStatusSchema, 'Which sender is configured, and the caller’s verified number') },
  }),
  test: createRoute({
    method: 'post',
    path: '/api/whatsapp/test-message',
    summary: 'Send a WhatsApp test message to me',
    tags,
    description: 'Sends a fixed test text to the caller’s verified number; only admins may give `to`.',
    request: body(whatsappTestMessageSchema),
    responses: {
      200: json(whatsappTestSentSchema, 'Sent'),
      400: error('No verified number'),
      401: error('Not signed in'),
      403: error('Another number, and not an admin'),
      429: error('Too many test messages'),
      502: error('The sender failed'),
    },
  }),
  sendCode: createRoute({
    method: 'post',
    path: '/api/whatsapp/verify/send',
    summary: 'Send a WhatsApp verification code',
    tags,
    request: body(phoneVerifySendSchema),
    responses: {
      204: { description: 'A 6-digit code was sent by WhatsApp' },
      400: error('Invalid number'),
      401: error('Not signed in'),
      429: error('Too many codes'),
      502: error('The sender failed'),
    },
  }),
  confirm: createRoute({
    method: 'post',
    path: '/api/whatsapp/verify/confirm',
    summary: 'Confirm my WhatsApp number with its code',
    tags,
    request: body(phoneVerifyConfirmSchema),
    responses: {
      200: json(whatsappStatusSchema, 'The number is now the caller’s verified WhatsApp'),
      400: error('Wrong or expired code'),
      401: error('Not signed in'),
      409: error('Number verified on another account'),
      429: error('Too many tries'),
    },
  }),
};

export function registerWhatsappTestRoutes(app: App, deps: AppDeps): void {
  app.openapi(routes.status, async (c) => c.json(await service.status(deps, c.get('user')), 200));
  app.openapi(routes.test, async (c) =>
    c.json(await service.sendTest(deps, requireUser(c), c.req.valid('json').to, c.get('locale')), 200),
  );
  app.openapi(routes.sendCode, async (c) => {
    await service.sendCode(deps, requireUser(c), c.req.valid('json').phone, c.get('locale'));
    return c.body(null, 204);
  });
  app.openapi(routes.confirm, async (c) => {
    const { phone, code } = c.req.valid('json');
    return c.json(await service.confirmCode(deps, requireUser(c), phone, code), 200);
  });
}
