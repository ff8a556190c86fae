import type { AppDb } from '../../db/client';
import { TooManyRequestsError } from '../../http/app-error';
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
export async function enforceRateLimits(db: AppDb, rules: RateLimitRule[], now: Date): Promise<void> {
  let retryAfterMs = 0;
  for (const rule of rules) {
    const count = await countAttempt(db, rule, now);
    if (count > rule.limit) retryAfterMs = Math.max(retryAfterMs, windowEnd(rule, now) - now.getTime());
  }
  if (retryAfterMs > 0) {
    throw new TooManyRequestsError(
      Math.max(1, Math.ceil(retryAfterMs / 1000)),
      'too_many_requests',
      commonMessages.tooManyRequests,
    );
  }
}

/** Counts one attempt in the rule's current window and returns the window's count, refusing nothing. */
export async function countAttempt(db: AppDb, rule: RateLimitRule, now: Date): Promise<number> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const count = await incrementWindow(db, rule.key, windowStart);
  if (count === 1) await deleteOldWindows(db, rule.key, windowStart);
  return count;
}

function windowEnd(rule: RateLimitRule, now: Date): number {
  const windowMs = rule.windowSeconds * 1000;
  return Math.floor(now.getTime() / windowMs) * windowMs + windowMs;
}
