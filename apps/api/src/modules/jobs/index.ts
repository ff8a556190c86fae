/** The jobs module's face: what other modules may use. */
export { jobRetention } from './job-retention';
export { defineJob, runDueJobs, scheduleJob, startJobRunner } from './job-runner';
export { insertJob } from './jobs.repository';
export { defineRecurringJob, scheduleRecurringJobs } from './recurring-jobs';
