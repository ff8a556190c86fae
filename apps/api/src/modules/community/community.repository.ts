import { and, asc, desc, eq, gte, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  communityEventAttendees,
  communityEvents,
  communityGroupMembers,
  communityGroups,
  communityPostLikes,
  communityPostReports,
  communityPosts,
  communityTopics,
} from '../../db/schema/community';
import { profiles } from '../../db/schema/profiles';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
type Db = AppDb | Tx;

export type TopicRow = typeof communityTopics.$inferSelect;
export type PostRow = typeof communityPosts.$inferSelect;
export type GroupRow = typeof communityGroups.$inferSelect;
export type EventRow = typeof communityEvents.$inferSelect;
export interface PersonRow {
  id: string;
  fullName: string | null;
  isVira: boolean;
}

export async function findPeople(db: Db, ids: readonly string[]): Promise<Map<string, PersonRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.userId, fullName: profiles.fullName, isVira: profiles.isVira })
    .from(profiles)
    .where(inArray(profiles.userId, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function categoryStats(db: Db) {
  return db
    .select({
      category: communityTopics.category,
      topicCount: sql<number>`count(*)::int`,
      postCount: sql<number>`coalesce(sum(${communityTopics.replyCount} + 1), 0)::int`,
      lastPostAt: sql<Date | null>`max(${communityTopics.lastPostAt})`,
    })
    .from(communityTopics)
    .groupBy(communityTopics.category);
}

function topicFilter(filter: { category?: string; groupId?: string }): SQL | undefined {
  return and(
    filter.category ? eq(communityTopics.category, filter.category) : undefined,
    filter.groupId ? eq(communityTopics.groupId, filter.groupId) : undefined,
  );
}

/** Pinned first, then most recently active: the order the list index holds. */
export async function listTopics(
  db: Db,
  filter: { category?: string; groupId?: string },
  offset: number,
  limit: number,
): Promise<TopicRow[]> {
  return db
    .select()
    .from(communityTopics)
    .where(topicFilter(filter))
    .orderBy(desc(communityTopics.pinned), desc(communityTopics.lastPostAt), desc(communityTopics.id))
    .offset(offset)
    .limit(limit);
}

export async function countTopics(db: Db, filter: { category?: string; groupId?: string }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityTopics)
    .where(topicFilter(filter));
  return row?.n ?? 0;
}

export async function findTopic(db: Db, id: string): Promise<TopicRow | undefined> {
  const [row] = await db.select().from(communityTopics).where(eq(communityTopics.id, id)).limit(1);
  return row;
}

export async function insertTopic(db: Db, values: typeof communityTopics.$inferInsert): Promise<TopicRow> {
  const [row] = await db.insert(communityTopics).values(values).returning();
  return row!;
}

export async function insertPost(db: Db, values: typeof communityPosts.$inferInsert): Promise<PostRow> {
  const [row] = await db.insert(communityPosts).values(values).returning();
  return row!;
}

/** Counts a reply on its topic, unless the topic is closed; false when it is (checked and changed in one write). */
export async function bumpOpenTopic(db: Db, topicId: string): Promise<boolean> {
  const rows = await db
    .update(communityTopics)
    .set({ replyCount: sql`${communityTopics.replyCount} + 1`, lastPostAt: sql`now()` })
    .where(and(eq(communityTopics.id, topicId), eq(communityTopics.closed, false)))
    .returning({ id: communityTopics.id });
  return rows.length > 0;
}

export async function setTopicFlags(db: Db, id: string, flags: { pinned?: boolean; closed?: boolean }) {
  const [row] = await db.update(communityTopics).set(flags).where(eq(communityTopics.id, id)).returning();
  return row;
}

export async function listPosts(db: Db, topicId: string, viewerId: string | null) {
  return db
    .select({
      post: communityPosts,
      likedByMe: viewerId
        ? sql<boolean>`exists (select 1 from ${communityPostLikes} l where l.post_id = ${communityPosts.id} and l.user_id = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(communityPosts)
    .where(eq(communityPosts.topicId, topicId))
    .orderBy(asc(communityPosts.createdAt), asc(communityPosts.id))
    .limit(500);
}

export async function findPost(db: Db, id: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(communityPosts).where(eq(communityPosts.id, id)).limit(1);
  return row;
}

/** Everyone who wrote in the topic: the people a new post may mention. */
export async function topicParticipants(db: Db, topicId: string): Promise<PersonRow[]> {
  return db
    .selectDistinct({ id: profiles.userId, fullName: profiles.fullName, isVira: profiles.isVira })
    .from(communityPosts)
    .innerJoin(profiles, eq(profiles.userId, communityPosts.authorId))
    .where(eq(communityPosts.topicId, topicId));
}

/** Only the author's own, still visible post changes; undefined otherwise. */
export async function updatePostBody(db: Db, id: string, authorId: string, body: string, mentions: string[]) {
  const [row] = await db
    .update(communityPosts)
    .set({ body, mentions, editedAt: sql`now()` })
    .where(and(eq(communityPosts.id, id), eq(communityPosts.authorId, authorId), isNull(communityPosts.hiddenAt)))
    .returning();
  return row;
}

export async function addLike(db: Db, postId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await tx.insert(communityPostLikes).values({ postId, userId }).onConflictDoNothing().returning();
    if (added.length > 0)
      await tx
        .update(communityPosts)
        .set({ likeCount: sql`${communityPosts.likeCount} + 1` })
        .where(eq(communityPosts.id, postId));
  });
}

export async function removeLike(db: Db, postId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(communityPostLikes)
      .where(and(eq(communityPostLikes.postId, postId), eq(communityPostLikes.userId, userId)))
      .returning();
    if (removed.length > 0)
      await tx
        .update(communityPosts)
        .set({ likeCount: sql`greatest(${communityPosts.likeCount} - 1, 0)` })
        .where(eq(communityPosts.id, postId));
  });
}

export async function likeCount(db: Db, postId: string): Promise<number> {
  const [row] = await db
    .select({ n: communityPosts.likeCount })
    .from(communityPosts)
    .where(eq(communityPosts.id, postId));
  return row?.n ?? 0;
}

export async function insertReport(db: Db, postId: string, reporterId: string, reason: string | null) {
  await db.insert(communityPostReports).values({ postId, reporterId, reason }).onConflictDoNothing();
}

/** Open reports, one row per reported post (its latest reason and how many people reported it). */
export async function openReports(db: Db, limit: number) {
  return db
    .select({
      id: sql<string>`(array_agg(${communityPostReports.id} order by ${communityPostReports.createdAt} desc))[1]`,
      reason: sql<
        string | null
      >`(array_agg(${communityPostReports.reason} order by ${communityPostReports.createdAt} desc))[1]`,
      reportCount: sql<number>`count(*)::int`,
      createdAt: sql<Date>`max(${communityPostReports.createdAt})`,
      post: communityPosts,
      topicTitle: communityTopics.title,
    })
    .from(communityPostReports)
    .innerJoin(communityPosts, eq(communityPosts.id, communityPostReports.postId))
    .innerJoin(communityTopics, eq(communityTopics.id, communityPosts.topicId))
    .where(isNull(communityPostReports.resolvedAt))
    .groupBy(communityPosts.id, communityTopics.title)
    .orderBy(desc(sql`max(${communityPostReports.createdAt})`))
    .limit(limit);
}

/** Hides the post and closes its reports; false when there is no such post. */
export async function hidePost(tx: Tx, id: string, reason: string): Promise<boolean> {
  const rows = await tx
    .update(communityPosts)
    .set({ hiddenAt: sql`now()`, hiddenReason: reason })
    .where(eq(communityPosts.id, id))
    .returning({ id: communityPosts.id });
  if (rows.length === 0) return false;
  await tx
    .update(communityPostReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(communityPostReports.postId, id), isNull(communityPostReports.resolvedAt)));
  return true;
}

// Groups.

export async function listGroups(db: Db, city: string | undefined, viewerId: string | null) {
  return db
    .select({
      group: communityGroups,
      isMember: viewerId
        ? sql<boolean>`exists (select 1 from ${communityGroupMembers} m where m.group_id = ${communityGroups.id} and m.user_id = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(communityGroups)
    .where(city ? ilike(communityGroups.city, `%${city.replace(/[\\%_]/g, '\\$&')}%`) : undefined)
    .orderBy(desc(communityGroups.memberCount), asc(communityGroups.city))
    .limit(100);
}

export async function findGroup(db: Db, id: string): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(communityGroups).where(eq(communityGroups.id, id)).limit(1);
  return row;
}

export async function insertGroup(db: AppDb, values: typeof communityGroups.$inferInsert): Promise<GroupRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityGroups)
      .values({ ...values, memberCount: 1 })
      .returning();
    await tx.insert(communityGroupMembers).values({ groupId: row!.id, userId: values.createdBy });
    return row!;
  });
}

export async function joinGroup(db: AppDb, groupId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await tx.insert(communityGroupMembers).values({ groupId, userId }).onConflictDoNothing().returning();
    if (added.length > 0)
      await tx
        .update(communityGroups)
        .set({ memberCount: sql`${communityGroups.memberCount} + 1` })
        .where(eq(communityGroups.id, groupId));
  });
}

export async function leaveGroup(db: AppDb, groupId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(communityGroupMembers)
      .where(and(eq(communityGroupMembers.groupId, groupId), eq(communityGroupMembers.userId, userId)))
      .returning();
    if (removed.length > 0)
      await tx
        .update(communityGroups)
        .set({ memberCount: sql`greatest(${communityGroups.memberCount} - 1, 0)` })
        .where(eq(communityGroups.id, groupId));
  });
}

// Events.

const attendingSql = (viewerId: string | null) =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${communityEventAttendees} a where a.event_id = ${communityEvents.id} and a.user_id = ${viewerId})`
    : sql<boolean>`false`;

/** Events from a day ago on, soonest first. */
export async function listEvents(db: Db, groupId: string | undefined, viewerId: string | null, since: Date) {
  return db
    .select({ event: communityEvents, attending: attendingSql(viewerId) })
    .from(communityEvents)
    .where(and(gte(communityEvents.startsAt, since), groupId ? eq(communityEvents.groupId, groupId) : undefined))
    .orderBy(asc(communityEvents.startsAt))
    .limit(100);
}

export async function findEvent(db: Db, id: string, viewerId: string | null) {
  const [row] = await db
    .select({ event: communityEvents, attending: attendingSql(viewerId) })
    .from(communityEvents)
    .where(eq(communityEvents.id, id))
    .limit(1);
  return row;
}

export async function insertEvent(db: Db, values: typeof communityEvents.$inferInsert): Promise<EventRow> {
  const [row] = await db.insert(communityEvents).values(values).returning();
  return row!;
}

export async function updateEvent(db: Db, id: string, organizerId: string, set: Partial<EventRow>) {
  const [row] = await db
    .update(communityEvents)
    .set(set)
    .where(and(eq(communityEvents.id, id), eq(communityEvents.organizerId, organizerId)))
    .returning();
  return row;
}

export async function attendees(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: communityEventAttendees.userId })
    .from(communityEventAttendees)
    .where(eq(communityEventAttendees.eventId, eventId))
    .orderBy(asc(communityEventAttendees.createdAt));
  return rows.map((r) => r.userId);
}

/**
 * Takes a seat: 'added', 'already' (was attending), or 'full'. The count moves only while it stays within the
 * capacity, in the same statement that checks it, so two people racing for the last seat cannot both get it.
 */
export async function takeSeat(db: AppDb, eventId: string, userId: string): Promise<'added' | 'already' | 'full'> {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(communityEventAttendees)
      .values({ eventId, userId })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0) return 'already';
    const counted = await tx
      .update(communityEvents)
      .set({ attendeeCount: sql`${communityEvents.attendeeCount} + 1` })
      .where(and(eq(communityEvents.id, eventId), sql`${communityEvents.attendeeCount} < ${communityEvents.capacity}`))
      .returning({ id: communityEvents.id });
    if (counted.length > 0) return 'added';
    await tx
      .delete(communityEventAttendees)
      .where(and(eq(communityEventAttendees.eventId, eventId), eq(communityEventAttendees.userId, userId)));
    return 'full';
  });
}

export async function releaseSeat(db: AppDb, eventId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(communityEventAttendees)
      .where(and(eq(communityEventAttendees.eventId, eventId), eq(communityEventAttendees.userId, userId)))
      .returning();
    if (removed.length > 0)
      await tx
        .update(communityEvents)
        .set({ attendeeCount: sql`greatest(${communityEvents.attendeeCount} - 1, 0)` })
        .where(eq(communityEvents.id, eventId));
  });
}
