import { createMiddleware } from 'hono/factory';
import type { Env } from '../config/env';
import { commonMessages } from '../i18n/common-messages';
import { AppError } from './app-error';
import type { AppBindings } from './context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The site's own origin; outside production also the Vite dev server, which proxies /api here. */
export function trustedOrigins(env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'>): string[] {
  const own = new URL(env.PUBLIC_URL).origin;
  return env.NODE_ENV === 'production' ? [own] : [own, 'http://localhost:5173', 'http://127.0.0.1:5173'];
}

/**
 * Cross-site request forgery guard: a state-changing API request that a browser marks as coming from another
 * site (Origin, or Referer when Origin is absent) is refused. Requests without either header come from
 * servers (payment webhooks, scripts) and carry no browser cookies by accident, so they pass; cookies are
 * SameSite=Lax on top of this.
 */
export function originCheck(allowed: readonly string[]) {
  return createMiddleware<AppBindings>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && c.req.path.startsWith('/api/')) {
      const source = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
      if (source !== undefined && !allowed.includes(source)) {
        throw new AppError(403, 'forbidden_origin', commonMessages.forbiddenOrigin);
      }
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
