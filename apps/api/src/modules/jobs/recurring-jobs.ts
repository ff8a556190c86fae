import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { enqueueJob } from './enqueue-job';
import { defineJob, type JobKind, type Recurrence } from './job-kind';
import { registeredJobKinds } from './job-registry';

type RecurringHandler = (deps: AppDeps, ranFor: Date) => Promise<unknown>;

const slotPayload = z.object({ at: z.iso.datetime() });

/** A job that runs on a clock: what `scheduleRecurringJobs` starts. */
export type RecurringJob = JobKind<z.output<typeof slotPayload>> & { readonly every: Recurrence };

function nextRun(after: Date, { everyHours, offsetMinutes = 0 }: Recurrence): Date {
  const period = everyHours * 3_600_000;
  const offset = offsetMinutes * 60_000;
  return new Date((Math.floor((after.getTime() - offset) / period) + 1) * period + offset);
}

function scheduleNext(deps: AppDeps, job: RecurringJob, after: Date): Promise<void> {
  const at = nextRun(after, job.every);
  // The run's time in the dedupe key makes two instances, or a restart, schedule each run once.
  return enqueueJob(
    deps.database.db,
    job,
    { at: at.toISOString() },
    { runAt: at, dedupeKey: `${job.name}:${at.toISOString()}` },
  );
}

/**
 * The one way to run something on a clock: a durable job that, once run, schedules its next slot after its own
 * time (a late run must not schedule its own slot again). Registered like every job kind; started by
 * `scheduleRecurringJobs`.
 */
export function defineRecurringJob(name: string, every: Recurrence, handler: RecurringHandler): RecurringJob {
  const job: RecurringJob = {
    ...defineJob(name, slotPayload, async (deps, payload) => {
      const ranFor = new Date(Date.parse(payload.at));
      await handler(deps, ranFor);
      await scheduleNext(deps, job, new Date(Math.max(deps.clock.now().getTime(), ranFor.getTime())));
    }),
    every,
  };
  return job;
}

/** Every registered job that runs on a clock (main.ts starts them all). */
export function registeredRecurringJobs(): RecurringJob[] {
  return registeredJobKinds().filter((kind): kind is RecurringJob => kind.every !== undefined);
}

/** Schedules the next run of each recurring job named (main.ts at boot; tests). */
export async function scheduleRecurringJobs(
  deps: AppDeps,
  jobs: RecurringJob[],
  after: Date = deps.clock.now(),
): Promise<void> {
  for (const job of jobs) await scheduleNext(deps, job, after);
}
