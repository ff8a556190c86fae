import { defineRecurringJob } from '../jobs';
import { deleteRemovalsBefore } from './search-text.repository';

/**
 * A removed listing's row is kept 90 days: search indexes need it for seconds, but a deleted listing's address
 * may answer "gone" (410) rather than "not found" for a while, which search engines read to drop it.
 */
export const REMOVAL_DAYS = 90;

export const removalsRetention = defineRecurringJob(
  'search.prune-removals',
  { everyHours: 24, offsetMinutes: 220 },
  (deps, ranFor) => deleteRemovalsBefore(deps.database.db, new Date(ranFor.getTime() - REMOVAL_DAYS * 86_400_000)),
);
