import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppBindings } from './context';

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else answered with
 * index.html (never cached) so the client router decides what a path shows, including its not-found page.
 */
export function serveWebApp(app: OpenAPIHono<AppBindings>, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: path.relative(process.cwd(), distDir) || '.' }),
  );
  app.use('*', serveStatic({ root: path.relative(process.cwd(), distDir) || '.', index: '' }));
  app.get('*', (c) => {
    if (!fs.existsSync(indexFile)) {
      return c.text('The web app is not built. Run `npm run build` first.', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  });
}
