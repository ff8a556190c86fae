import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { reclaim } from '../../db/reclaim';
import { jobs } from '../../db/schema/jobs';

export type JobRow = typeof jobs.$inferSelect;

/** Schedules a job; with a dedupe key already used, nothing happens (the first one stands). */
export async function insertJob(
  db: AppDb,
  job: { kind: string; runAt: Date; payload: Record<string, unknown>; dedupeKey?: string },
): Promise<void> {
  await db.insert(jobs).values(job).onConflictDoNothing({ target: jobs.dedupeKey });
}

/**
 * Claims up to `limit` due jobs for `leaseSeconds`: rows locked by another instance are skipped, and a claim
 * whose lease ran out (the instance died) can be taken again.
 */
export async function claimDueJobs(db: AppDb, now: Date, limit: number, leaseSeconds: number): Promise<JobRow[]> {
  const result = await db.execute(sql`
    update jobs set locked_until = ${now.toISOString()}::timestamptz + make_interval(secs => ${leaseSeconds}),
                    attempts = attempts + 1
    where id in (
      select id from jobs
      where done_at is null and run_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, run_at as "runAt", attempts`);
  return (result as unknown as { rows: JobRow[] }).rows;
}

export async function markJobDone(db: AppDb, id: number, now: Date): Promise<void> {
  await db.execute(
    sql`update jobs set done_at = ${now.toISOString()}::timestamptz, locked_until = null where id = ${id}`,
  );
}

/** A failed job is retried later with a growing delay, at most 5 times. */
export async function markJobFailed(
  db: AppDb,
  id: number,
  attempts: number,
  { error, now }: { error: string; now: Date },
): Promise<void> {
  const delaySeconds = Math.min(3600, 30 * 2 ** attempts);
  const at = now.toISOString();
  await db.execute(sql`
    update jobs set locked_until = null, last_error = ${error.slice(0, 500)},
      run_at = ${at}::timestamptz + make_interval(secs => ${delaySeconds}),
      done_at = case when ${attempts} >= 5 then ${at}::timestamptz else null end
    where id = ${id}`);
}

/** Finished jobs (done or given up) older than `before`: their dedupe keys are days or settled records by then. */
export async function deleteFinishedJobsBefore(db: AppDb, before: Date): Promise<number> {
  const result = await db.execute(
    sql`delete from jobs where done_at is not null and done_at < ${before.toISOString()}::timestamptz`,
  );
  // node-postgres says rowCount, PGlite affectedRows.
  const counted = result as unknown as { rowCount?: number | null; affectedRows?: number };
  await reclaim(db, 'jobs');
  return counted.rowCount ?? counted.affectedRows ?? 0;
}
