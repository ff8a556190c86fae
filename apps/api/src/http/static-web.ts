import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { PublicPages } from '../modules/public-pages';
import type { AppBindings } from './context';

/**
 * Serves the built single-page app: hashed assets cached for a year, every screen's path answered with index.html
 * (never kept by a shared cache: a signed-in screen is the person's own) so the client router decides what it
 * shows. With the public pages (decision 044), a path that is no screen of the app gets their not-found page, 404.
 */
export function serveWebApp(app: OpenAPIHono<AppBindings>, distDir: string, pages: PublicPages | null = null): void {
  const indexFile = path.join(distDir, 'index.html');
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: path.relative(process.cwd(), distDir) || '.' }),
  );
  // Only paths that name a file (favicon.svg, placeholder.svg…) are looked up on disk; '/' and client routes
  // fall through to index.html below.
  const publicFiles = serveStatic({ root: path.relative(process.cwd(), distDir) || '.' });
  app.use('*', async (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? publicFiles(c, next) : next()));
  app.get('*', async (c) => {
    if (!fs.existsSync(indexFile)) {
      return c.text('The web app is not built. Run `npm run build` first.', 503);
    }
    if (pages && !(await pages.isAppPath(c.req.path))) return pages.notFound(c);
    c.header('Cache-Control', 'private, no-cache');
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  });
}

/**
 * Content-Security-Policy sources for the inline scripts of the built index.html (the first screen's preload,
 * decision 031): their hashes, so no other inline script runs. Read once at start; none when the app is not built.
 */
export function inlineScriptSources(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) => `'sha256-${crypto.createHash('sha256').update(script!).digest('base64')}'`,
  );
}
