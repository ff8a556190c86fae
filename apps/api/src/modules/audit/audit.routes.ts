import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { auditPathSchema, auditTrailSchema, auditVerificationSchema } from '@vira/domain/audit';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { auditCheckpointSchema, auditProofSchema } from '@vira/domain/audit-proof';
import { z } from '@hono/zod-openapi';
import * as checkpoints from './audit-checkpoint.service';
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

const proofRoute = createRoute({
  method: 'get',
  path: '/api/audit/{entityType}/{entityId}/checkpoint',
  summary: "Where a record's newest audit event stands in the latest signed checkpoint",
  description:
    "The Merkle path from the record's newest event before the cutoff to the signed root (decision 038); `proof` is null before the first checkpoint.",
  tags: ['audit'],
  request: { params: auditPathSchema },
  responses: {
    200: json(z.object({ proof: auditProofSchema.nullable() }), 'The inclusion proof and its signed checkpoint'),
    ...errors,
  },
});
const latestCheckpointRoute = createRoute({
  method: 'get',
  path: '/api/audit-checkpoint/latest',
  summary: "The audit trail's latest signed daily checkpoint",
  tags: ['audit'],
  responses: {
    200: json(auditCheckpointSchema, "The Merkle root over every record's newest event, signed with Ed25519"),
    404: json(apiErrorSchema, 'No checkpoint yet'),
  },
});
const keyRoute = createRoute({
  method: 'get',
  path: '/api/audit-checkpoint/key',
  summary: 'The public key that signs audit checkpoints',
  tags: ['audit'],
  responses: {
    200: json(
      z.object({ algorithm: z.literal('Ed25519'), publicKey: z.string() }),
      'Base64 of the raw 32-byte Ed25519 public key',
    ),
  },
});

export function registerAuditRoutes(app: App, deps: AppDeps): void {
  app.openapi(trailRoute, async (c) => {
    const { entityType, entityId } = c.req.valid('param');
    return c.json(await service.trail(deps, c.get('user'), entityType, entityId), 200);
  });
  app.openapi(proofRoute, async (c) => {
    const { entityType, entityId } = c.req.valid('param');
    return c.json({ proof: await service.checkpointProof(deps, c.get('user'), entityType, entityId) }, 200);
  });
  app.openapi(latestCheckpointRoute, async (c) => c.json(await checkpoints.latest(deps), 200));
  app.openapi(keyRoute, (c) =>
    c.json({ algorithm: 'Ed25519' as const, publicKey: checkpoints.auditSigningKey(deps.env).publicKey }, 200),
  );
  app.openapi(verifyRoute, async (c) => {
    const { entityType, entityId } = c.req.valid('param');
    return c.json(await service.verify(deps, c.get('user'), entityType, entityId, c.get('locale')), 200);
  });
}
