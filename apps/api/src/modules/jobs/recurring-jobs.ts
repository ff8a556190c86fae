import type { AppDeps } from '../../app-deps';
import { defineJob, scheduleJob } from './job-runner';

type RecurringHandler = (deps: AppDeps, ranFor: Date) => Promise<unknown>;

/** Every `everyHours` hours, `offsetMinutes` after each slot's start (UTC): daily at 00:10 is `{ 24, 10 }`. */
export interface Recurrence {
  everyHours: number;
  offsetMinutes?: number;
}

const recurrences = new Map<string, Recurrence>();

function nextRun(after: Date, { everyHours, offsetMinutes = 0 }: Recurrence): Date {
  const period = everyHours * 3_600_000;
  const offset = offsetMinutes * 60_000;
  return new Date((Math.floor((after.getTime() - offset) / period) + 1) * period + offset);
}

function scheduleNext(deps: AppDeps, kind: string, after: Date): Promise<void> {
  const at = nextRun(after, recurrences.get(kind)!);
  // The run's time in the dedupe key makes two instances, or a restart, schedule each run once.
  return scheduleJob(deps, kind, at, { at: at.toISOString() }, `${kind}:${at.toISOString()}`);
}

/** A recurring job's handle: what `scheduleRecurringJobs` starts. */
export type RecurringJob = string & { readonly recurring: unique symbol };

/**
 * The one way to run something on a clock: a durable job that, once run, schedules its next slot after its own
 * time (a late run must not schedule its own slot again). Its handle is started by `scheduleRecurringJobs`.
 */
export function defineRecurringJob(kind: string, every: Recurrence, handler: RecurringHandler): RecurringJob {
  recurrences.set(kind, every);
  defineJob(kind, async (deps, payload) => {
    const ranFor = new Date(Date.parse(String(payload.at ?? '')) || Date.now());
    await handler(deps, ranFor);
    await scheduleNext(deps, kind, new Date(Math.max(Date.now(), ranFor.getTime())));
  });
  return kind as RecurringJob;
}

/** Schedules the next run of each recurring job named (main.ts at boot; tests). */
export async function scheduleRecurringJobs(
  deps: AppDeps,
  jobs: RecurringJob[],
  after: Date = new Date(),
): Promise<void> {
  for (const kind of jobs) await scheduleNext(deps, kind, after);
}
