import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { earningsSchema } from '@vira/domain/earnings';
import type { AppDeps } from '../../../app-deps';
import type { App } from '../../../http/create-app';
import { requireUser } from '../../../http/require-user';
import { ownerEarnings } from './earnings.service';

const earningsRoute = createRoute({
  method: 'get',
  path: '/api/owner/earnings',
  summary: 'My earnings as an owner, per month and per listing',
  tags: ['earnings'],
  responses: {
    200: {
      description:
        'Gross, 30 % commission and net per month and per listing; handovers and returns in the next 14 days',
      content: { 'application/json': { schema: earningsSchema } },
    },
    401: { description: 'Not signed in', content: { 'application/json': { schema: apiErrorSchema } } },
  },
});

export function registerEarningsRoutes(app: App, { database }: AppDeps): void {
  app.openapi(earningsRoute, async (c) => c.json(await ownerEarnings(database.db, requireUser(c)), 200));
}
