import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@vira/domain/api-error';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { getServedImage } from './images.service';
import { textSchema } from '@vira/domain/text';

const getImageRoute = createRoute({
  method: 'get',
  path: '/api/images/{id}',
  tags: ['images'],
  request: {
    // Plain strings: a non-numeric id is an image that does not exist (404); a bad width gets its own 400 message.
    params: z.object({ id: textSchema().max(40).openapi({ example: '1' }) }),
    query: z.object({
      w: textSchema().max(20).optional().openapi({ description: 'Width in px: 480, 768 (default) or 1024' }),
    }),
  },
  responses: {
    200: {
      description: 'The picture as WebP, cached for a year (its URL changes when the picture does)',
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    304: { description: 'Not modified (If-None-Match matched the ETag)' },
    400: { description: 'Width not offered', content: { 'application/json': { schema: apiErrorSchema } } },
    404: { description: 'No such image', content: { 'application/json': { schema: apiErrorSchema } } },
  },
});

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function registerImageRoutes(app: App, deps: AppDeps): void {
  app.openapi(getImageRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { w } = c.req.valid('query');
    const image = await getServedImage(deps, id, w);
    const headers = { ETag: image.etag, 'Cache-Control': CACHE_CONTROL };
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)) {
      return c.body(null, 304, headers);
    }
    const bytes = await image.load();
    return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': 'image/webp' });
  });
}
