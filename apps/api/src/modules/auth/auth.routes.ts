import type { AppDeps } from '../../app-deps';
import { clientAddress } from '../../http/client-address';
import type { App } from '../../http/create-app';
import { localize } from '../../i18n/localized';
import { originCheck, trustedOrigins } from '../../http/origin-check';
import { registerDevOutboxRoutes } from '../dev-outbox';
import { authSecret } from '../../config/auth-secret';
import { configuredSocialProviders, createAuth, SESSION_COOKIE, type Auth } from './auth';
import { translateAuthError } from './auth-errors';
import { authMessages } from './auth.messages';
import { prepareAuthRequest } from './auth.service';
import { sessionMiddleware } from './session-middleware';

/**
 * Accounts: the origin guard and session middleware for every request, Better Auth under /api/auth/*
 * behind a gateway that applies the spec's rules, rate limits and messages, and the dev outbox.
 * Call before any other route so every handler sees `c.get('user')`.
 */
export function registerAuthRoutes(app: App, deps: AppDeps): Auth {
  const { env, database, logger } = deps;
  const secret = authSecret(env);
  const { mailer, whatsapp } = deps.adapters;
  const auth = createAuth({ env, db: database.db, logger, mailer, whatsapp, secret, clock: deps.clock });
  const configuredProviders = configuredSocialProviders(env);

  app.use(originCheck(trustedOrigins(env), SESSION_COOKIE));
  app.use(sessionMiddleware(auth));

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const path = c.req.path.slice('/api/auth'.length);
    let request = c.req.raw;
    if (c.req.method === 'POST') {
      const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
      const prepared = await prepareAuthRequest(path, body ?? {}, {
        db: database.db,
        ip: clientAddress(c),
        userId: c.get('user')?.id,
        configuredProviders,
        clientLimitFactor: env.E2E ? 50 : 1,
        now: deps.clock.now(),
      });
      const headers = new Headers(c.req.raw.headers);
      headers.delete('content-length');
      headers.set('content-type', 'application/json');
      request = new Request(c.req.raw.url, { method: 'POST', headers, body: JSON.stringify(prepared) });
    }
    const response = await auth.handler(request);
    if (response.status >= 400) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      throw translateAuthError(path, response.status, body);
    }
    if (path === '/request-password-reset') {
      // Better Auth answers in English; the same words for every address, in the person's language.
      return c.json({ status: true, message: localize(authMessages.resetRequested, c.get('locale')) }, 200);
    }
    return response;
  });

  if (env.NODE_ENV !== 'production' || env.E2E) registerDevOutboxRoutes(app, deps);
  return auth;
}
