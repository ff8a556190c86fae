import { findMentions } from '@vira/domain/community';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../client';
import { appMeta } from '../schema/app-meta';
import {
  communityEventAttendees,
  communityEvents,
  communityGroupMembers,
  communityGroups,
  communityPostLikes,
  communityPosts,
  communityTopics,
} from '../schema/community';
import { profiles } from '../schema/profiles';
import { SAMPLE_COMMUNITY_AUTHORS, SAMPLE_EVENTS, SAMPLE_GROUPS, SAMPLE_TOPICS } from './sample-community-texts';

const SEED_KEY = 'sample_community_seeded';
// A fixed reference moment: sample data is identical on every run, so the clock is never read.
const BASE_TIME = Date.UTC(2026, 10, 1, 15, 0, 0);
const HOUR_MS = 3_600_000;

/**
 * Seeds the sample community once (after the catalogue, whose sample profiles are its authors). Every row is
 * marked `sample`; the marker row is written in the same transaction, so a crash leaves nothing behind.
 */
export async function seedSampleCommunity({ database, logger }: AppDeps): Promise<void> {
  const db = database.db;
  const done = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done.length > 0) return;
  let seeded = false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
    if (again.length > 0) return;
    const authors = await tx
      .select({ id: profiles.userId, fullName: profiles.fullName })
      .from(profiles)
      .where(inArray(profiles.userId, [...SAMPLE_COMMUNITY_AUTHORS]));
    // Without the sample catalogue's people there is nobody to write the sample community.
    if (authors.length < SAMPLE_COMMUNITY_AUTHORS.length) return;
    await insertCommunity(tx as unknown as AppDb, authors);
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    seeded = true;
  });
  if (seeded) logger.info('sample community seeded');
}

const at = (hours: number) => new Date(BASE_TIME + hours * HOUR_MS);

async function insertCommunity(tx: AppDb, authors: { id: string; fullName: string | null }[]): Promise<void> {
  const author = (i: number) => SAMPLE_COMMUNITY_AUTHORS[i]!;
  const groupIds = new Map<string, string>();
  for (const g of SAMPLE_GROUPS) {
    const [row] = await tx
      .insert(communityGroups)
      .values({
        name: g.name,
        city: g.city,
        description: g.description,
        createdBy: author(g.members[0]),
        memberCount: g.members.length,
        sample: true,
        createdAt: at(-24 * 30),
      })
      .returning({ id: communityGroups.id });
    groupIds.set(g.key, row!.id);
    await tx.insert(communityGroupMembers).values(g.members.map((m) => ({ groupId: row!.id, userId: author(m) })));
  }

  let hour = -24 * 20;
  for (const topic of SAMPLE_TOPICS) {
    const first = topic.posts[0]!;
    hour += 7;
    const last = hour + (topic.posts.length - 1) * 3;
    const [row] = await tx
      .insert(communityTopics)
      .values({
        category: topic.category,
        groupId: topic.group ? groupIds.get(topic.group) : null,
        authorId: author(first[0]),
        title: topic.title,
        pinned: topic.pinned ?? false,
        closed: topic.closed ?? false,
        replyCount: topic.posts.length - 1,
        sample: true,
        createdAt: at(hour),
        lastPostAt: at(last),
      })
      .returning({ id: communityTopics.id });
    const participants: { id: string; fullName: string | null }[] = [];
    for (const [i, [who, body, likes]] of topic.posts.entries()) {
      const authorId = author(who);
      const mentions = findMentions(
        body,
        participants.filter((p) => p.id !== authorId),
      ).map((p) => p.id);
      const [post] = await tx
        .insert(communityPosts)
        .values({ topicId: row!.id, authorId, body, mentions, likeCount: likes, createdAt: at(hour + i * 3) })
        .returning({ id: communityPosts.id });
      if (likes > 0)
        await tx.insert(communityPostLikes).values(
          Array.from({ length: likes }, (_, k) => ({
            postId: post!.id,
            userId: author((who + 1 + k) % SAMPLE_COMMUNITY_AUTHORS.length),
          })),
        );
      const me = authors.find((a) => a.id === authorId);
      if (me && !participants.some((p) => p.id === me.id)) participants.push(me);
    }
  }

  for (const e of SAMPLE_EVENTS) {
    const [row] = await tx
      .insert(communityEvents)
      .values({
        groupId: groupIds.get(e.group) ?? null,
        organizerId: author(e.organizer),
        title: e.title,
        description: e.description,
        startsAt: new Date(e.startsAt),
        city: e.city,
        place: e.place,
        onlineUrl: 'onlineUrl' in e ? e.onlineUrl : null,
        status: e.status,
        capacity: e.capacity,
        attendeeCount: e.attendees.length,
        sample: true,
      })
      .returning({ id: communityEvents.id });
    await tx.insert(communityEventAttendees).values(e.attendees.map((a) => ({ eventId: row!.id, userId: author(a) })));
  }
}
