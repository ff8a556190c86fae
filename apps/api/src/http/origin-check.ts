import { createMiddleware } from 'hono/factory';
import type { Env } from '../config/env';
import { commonMessages } from '../i18n/common-messages';
import { AppError } from './app-error';
import type { AppBindings } from './context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The site's own origin. Outside production also the same port under every loopback name (a person may open
 * http://127.0.0.1:3000 as well as http://localhost:3000) and the Vite dev server, which proxies /api here.
 */
export function trustedOrigins(env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'>): string[] {
  const own = new URL(env.PUBLIC_URL);
  if (env.NODE_ENV === 'production') return [own.origin];
  const ports = new Set([own.port ? `:${own.port}` : '', ':5173']);
  const local = LOOPBACK_NAMES.includes(own.hostname)
    ? [...ports].flatMap((port) => LOOPBACK_NAMES.map((name) => `${own.protocol}//${name}${port}`))
    : [];
  return [...new Set([own.origin, ...local, ...LOOPBACK_NAMES.map((name) => `http://${name}:5173`)])];
}

/**
 * Cross-site request forgery guard: a state-changing API request that a browser marks as coming from another
 * site (Origin, or Referer when Origin is absent) is refused. Browsers always send Origin on such requests, so
 * one that carries the session cookie (`sessionCookie`, with or without the `__Secure-` prefix) but neither
 * header did not come from our pages and is refused too. Servers (payment webhooks, scripts) send neither
 * header and no session, and pass; cookies are SameSite=Lax on top of this.
 */
export function originCheck(allowed: readonly string[], sessionCookie: string) {
  const sessionCookiePattern = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${sessionCookie.replace(/\./g, '\\.')}=[^;]`);
  return createMiddleware<AppBindings>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && c.req.path.startsWith('/api/')) {
      const source = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
      const refused =
        source === undefined ? sessionCookiePattern.test(c.req.header('cookie') ?? '') : !allowed.includes(source);
      if (refused) throw new AppError(403, 'forbidden_origin', commonMessages.forbiddenOrigin);
    }
    await next();
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    // An unparsable Referer cannot prove a same-site request.
    return 'null';
  }
}
