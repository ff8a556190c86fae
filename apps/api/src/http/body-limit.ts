import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { commonMessages } from '../i18n/common-messages';
import { AppError } from './app-error';
import type { AppBindings } from './context';

/** JSON bodies: a cart, a review or a billing form is a few kilobytes; a megabyte leaves ample room. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Refuses a body over its route's limit with 413 before anything reads it (Content-Length first, then while
 * streaming), so a 600 MB request costs the server at most the limit. `overrides` give upload routes (matched on
 * the path) their own limit; everything else gets `defaultBytes`, webhooks included, before their signature is
 * checked.
 */
export function limitRequestBodies(defaultBytes: number, overrides: readonly { path: RegExp; bytes: number }[]) {
  const tooLarge = (bytes: number) => () => {
    throw new AppError(413, 'payload_too_large', commonMessages.payloadTooLarge, {
      size: `${Math.round(bytes / (1024 * 1024))} MB`,
    });
  };
  const limited = overrides.map(({ path, bytes }) => ({
    path,
    check: bodyLimit({ maxSize: bytes, onError: tooLarge(bytes) }),
  }));
  const fallback = bodyLimit({ maxSize: defaultBytes, onError: tooLarge(defaultBytes) });
  return createMiddleware<AppBindings>(async (c, next) =>
    (limited.find(({ path }) => path.test(c.req.path))?.check ?? fallback)(c, next),
  );
}
