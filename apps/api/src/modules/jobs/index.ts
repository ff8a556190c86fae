/** The jobs module's face: what other modules may use. */
export { enqueueJob, type EnqueueOptions } from './enqueue-job';
export { jobRetention } from './job-retention';
export { defineJob, type JobKind, type JobPayload } from './job-kind';
export { registerJobKinds, registeredJobKinds, type AnyJobKind } from './job-registry';
export { runDueJobs, startJobRunner } from './job-runner';
export {
  defineRecurringJob,
  registeredRecurringJobs,
  scheduleRecurringJobs,
  type RecurringJob,
} from './recurring-jobs';
