import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from './context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every request gets an id for the log and the error shape. A caller's X-Request-Id (a proxy tracing a request)
 * is kept only when it is a UUID: anything else would let a client write what it likes into our logs and
 * answers.
 */
export const requestIdMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  const offered = c.req.header('X-Request-Id');
  const id = offered && UUID.test(offered) ? offered.toLowerCase() : randomUUID();
  c.set('requestId', id);
  c.header('X-Request-Id', id);
  await next();
});
