import { defineRecurringJob } from '../jobs';
import { eraseExpiredPictures } from './verification.service';

/**
 * Daily at 04:20 UTC: the pictures (and CURP, birth date) of verifications decided more than
 * VERIFICATION_RETENTION_DAYS before the run's own time are deleted; the decision stays.
 */
export const verificationRetention = defineRecurringJob(
  'verification.erase-pictures',
  { everyHours: 24, offsetMinutes: 260 },
  (deps, ranFor) => eraseExpiredPictures(deps, ranFor),
);
