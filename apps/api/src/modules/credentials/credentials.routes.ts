import { createRoute, z } from '@hono/zod-openapi';
import { textSchema } from '@vira/domain/text';
import { adminOptionalReasonSchema, adminReasonSchema } from '@vira/domain/admin';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  adminCredentialListSchema,
  CREDENTIAL_TYPES,
  credentialListSchema,
  credentialSchema,
  publicCredentialListSchema,
} from '@vira/domain/credential';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireUser } from '../../http/require-user';
import { requireAdmin } from '../staff';
import * as service from './credentials.service';
import { FILE_PART, json, multipart } from '../../http/openapi-json';

const errors = {
  400: json(apiErrorSchema, 'Invalid input'),
  401: json(apiErrorSchema, 'Not signed in'),
  404: json(apiErrorSchema, 'Not found (also anything of another person, and admin routes to non-admins)'),
  409: json(apiErrorSchema, 'Already decided, or verified and kept'),
};
/** The errors of a route a guest may call too (no 401: it needs no session). */
const guestErrors = { 400: errors[400], 404: errors[404] };
const idParam = z.object({ id: textSchema().max(100) });
const tags = ['credentials'];

const mineRoute = createRoute({
  method: 'get',
  path: '/api/credentials',
  summary: 'My credentials',
  tags,
  responses: { 200: json(credentialListSchema, 'My credentials, any status'), ...errors },
});
const addRoute = createRoute({
  method: 'post',
  path: '/api/credentials',
  summary: 'Submit a credential for review',
  tags,
  description:
    'multipart/form-data: type, number, issuer, expiresOn (YYYY-MM-DD or empty) and `file`, a photo or PDF up to 5 MB.',
  request: {
    body: multipart(
      'The credential fields (credentialInputSchema) and its document',
      {
        type: { type: 'string', enum: [...CREDENTIAL_TYPES] },
        number: { type: 'string' },
        issuer: { type: 'string' },
        expiresOn: { type: 'string', description: 'YYYY-MM-DD, or empty when it does not expire' },
        file: FILE_PART,
      },
      ['type', 'number', 'issuer', 'file'],
    ),
  },
  responses: { 201: json(credentialSchema, 'The credential, pending review'), ...errors },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/credentials/{id}',
  summary: 'Delete my credential',
  tags,
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...errors },
});
const fileRoute = createRoute({
  method: 'get',
  path: '/api/credentials/{id}/file',
  summary: "A credential's document",
  tags,
  request: { params: idParam },
  responses: {
    200: {
      description: 'The document (owner and admins only)',
      content: { 'application/octet-stream': { schema: z.string() } },
    },
    ...errors,
  },
});
const publicRoute = createRoute({
  method: 'get',
  path: '/api/profiles/{id}/credentials',
  summary: "A person's verified credentials",
  tags,
  request: { params: idParam },
  responses: { 200: json(publicCredentialListSchema, 'Verified, unexpired credentials of a person'), ...guestErrors },
});
const reviewRoute = createRoute({
  method: 'get',
  path: '/api/admin/credentials',
  summary: 'Credentials for review',
  tags,
  responses: { 200: json(adminCredentialListSchema, 'Pending first, then recent decisions'), ...errors },
});
const verifyRoute = createRoute({
  method: 'post',
  path: '/api/admin/credentials/{id}/verify',
  summary: 'Verify a credential',
  tags,
  request: { params: idParam, body: { content: { 'application/json': { schema: adminOptionalReasonSchema } } } },
  responses: { 200: json(adminCredentialListSchema, 'Updated list'), ...errors },
});
const rejectRoute = createRoute({
  method: 'post',
  path: '/api/admin/credentials/{id}/reject',
  summary: 'Reject a credential',
  tags,
  request: {
    params: idParam,
    body: { content: { 'application/json': { schema: adminReasonSchema } }, required: true },
  },
  responses: { 200: json(adminCredentialListSchema, 'Updated list'), ...errors },
});

export function registerCredentialRoutes(app: App, deps: AppDeps): void {
  app.openapi(mineRoute, async (c) => c.json(await service.myCredentials(deps, requireUser(c)), 200));
  app.openapi(addRoute, async (c) => {
    const user = requireUser(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const { file, ...fields } = form;
    const bytes = file instanceof File ? Buffer.from(await file.arrayBuffer()) : null;
    return c.json(await service.addCredential(deps, user, fields, bytes, c.get('locale')), 201);
  });
  app.openapi(deleteRoute, async (c) => {
    await service.deleteOwnCredential(deps, requireUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(fileRoute, async (c) => {
    const { bytes, type } = await service.credentialFile(deps, c.get('user'), c.req.valid('param').id);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': type,
      'Cache-Control': 'private, no-store',
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  app.openapi(publicRoute, async (c) => c.json(await service.publicCredentials(deps, c.req.valid('param').id), 200));
  app.openapi(reviewRoute, async (c) => {
    requireAdmin(c, deps.env);
    return c.json(await service.credentialsForReview(deps), 200);
  });
  app.openapi(verifyRoute, async (c) => {
    const admin = requireAdmin(c, deps.env);
    const body = (c.req.header('content-type')?.includes('json') ? c.req.valid('json') : undefined) ?? { reason: '' };
    return c.json(await service.decideCredential(deps, admin, c.req.valid('param').id, 'verified', body.reason), 200);
  });
  app.openapi(rejectRoute, async (c) =>
    c.json(
      await service.decideCredential(
        deps,
        requireAdmin(c, deps.env),
        c.req.valid('param').id,
        'rejected',
        c.req.valid('json').reason,
      ),
      200,
    ),
  );
}
