import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { impactFiguresSchema, personalImpactSchema } from '@vira/domain/impact';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { json } from '../../http/openapi-json';
import { requireUser } from '../../http/require-user';
import { currentFigures, personalImpact } from './impact.service';

const tags = ['impact'];
const routes = {
  figures: createRoute({
    method: 'get',
    path: '/api/impact',
    summary: 'Social-impact figures',
    tags,
    responses: { 200: json(impactFiguresSchema, 'Social-impact figures, recomputed at least hourly') },
  }),
  mine: createRoute({
    method: 'get',
    path: '/api/impact/me',
    summary: 'My own impact',
    tags,
    responses: {
      200: json(personalImpactSchema, 'The signed-in person’s own impact'),
      401: json(apiErrorSchema, 'Not signed in'),
    },
  }),
};

export function registerImpactRoutes(app: App, { database, clock }: AppDeps): void {
  app.openapi(routes.figures, async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await currentFigures(database.db, clock.now()), 200);
  });
  app.openapi(routes.mine, async (c) => c.json(await personalImpact(database.db, requireUser(c).id), 200));
}
