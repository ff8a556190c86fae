import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import { profileSchema, profileUpdateSchema, publicProfileSchema } from '@vira/domain/profile';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { requireUser } from '../../http/require-user';
import { FILE_PART, multipart } from '../../http/openapi-json';
import { AppError } from '../../http/app-error';
import { profileMessages } from './profiles.messages';
import {
  AVATAR_URL_PREFIX,
  getOwnProfile,
  getPublicProfile,
  readAvatar,
  updateOwnProfile,
  uploadOwnAvatar,
} from './profiles.service';
import { textSchema } from '@vira/domain/text';

const errors = {
  401: { description: 'Not signed in', content: { 'application/json': { schema: apiErrorSchema } } },
};

const getOwnRoute = createRoute({
  method: 'get',
  path: '/api/profile',
  summary: 'My profile',
  tags: ['profiles'],
  responses: {
    200: { description: 'Your profile', content: { 'application/json': { schema: profileSchema } } },
    ...errors,
  },
});

const updateOwnRoute = createRoute({
  method: 'patch',
  path: '/api/profile',
  summary: 'Update my profile',
  tags: ['profiles'],
  request: { body: { content: { 'application/json': { schema: profileUpdateSchema } }, required: true } },
  responses: {
    200: { description: 'Your updated profile', content: { 'application/json': { schema: profileSchema } } },
    ...errors,
  },
});

const getPublicRoute = createRoute({
  method: 'get',
  path: '/api/profiles/{userId}',
  summary: "A person's public profile",
  tags: ['profiles'],
  request: { params: z.object({ userId: textSchema().min(1).max(100) }) },
  responses: {
    200: { description: 'A public profile', content: { 'application/json': { schema: publicProfileSchema } } },
    404: { description: 'No such profile', content: { 'application/json': { schema: apiErrorSchema } } },
  },
});

const uploadAvatarRoute = createRoute({
  method: 'post',
  path: '/api/profile/avatar',
  summary: 'Upload my profile photo',
  tags: ['profiles'],
  description: 'multipart/form-data with one `file` field: a JPEG, PNG or WebP picture of up to 5 MB.',
  request: { body: multipart('The picture', { file: FILE_PART }, ['file']) },
  responses: {
    200: { description: 'Your profile with the new photo', content: { 'application/json': { schema: profileSchema } } },
    400: { description: 'Not a picture', content: { 'application/json': { schema: apiErrorSchema } } },
    ...errors,
  },
});

export function registerProfileRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.openapi(getOwnRoute, async (c) => c.json(await getOwnProfile(db, requireUser(c)), 200));
  app.openapi(updateOwnRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await updateOwnProfile(db, user, c.req.valid('json')), 200);
  });
  app.openapi(uploadAvatarRoute, async (c) => {
    const user = requireUser(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.file;
    if (!(file instanceof File)) throw new AppError(400, 'avatar_missing', profileMessages.avatarInvalid);
    return c.json(await uploadOwnAvatar(deps, user, Buffer.from(await file.arrayBuffer())), 200);
  });
  app.get(`${AVATAR_URL_PREFIX}*`, async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice(AVATAR_URL_PREFIX.length));
    } catch {
      // A malformed escape (`%E0%A4%A`) names no avatar we ever gave out.
      throw new AppError(404, 'avatar_not_found', profileMessages.notFound);
    }
    const bytes = await readAvatar(deps, key);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      // Every upload gets a new key, so a URL's bytes never change.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  app.openapi(getPublicRoute, async (c) => c.json(await getPublicProfile(db, c.req.valid('param').userId), 200));
}
