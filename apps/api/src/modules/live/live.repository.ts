import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { liveEvents } from '../../db/schema/live-events';

export type LiveEventRow = typeof liveEvents.$inferSelect;

export async function insertLiveEvent(
  db: AppDb,
  userId: string,
  kind: string,
  payload: unknown,
): Promise<LiveEventRow> {
  const [row] = await db.insert(liveEvents).values({ userId, kind, payload }).returning();
  return row!;
}

export async function findLiveEvent(db: AppDb, id: number): Promise<LiveEventRow | undefined> {
  const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, id));
  return row;
}

/** What a reconnecting client missed, oldest first. */
export async function findLiveEventsAfter(
  db: AppDb,
  userId: string,
  afterId: number,
  limit: number,
): Promise<LiveEventRow[]> {
  return db
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

export async function deleteLiveEventsBefore(db: AppDb, before: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, before));
}
