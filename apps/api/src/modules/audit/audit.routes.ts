import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { auditPathSchema, auditTrailSchema, auditVerificationSchema } from '@vira/domain/audit';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import * as service from './audit.service';
import { json } from '../../http/openapi-json';

const errors = {
  400: json(apiErrorSchema, 'Unknown entity type'),
  404: json(apiErrorSchema, 'Unknown id, or a history the caller may not see'),
};

const trailRoute = createRoute({
  method: 'get',
  path: '/api/audit/{entityType}/{entityId}',
  summary: 'Audit trail of a record',
  tags: ['audit'],
  request: { params: auditPathSchema },
  responses: { 200: json(auditTrailSchema, 'The timeline of recorded changes the caller may see'), ...errors },
});
const verifyRoute = createRoute({
  method: 'post',
  path: '/api/audit/{entityType}/{entityId}/verify',
  summary: "Verify the hash chain of a record's audit trail",
  tags: ['audit'],
  request: { params: auditPathSchema },
  responses: { 200: json(auditVerificationSchema, 'The hash chain recomputed on the server'), ...errors },
});

export function registerAuditRoutes(app: App, deps: AppDeps): void {
  app.openapi(trailRoute, async (c) => {
    const { entityType, entityId } = c.req.valid('param');
    return c.json(await service.trail(deps, c.get('user'), entityType, entityId), 200);
  });
  app.openapi(verifyRoute, async (c) => {
    const { entityType, entityId } = c.req.valid('param');
    return c.json(await service.verify(deps, c.get('user'), entityType, entityId, c.get('locale')), 200);
  });
}
