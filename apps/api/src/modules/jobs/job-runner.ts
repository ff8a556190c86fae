import type { AppDeps } from '../../app-deps';
import { checkedPayload, registeredJobKind } from './job-registry';
import { claimDueJobs, markJobDone, markJobFailed } from './jobs.repository';

/**
 * Runs every job due at `now` (the app's clock unless a test names a time) once. Each handler re-reads the state it acts on, so a job run again after a
 * crash between the work and `done` changes nothing the second time.
 */
export async function runDueJobs(deps: AppDeps, now: Date = deps.clock.now()): Promise<number> {
  let ran = 0;
  for (;;) {
    const batch = await claimDueJobs(deps.database.db, now, 20, deps.env.JOBS_LEASE_SECONDS);
    if (batch.length === 0) return ran;
    for (const job of batch) {
      const kind = registeredJobKind(job.kind);
      try {
        if (!kind) throw new Error(`no job kind is registered as ${job.kind}`);
        await kind.run(deps, checkedPayload(kind, job.payload));
        await markJobDone(deps.database.db, job.id, deps.clock.now());
      } catch (error) {
        deps.logger.error({ err: error, job: job.id, kind: job.kind }, 'job failed');
        await markJobFailed(deps.database.db, job.id, job.attempts, {
          error: error instanceof Error ? error.message : String(error),
          now: deps.clock.now(),
        });
      }
      ran += 1;
    }
  }
}

/** Polls for due jobs every few seconds until stopped; stopping waits for the running batch. */
export function startJobRunner(deps: AppDeps, intervalMs = 5000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = runDueJobs(deps)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'job runner failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  let timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
