import crypto from 'node:crypto';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';

/**
 * Public pages are the same for everyone who asks in a language (the session loads in the browser), so a CDN in
 * front may keep them a little while and serve them stale while it asks again; the browser always asks again.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

export interface CachedPage {
  body: string;
  etag: string;
  lastModified: Date;
}

export function cachedPage(body: string, lastModified: Date): CachedPage {
  return { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`, lastModified };
}

/** Rendered pages by what they show (id, version, language): a render is ~tens of ms, a hit a map read. */
export const renderedPages = new LRUCache<string, CachedPage>({ max: 2_000, ttl: 5 * 60_000 });

/** Answers a public page with its validators, or 304 when the browser or CDN already holds this version. */
export function sendPublicPage(c: Context, page: CachedPage, status: 200 | 404 | 410 = 200): Response {
  c.header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  c.header('ETag', page.etag);
  c.header('Last-Modified', page.lastModified.toUTCString());
  if (status === 200) {
    const match = c.req.header('if-none-match');
    const since = c.req.header('if-modified-since');
    const fresh = match
      ? match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)
      : since !== undefined && Date.parse(since) >= Math.floor(page.lastModified.getTime() / 1000) * 1000;
    if (fresh) return c.body(null, 304);
  }
  return c.html(page.body, status);
}
