import { defineRecurringJob } from '../jobs';
import { expireAbandonedSessions } from './verification.service';

/**
 * Hourly at :35: provider sessions (Stripe Identity) pending longer than VERIFICATION_PENDING_EXPIRY_HOURS before
 * the run's own time are expired, so a person who abandoned the hosted page can start again.
 */
export const verificationExpiry = defineRecurringJob(
  'verification.expire-abandoned',
  { everyHours: 1, offsetMinutes: 35 },
  (deps, ranFor) => expireAbandonedSessions(deps, ranFor),
);
