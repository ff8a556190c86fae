import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';

export type JobPayload = Record<string, unknown>;

/** Every `everyHours` hours, `offsetMinutes` after each slot's start (UTC): daily at 00:10 is `{ 24, 10 }`. */
export interface Recurrence {
  everyHours: number;
  offsetMinutes?: number;
}

/**
 * One kind of durable job, declared once: its name (stored in `jobs.kind`), the schema of its payload and what it
 * does. Enqueuing takes the kind itself, so a job of a kind nobody declared, or a payload of the wrong shape,
 * does not compile; the schema refuses it again at run time (a payload is JSON that outlives deploys).
 */
export interface JobKind<P extends JobPayload = JobPayload> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  readonly run: (deps: AppDeps, payload: P) => Promise<void>;
  /** Set for a job that runs on a clock (`defineRecurringJob`). */
  readonly every?: Recurrence;
}

export function defineJob<S extends z.ZodType<JobPayload>>(
  name: string,
  payload: S,
  run: (deps: AppDeps, payload: z.output<S>) => Promise<void>,
): JobKind<z.output<S>> {
  return { name, payload: payload as unknown as z.ZodType<z.output<S>>, run };
}
