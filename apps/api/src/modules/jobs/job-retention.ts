import { defineRecurringJob } from './recurring-jobs';
import { deleteFinishedJobsBefore } from './jobs.repository';

/** Finished jobs are kept a month, for looking into a failure; then they only slow the due-jobs scan. */
export const FINISHED_JOB_DAYS = 30;

export const jobRetention = defineRecurringJob(
  'jobs.prune',
  { everyHours: 24, offsetMinutes: 200 },
  async (deps, ranFor) => {
    const removed = await deleteFinishedJobsBefore(
      deps.database.db,
      new Date(ranFor.getTime() - FINISHED_JOB_DAYS * 86_400_000),
    );
    deps.logger.info({ removed }, 'finished jobs pruned');
  },
);
