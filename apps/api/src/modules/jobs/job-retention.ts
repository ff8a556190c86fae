import { defineDailyJob } from './daily-jobs';
import { deleteFinishedJobsBefore } from './jobs.repository';

/** Finished jobs are kept a month, for looking into a failure; then they only slow the due-jobs scan. */
export const FINISHED_JOB_DAYS = 30;

export const jobRetention = defineDailyJob('jobs.prune', { hour: 3, minute: 20 }, async (deps, ranFor) => {
  const removed = await deleteFinishedJobsBefore(
    deps.database.db,
    new Date(ranFor.getTime() - FINISHED_JOB_DAYS * 86_400_000),
  );
  deps.logger.info({ removed }, 'finished jobs pruned');
});
