import { createRoute, z } from '@hono/zod-openapi';
import { registerNoticeTemplates } from '../notifications';
import { verificationNoticeTemplates } from './verification-notice-templates';
import { adminOptionalReasonSchema, adminReasonSchema } from '@vira/domain/admin';
import { apiErrorSchema } from '@vira/domain/api-error';
import { idParamSchema } from '@vira/domain/id';
import { textSchema } from '@vira/domain/text';
import {
  adminVerificationListSchema,
  IDENTITY_DOCUMENT_TYPES,
  myVerificationSchema,
  verificationStartedSchema,
  verifiedRentersSettingSchema,
} from '@vira/domain/verification';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { FILE_PART, json, multipart } from '../../http/openapi-json';
import { requireUser } from '../../http/require-user';
import { requireAdmin } from '../staff';
import * as service from './verification.service';

const errors = {
  400: json(apiErrorSchema, 'Invalid input: a picture that is not an image or too small, an expired document, a CURP'),
  401: json(apiErrorSchema, 'Not signed in'),
  404: json(apiErrorSchema, 'Not found (also admin routes to non-admins)'),
  409: json(apiErrorSchema, 'One already pending, already verified, or already decided'),
};
const tags = ['verification'];
const idParam = z.object({ id: textSchema().max(100) });

const mineRoute = createRoute({
  method: 'get',
  path: '/api/verification',
  summary: 'My identity verification: status, what is held and until when',
  tags,
  responses: { 200: json(myVerificationSchema, 'My verifications, newest first, without pictures'), ...errors },
});
const startRoute = createRoute({
  method: 'post',
  path: '/api/verification',
  summary: 'Start an identity verification',
  tags,
  description:
    'multipart/form-data: documentType, country, expiresOn, curp (optional), birthDate (optional), consent=true, and the pictures `front`, `back` (not for a passport) and `selfie` (JPEG, PNG, WebP or HEIC, up to 8 MB each) when the provider is the sandbox. With Stripe Identity the answer carries the page to continue on.',
  request: {
    body: multipart(
      'The verification fields (verificationInputSchema) and its pictures',
      {
        documentType: { type: 'string', enum: [...IDENTITY_DOCUMENT_TYPES] },
        country: { type: 'string' },
        expiresOn: { type: 'string', format: 'date' },
        curp: { type: 'string' },
        birthDate: { type: 'string', description: 'YYYY-MM-DD, or empty' },
        consent: { type: 'string', enum: ['true'] },
        front: FILE_PART,
        back: FILE_PART,
        selfie: FILE_PART,
      },
      ['documentType', 'country', 'expiresOn', 'consent'],
    ),
  },
  responses: {
    201: json(verificationStartedSchema, 'Pending; with Stripe Identity, the page to continue on'),
    ...errors,
    413: json(apiErrorSchema, 'A picture over 8 MB'),
    429: json(apiErrorSchema, 'Five verifications in 24 hours'),
    502: json(apiErrorSchema, 'The provider could not open a session; nothing was kept'),
  },
});
const eraseRoute = createRoute({
  method: 'delete',
  path: '/api/verification/data',
  summary: 'Delete my verification pictures and personal data (ARCO)',
  tags,
  responses: { 200: json(myVerificationSchema, 'What is held now: decisions only'), ...errors },
});
const webhookRoute = createRoute({
  method: 'post',
  path: '/api/verification/webhooks/{provider}',
  summary: 'Identity provider notifications; signature-checked, recorded by event id, applied once',
  tags,
  request: { params: z.object({ provider: textSchema().max(40) }) },
  responses: {
    200: json(z.object({ received: z.boolean(), outcome: z.string() }), 'Recorded'),
    400: json(apiErrorSchema, 'Bad signature: nothing changed'),
    404: json(apiErrorSchema, 'Not the configured provider'),
  },
});
const listingRuleRoute = createRoute({
  method: 'put',
  path: '/api/listings/{id}/verified-renters',
  summary: 'Rent this listing only to identity-verified people (owner)',
  tags,
  request: {
    params: idParamSchema,
    body: { content: { 'application/json': { schema: verifiedRentersSettingSchema } }, required: true },
  },
  responses: { 200: json(verifiedRentersSettingSchema, 'Saved'), ...errors },
});
const queueRoute = createRoute({
  method: 'get',
  path: '/api/admin/verifications',
  summary: 'Identity verifications to review',
  tags,
  responses: {
    200: json(adminVerificationListSchema, 'Pending first (oldest first), then recent decisions'),
    ...errors,
  },
});
const pictureRoute = createRoute({
  method: 'get',
  path: '/api/admin/verifications/{id}/images/{part}',
  summary: "A verification's picture (admins only, never cached)",
  tags,
  request: { params: z.object({ id: textSchema().max(100), part: z.enum(['front', 'back', 'selfie']) }) },
  responses: {
    200: { description: 'The picture (WebP)', content: { 'image/webp': { schema: z.string() } } },
    ...errors,
  },
});
const approveRoute = createRoute({
  method: 'post',
  path: '/api/admin/verifications/{id}/approve',
  summary: 'Verify a person’s identity',
  tags,
  request: { params: idParam, body: { content: { 'application/json': { schema: adminOptionalReasonSchema } } } },
  responses: { 200: json(adminVerificationListSchema, 'Updated queue'), ...errors },
});
const rejectRoute = createRoute({
  method: 'post',
  path: '/api/admin/verifications/{id}/reject',
  summary: 'Refuse an identity verification, with the reason the person reads',
  tags,
  request: {
    params: idParam,
    body: { content: { 'application/json': { schema: adminReasonSchema } }, required: true },
  },
  responses: { 200: json(adminVerificationListSchema, 'Updated queue'), ...errors },
});

const file = async (value: unknown) => (value instanceof File ? Buffer.from(await value.arrayBuffer()) : null);

export function registerVerificationRoutes(app: App, deps: AppDeps): void {
  registerNoticeTemplates(verificationNoticeTemplates);
  service.configureRenterRule(deps);
  app.openapi(mineRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await service.myVerification(deps, requireUser(c)), 200);
  });
  app.openapi(startRoute, async (c) => {
    const user = requireUser(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const { front, back, selfie, ...fields } = form;
    const pictures = { front: await file(front), back: await file(back), selfie: await file(selfie) };
    return c.json(await service.startVerification(deps, user, fields, pictures, c.get('locale')), 201);
  });
  app.openapi(eraseRoute, async (c) => c.json(await service.eraseMyData(deps, requireUser(c)), 200));
  app.openapi(webhookRoute, async (c) => {
    const raw = await c.req.text();
    return c.json(
      await service.receiveIdentityWebhook(deps, c.req.valid('param').provider, raw, c.req.raw.headers),
      200,
    );
  });
  app.openapi(listingRuleRoute, async (c) =>
    c.json(
      await service.setVerifiedRenters(deps, requireUser(c), c.req.valid('param').id, c.req.valid('json').required),
      200,
    ),
  );
  app.openapi(queueRoute, async (c) => {
    requireAdmin(c, deps.env);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await service.forReview(deps), 200);
  });
  app.openapi(pictureRoute, async (c) => {
    const admin = requireAdmin(c, deps.env);
    const { id, part } = c.req.valid('param');
    const bytes = await service.pictureForAdmin(deps, admin, id, part);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, no-store',
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  app.openapi(approveRoute, async (c) => {
    const admin = requireAdmin(c, deps.env);
    const body = (c.req.header('content-type')?.includes('json') ? c.req.valid('json') : undefined) ?? { reason: '' };
    return c.json(await service.decideVerification(deps, admin, c.req.valid('param').id, 'verified', body.reason), 200);
  });
  app.openapi(rejectRoute, async (c) =>
    c.json(
      await service.decideVerification(
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
