import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { getServedImage } from './images.service';
import { textSchema } from '@vira/domain/text';

const getImageRoute = createRoute({
  method: 'get',
  path: '/api/images/{id}',
  summary: 'A listing photo as WebP',
  tags: ['images'],
  request: {
    // Plain strings: an address we did not write is an image that does not exist (404); a bad width gets its own
    // 400 message.
    params: z.object({
      id: textSchema().max(60).openapi({
        description: 'The address the API handed out: `<id>-<token>`; a bare id is not enough',
        example: '1-0123456789abcdef0123456789abcdef',
      }),
    }),
    query: z.object({
      w: textSchema().max(20).optional().openapi({ description: 'Width in px: 480, 768 (default) or 1024' }),
    }),
  },
  responses: {
    200: {
      description:
        'The picture as WebP: a listed listing’s cached for a year (its URL changes when the picture does); a draft’s, paused or hidden listing’s (only to its owner and admins) never stored by caches',
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    304: { description: 'Not modified (If-None-Match matched the ETag)' },
    400: { description: 'Width not offered', content: { 'application/json': { schema: apiErrorSchema } } },
    404: {
      description: 'No such image, a wrong token, or a listing that is not public',
      content: { 'application/json': { schema: apiErrorSchema } },
    },
  },
});

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** A draft's photo must not outlive its owner's session in a shared cache, nor stay on a borrowed computer. */
const PRIVATE_CACHE = 'private, no-store';

export function registerImageRoutes(app: App, deps: AppDeps): void {
  app.openapi(getImageRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { w } = c.req.valid('query');
    const image = await getServedImage(deps, c.get('user'), id, w);
    const headers = { ETag: image.etag, 'Cache-Control': image.public ? PUBLIC_CACHE : PRIVATE_CACHE };
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)) {
      return c.body(null, 304, headers);
    }
    const bytes = await image.load();
    return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': 'image/webp' });
  });
}
