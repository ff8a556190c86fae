import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { commonMessages } from '../../i18n/common-messages';
import { deleteOldWindows, incrementWindow } from './rate-limit.repository';

export interface RateLimitRule {
  /** e.g. `sign-in:ip:203.0.113.7`, `sign-in:account:ana@example.com`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt against every rule (fixed windows kept in the database, so all API instances share
 * them) and refuses with 429 once any rule is over its limit. Refused attempts count too: hammering does not
 * shorten the wait.
 */
export async function enforceRateLimits(db: AppDb, rules: RateLimitRule[], now: Date = new Date()): Promise<void> {
  let exceeded = false;
  for (const rule of rules) {
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const count = await incrementWindow(db, rule.key, windowStart);
    if (count === 1) await deleteOldWindows(db, rule.key, windowStart);
    if (count > rule.limit) exceeded = true;
  }
  if (exceeded) throw new AppError(429, 'too_many_requests', commonMessages.tooManyRequests);
}
