import { createMiddleware } from 'hono/factory';
import { commonMessages } from '../i18n/common-messages';
import { AppError } from './app-error';
import type { AppBindings } from './context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing API request that a browser marks as coming from another
 * site (Origin, or Referer when Origin is absent) is refused. Requests without either header come from
 * servers (payment webhooks, scripts) and carry no browser cookies by accident, so they pass; cookies are
 * SameSite=Lax on top of this.
 */
export function originCheck(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return createMiddleware<AppBindings>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && c.req.path.startsWith('/api/')) {
      const source = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
      if (source !== undefined && source !== allowed) {
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
