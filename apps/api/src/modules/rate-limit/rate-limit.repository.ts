import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { rateLimits } from '../../db/schema/rate-limits';

/** Adds one hit to the key's current window and returns the window's count (one atomic upsert). */
export async function incrementWindow(db: AppDb, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Drops this key's finished windows so the table stays small. */
export async function deleteOldWindows(db: AppDb, key: string, before: Date): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, before)));
}
