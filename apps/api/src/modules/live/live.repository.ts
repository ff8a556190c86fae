import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { reclaim } from '../../db/reclaim';
import { liveEvents } from '../../db/schema/live-events';

export type LiveEventRow = typeof liveEvents.$inferSelect;

/**
 * Stores one event per person and announces each on `channel` ('<user id> <event id>'), all in one round trip.
 * Inside a transaction the announcements wait for the commit, as NOTIFY does.
 */
export async function insertAndAnnounceLiveEvents(
  db: AppDb,
  channel: string,
  userIds: readonly string[],
  kind: string,
  payload: unknown,
): Promise<{ id: number; kind: string; payload: unknown }[]> {
  const result = await db.execute(sql`
    with event as (
      insert into ${liveEvents} (user_id, kind, payload)
      select person, ${kind}, ${JSON.stringify(payload)}::jsonb from unnest(${sql.param([...userIds])}::text[]) as person
      returning id, user_id, kind, payload
    )
    select id::float8 as id, kind, payload, pg_notify(${channel}, user_id || ' ' || id) from event order by id`);
  return (result as unknown as { rows: { id: number; kind: string; payload: unknown }[] }).rows;
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
  await reclaim(db, 'live_events');
}
