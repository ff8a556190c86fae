import type { AppDb } from '../../db/client';
import type { JobKind, JobPayload } from './job-kind';
import { checkedPayload, registeredJobKind } from './job-registry';
import { insertJob } from './jobs.repository';

export interface EnqueueOptions {
  /** When it is due: the app clock's now for "as soon as possible" (decision 060), or later. */
  runAt: Date;
  /** Same key, same job: enqueued once however often it is asked (the first one stands). */
  dedupeKey?: string;
}

/**
 * Queues a job of a registered kind. Pass the caller's transaction: the job then commits with the change that
 * causes it, or not at all, and is run by the job runner after the commit (retried with a growing delay).
 */
export async function enqueueJob<P extends JobPayload>(
  db: AppDb,
  kind: JobKind<P>,
  payload: P,
  options: EnqueueOptions,
): Promise<void> {
  if (registeredJobKind(kind.name) !== kind)
    throw new Error(`Job kind '${kind.name}' is not registered (job-kinds.ts lists what runs).`);
  await insertJob(db, {
    kind: kind.name,
    runAt: options.runAt,
    payload: checkedPayload(kind, payload),
    dedupeKey: options.dedupeKey,
  });
}
