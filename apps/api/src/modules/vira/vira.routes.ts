import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { accountRolesSchema, viraApplicationInputSchema, viraApplicationSchema } from '@vira/domain/vira';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { refuseWith } from '../../http/refusal-hook';
import { requireUser } from '../../http/require-user';
import { viraMessages } from './vira.messages';
import { accountRoles, applicationInputError, applyToBeVira } from './vira.service';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });

const rolesRoute = createRoute({
  method: 'get',
  path: '/api/account/roles',
  summary: 'My Vira and admin roles',
  tags: ['vira'],
  responses: {
    200: {
      description: 'Vira and admin roles and the latest Vira application',
      content: { 'application/json': { schema: accountRolesSchema } },
    },
    401: error('Not signed in'),
  },
});

const applyRoute = createRoute({
  method: 'post',
  path: '/api/vira/applications',
  summary: 'Apply to become a Vira',
  tags: ['vira'],
  description: 'Business name, description and why Vira are required; experience and insurance optional.',
  // Its own refusal hook: an incomplete form gets the spec's one sentence.
  request: { body: { content: { 'application/json': { schema: viraApplicationInputSchema } }, required: true } },
  responses: {
    201: {
      description: 'The application, pending review',
      content: { 'application/json': { schema: viraApplicationSchema } },
    },
    400: error('Required fields missing'),
    401: error('Not signed in'),
    409: error('An application is already open, or already a Vira'),
  },
});

export function registerViraRoutes(app: App, { database, env }: AppDeps): void {
  app.openapi(rolesRoute, async (c) => c.json(await accountRoles(database.db, env, requireUser(c)), 200));
  app.openapi(
    applyRoute,
    async (c) => {
      const user = requireUser(c, viraMessages.signInToApply);
      return c.json(await applyToBeVira(database.db, user, c.req.valid('json')), 201);
    },
    refuseWith(applicationInputError),
  );
}
