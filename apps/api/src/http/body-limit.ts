import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { commonMessages } from '../i18n/common-messages';
import { AppError } from './app-error';
import type { AppBindings } from './context';

/** JSON bodies: a cart, a review or a billing form is a few kilobytes; a megabyte leaves ample room. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Refuses a body over its route's limit with 413 before anything reads it (Content-Length first, then while
 * streaming), so a 600 MB request costs the server at most the limit. `overrides` maps an exact path to its own
 * limit (uploads); everything else gets `defaultBytes`, webhooks included, before their signature is checked.
 */
export function limitRequestBodies(defaultBytes: number, overrides: Record<string, number>) {
  const tooLarge = (bytes: number) => () => {
    throw new AppError(413, 'payload_too_large', commonMessages.payloadTooLarge, {
      size: `${Math.round(bytes / (1024 * 1024))} MB`,
    });
  };
  const byPath = new Map(
    Object.entries(overrides).map(([path, bytes]) => [path, bodyLimit({ maxSize: bytes, onError: tooLarge(bytes) })]),
  );
  const fallback = bodyLimit({ maxSize: defaultBytes, onError: tooLarge(defaultBytes) });
  return createMiddleware<AppBindings>(async (c, next) => (byPath.get(c.req.path) ?? fallback)(c, next));
}
