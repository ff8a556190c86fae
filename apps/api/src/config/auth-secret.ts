import { randomBytes } from 'node:crypto';
import type { Env } from './env';

/** Fixed only outside production (env.ts refuses production without AUTH_SECRET), so dev sessions survive restarts. */
const DEVELOPMENT_SECRET = 'vira-development-secret-do-not-use-in-production';
// One per process, so everything keyed from it (sessions, sealed pictures, the audit signing key) agrees.
const THROWAWAY_SECRET = randomBytes(32).toString('hex');

/**
 * The secret that sessions are signed with and that other keys are derived from (HKDF, per purpose). Read from the
 * configuration rather than the auth module, so the modules that derive keys from it depend on no feature.
 */
export function authSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  // The browser-test server runs in production mode: a throwaway secret for that one process.
  if (env.NODE_ENV === 'production') return THROWAWAY_SECRET;
  return DEVELOPMENT_SECRET;
}
