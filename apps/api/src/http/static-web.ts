import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppBindings } from './context';

/**
 * What the web build prerendered (apps/web/scripts/prerender.ts, decision 031): the HTML file of each route
 * whose first screen is painted before the JavaScript runs, and the hashes of the inline scripts those files
 * carry (the Content-Security-Policy allows exactly these).
 */
const prerenderedSchema = z.object({
  pages: z.record(z.string().startsWith('/'), z.string().regex(/^[\w-]+\.html$/)),
  scriptHashes: z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/=]+'$/)),
});
export type PrerenderedPages = z.infer<typeof prerenderedSchema>;

export function readPrerenderedPages(distDir: string): PrerenderedPages {
  const file = path.join(distDir, 'prerendered/pages.json');
  if (!fs.existsSync(file)) return { pages: {}, scriptHashes: [] };
  return prerenderedSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else answered with
 * index.html (never cached) so the client router decides what a path shows, including its not-found page.
 * A prerendered route gets its own HTML (its first screen already drawn), which the app then replaces.
 */
export function serveWebApp(app: OpenAPIHono<AppBindings>, distDir: string, prerendered: PrerenderedPages): void {
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
  app.get('*', (c) => {
    const prerenderedFile = prerendered.pages[c.req.path];
    const file = prerenderedFile ? path.join(distDir, 'prerendered', prerenderedFile) : indexFile;
    const html = fs.existsSync(file) ? file : indexFile;
    if (!fs.existsSync(html)) {
      return c.text('The web app is not built. Run `npm run build` first.', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(html, 'utf8'));
  });
}
