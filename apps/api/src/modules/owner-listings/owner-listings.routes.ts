import { createRoute, z } from '@hono/zod-openapi';
import { textSchema } from '@vira/domain/text';
import { apiErrorSchema } from '@vira/domain/api-error';
import {
  blockedDatesInputSchema,
  blockedDatesListSchema,
  blockedDatesSchema,
  createDraftSchema,
  LISTING_LIMITS,
  listingPatchSchema,
  ownerListingSchema,
  ownerListingsResponseSchema,
  reorderPhotosSchema,
} from '@vira/domain/listing-editor';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/create-app';
import { requireUser } from '../../http/require-user';
import { ownerListingMessages } from './owner-listings.messages';
import * as service from './owner-listings.service';
import { FILE_PART, json, multipart } from '../../http/openapi-json';

const errors = {
  400: json(apiErrorSchema, 'Invalid input'),
  401: json(apiErrorSchema, 'Not signed in'),
  404: json(apiErrorSchema, 'Not one of your listings'),
};
const idParams = z.object({ id: textSchema().max(40).openapi({ example: '272' }) });
const owned = json(ownerListingSchema, 'The listing as its owner sees it');

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/listings',
  summary: 'Start a listing draft',
  tags: ['owner listings'],
  description:
    "Starts a draft with the wizard's first save (any of the fields a step saves, e.g. the details). Any signed-in person may publish.",
  request: { body: { content: { 'application/json': { schema: createDraftSchema } }, required: false } },
  responses: { 201: json(ownerListingSchema, 'The new draft'), ...errors },
});
const mineRoute = createRoute({
  method: 'get',
  path: '/api/my-listings',
  summary: 'My listings and drafts',
  tags: ['owner listings'],
  responses: { 200: json(ownerListingsResponseSchema, 'Your listings and drafts, newest first'), ...errors },
});
const mineOneRoute = createRoute({
  method: 'get',
  path: '/api/my-listings/{id}',
  summary: 'One of my listings, as its owner sees it',
  tags: ['owner listings'],
  request: { params: idParams },
  responses: { 200: owned, ...errors },
});
const patchRoute = createRoute({
  method: 'patch',
  path: '/api/listings/{id}',
  summary: 'Save fields of my listing or draft',
  tags: ['owner listings'],
  description: 'Saves any subset of the wizard fields, on a draft or a live listing.',
  request: {
    params: idParams,
    body: { content: { 'application/json': { schema: listingPatchSchema } }, required: true },
  },
  responses: { 200: owned, ...errors },
});
const conflict = { 409: json(apiErrorSchema, 'Not possible in this state') };
const action = (path: string, summary: string, description: string) =>
  createRoute({
    method: 'post',
    path,
    summary,
    tags: ['owner listings'],
    description,
    request: { params: idParams },
    responses: { 200: owned, ...errors, ...conflict },
  });
const publishRoute = action(
  '/api/listings/{id}/publish',
  'Publish a complete draft',
  'Makes a complete draft live at once.',
);
const pauseRoute = action(
  '/api/listings/{id}/pause',
  'Pause a live listing',
  'Takes a live listing out of search and the map.',
);
const resumeRoute = action('/api/listings/{id}/resume', 'Resume a paused listing', 'Puts a paused listing back.');
const duplicateRoute = createRoute({
  method: 'post',
  path: '/api/listings/{id}/duplicate',
  summary: 'Duplicate a listing into a new draft',
  tags: ['owner listings'],
  description: 'Copies a listing into a new draft.',
  request: { params: idParams },
  responses: { 201: json(ownerListingSchema, 'The new draft'), ...errors },
});
const deleteRouteDef = createRoute({
  method: 'delete',
  path: '/api/listings/{id}',
  summary: 'Delete my listing or draft',
  tags: ['owner listings'],
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...errors, 409: json(apiErrorSchema, 'Bookings hold future dates') },
});
const uploadRoute = createRoute({
  method: 'post',
  path: '/api/listings/{id}/photos',
  summary: 'Add a photo to my listing',
  tags: ['owner listings'],
  description: `multipart/form-data with one \`file\`: JPEG, PNG, WebP or HEIC, up to 10 MB; at most ${LISTING_LIMITS.photosMax} photos.`,
  request: { params: idParams, body: multipart('The photo', { file: FILE_PART }, ['file']) },
  responses: { 200: owned, ...errors, 413: json(apiErrorSchema, 'Larger than 10 MB') },
});
const reorderRoute = createRoute({
  method: 'put',
  path: '/api/listings/{id}/photos/order',
  summary: "Reorder my listing's photos",
  tags: ['owner listings'],
  request: {
    params: idParams,
    body: { content: { 'application/json': { schema: reorderPhotosSchema } }, required: true },
  },
  responses: { 200: owned, ...errors },
});
const removePhotoRoute = createRoute({
  method: 'delete',
  path: '/api/listings/{id}/photos/{imageId}',
  summary: 'Remove a photo from my listing',
  tags: ['owner listings'],
  request: { params: idParams.extend({ imageId: textSchema().max(40) }) },
  responses: { 200: owned, ...errors },
});

const blockedListRoute = createRoute({
  method: 'get',
  path: '/api/listings/{id}/blocked-dates',
  summary: 'Days the owner blocked on a listing',
  tags: ['owner listings'],
  request: { params: idParams },
  responses: { 200: json(blockedDatesListSchema, 'Days the owner blocked'), ...errors },
});
const blockRoute = createRoute({
  method: 'post',
  path: '/api/listings/{id}/blocked-dates',
  summary: 'Block days on my listing',
  tags: ['owner listings'],
  request: {
    params: idParams,
    body: { content: { 'application/json': { schema: blockedDatesInputSchema } }, required: true },
  },
  responses: { 201: json(blockedDatesSchema, 'Blocked'), ...errors, ...conflict },
});
const unblockRoute = createRoute({
  method: 'delete',
  path: '/api/listings/{id}/blocked-dates/{blockId}',
  summary: 'Unblock days on my listing',
  tags: ['owner listings'],
  request: { params: idParams.extend({ blockId: textSchema().max(40) }) },
  responses: { 204: { description: 'Unblocked' }, ...errors },
});

export function registerOwnerListingRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.openapi(createRouteDef, async (c) => {
    const user = requireUser(c);
    const body = c.req.header('content-type')?.includes('json') ? c.req.valid('json') : {};
    return c.json(await service.createDraft(db, user, body ?? {}, c.get('locale')), 201);
  });
  app.openapi(mineRoute, async (c) => c.json({ items: await service.listOwnerListings(db, requireUser(c)) }, 200));
  app.openapi(mineOneRoute, async (c) =>
    c.json(await service.getOwnerListing(db, requireUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(patchRoute, async (c) => {
    const user = requireUser(c);
    return c.json(
      await service.updateListing(
        db,
        user,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.get('locale'),
        deps.clock.now(),
      ),
      200,
    );
  });
  app.openapi(publishRoute, async (c) =>
    c.json(await service.publishListing(db, requireUser(c), c.req.valid('param').id, deps.clock.now()), 200),
  );
  app.openapi(pauseRoute, async (c) =>
    c.json(await service.setPaused(db, requireUser(c), c.req.valid('param').id, true, deps.clock.now()), 200),
  );
  app.openapi(resumeRoute, async (c) =>
    c.json(await service.setPaused(db, requireUser(c), c.req.valid('param').id, false, deps.clock.now()), 200),
  );
  app.openapi(duplicateRoute, async (c) =>
    c.json(await service.duplicateListing(deps, requireUser(c), c.req.valid('param').id), 201),
  );
  app.openapi(deleteRouteDef, async (c) => {
    await service.deleteListing(deps, requireUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(uploadRoute, async (c) => {
    const user = requireUser(c);
    // Oversized bodies never get here: limitRequestBodies (create-app.ts) answers 413 first.
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.file;
    if (!(file instanceof File)) throw new AppError(400, 'photo_missing', ownerListingMessages.photoMissing);
    const bytes = Buffer.from(await file.arrayBuffer());
    return c.json(await service.addPhoto(deps, user, c.req.valid('param').id, bytes), 200);
  });
  app.openapi(blockedListRoute, async (c) =>
    c.json(await service.getBlockedDates(db, requireUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(blockRoute, async (c) =>
    c.json(await service.blockDates(db, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );
  app.openapi(unblockRoute, async (c) => {
    const { id, blockId } = c.req.valid('param');
    await service.unblockDates(db, requireUser(c), id, blockId);
    return c.body(null, 204);
  });
  app.openapi(reorderRoute, async (c) =>
    c.json(await service.reorderPhotos(db, requireUser(c), c.req.valid('param').id, c.req.valid('json').imageIds), 200),
  );
  app.openapi(removePhotoRoute, async (c) => {
    const { id, imageId } = c.req.valid('param');
    return c.json(await service.removePhoto(deps, requireUser(c), id, imageId), 200);
  });
}
