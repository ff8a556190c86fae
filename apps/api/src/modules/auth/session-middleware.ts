import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '../../http/context';
import type { Auth } from './auth';

/**
 * Puts the signed-in person on every API request (`c.get('user')`), from Better Auth's session cookie.
 * Requests without the cookie skip the database entirely.
 */
export function sessionMiddleware(auth: Auth) {
  return createMiddleware<AppBindings>(async (c, next) => {
    if (c.req.path.startsWith('/api/') && c.req.header('cookie')?.includes('session_token')) {
      const result = await auth.api.getSession({ headers: c.req.raw.headers }).catch((error: unknown) => {
        c.get('logger').warn({ err: error }, 'session lookup failed');
        return null;
      });
      if (result) {
        const { id, email, name, emailVerified } = result.user;
        c.set('user', { id, email, name: name || null, emailVerified });
      }
    }
    await next();
  });
}
