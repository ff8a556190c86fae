import type { AppDeps } from '../../app-deps';
import { defineJob, scheduleJob } from './job-runner';

type DailyHandler = (deps: AppDeps, ranFor: Date) => Promise<void>;

const daily = new Map<string, { hour: number; minute: number }>();

function nextRun(after: Date, { hour, minute }: { hour: number; minute: number }): Date {
  const next = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), hour, minute));
  if (next <= after) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

function scheduleNext(deps: AppDeps, kind: string, after: Date): Promise<void> {
  const at = nextRun(after, daily.get(kind)!);
  // The date in the dedupe key makes two instances, or a restart, schedule each day once.
  return scheduleJob(deps, kind, at, { at: at.toISOString() }, `${kind}:${at.toISOString().slice(0, 10)}`);
}

/** A daily job's handle: what `scheduleDailyJobs` starts. */
export type DailyJob = string & { readonly daily: unique symbol };

/**
 * A job that runs once a day at `hour:minute` UTC and schedules its next day itself, after its own time (a late
 * run must not schedule its own day again). The handle it returns is started by `scheduleDailyJobs` at boot.
 */
export function defineDailyJob(kind: string, at: { hour: number; minute: number }, handler: DailyHandler): DailyJob {
  daily.set(kind, at);
  defineJob(kind, async (deps, payload) => {
    const ranFor = new Date(Date.parse(String(payload.at ?? '')) || Date.now());
    await handler(deps, ranFor);
    await scheduleNext(deps, kind, new Date(Math.max(Date.now(), ranFor.getTime()) + 60_000));
  });
  return kind as DailyJob;
}

/** Schedules the next run of each daily job named (main.ts at boot; tests). */
export async function scheduleDailyJobs(deps: AppDeps, jobs: DailyJob[], after: Date = new Date()): Promise<void> {
  for (const kind of jobs) await scheduleNext(deps, kind, after);
}
