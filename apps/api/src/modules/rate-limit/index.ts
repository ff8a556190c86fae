/** The rate-limit module's face: what other modules may use. */
export { countAttempt, enforceRateLimits } from './rate-limit.service';
export type { RateLimitRule } from './rate-limit.service';
