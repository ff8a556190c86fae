import { createMiddleware } from 'hono/factory';
import { commonMessages } from '../i18n/common-messages';
import { AppError } from './app-error';
import type { AppBindings } from './context';

/** `%00` as the URL spells it; any letter case. */
const ENCODED_NUL = /%00/i;

/**
 * U+0000 in a path or query (`/api/profiles/%00`, `?token=%00`) would reach PostgreSQL, which cannot store it,
 * and answer 500. Refused for every route at once, including Better Auth's and plain Hono handlers that no
 * zod schema guards; bodies are checked by the shared schemas (textSchema) and the auth gateway.
 */
export const nulGuard = createMiddleware<AppBindings>(async (c, next) => {
  const url = c.req.url;
  const queryStart = url.indexOf('?');
  if (ENCODED_NUL.test(url) || url.includes('\u0000')) {
    const inQuery = queryStart >= 0 && ENCODED_NUL.test(url.slice(queryStart));
    // A page's address (not the API's) with a NUL names no page: the not-found page answers it, with 404.
    if (!inQuery && !c.req.path.startsWith('/api/')) return next();
    throw new AppError(
      400,
      'validation_failed',
      commonMessages.nulCharacter,
      { field: inQuery ? 'query' : 'path' },
      { [inQuery ? 'query' : 'path']: 'nul_character' },
    );
  }
  await next();
});
