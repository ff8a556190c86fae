import {
  COMMUNITY_CATEGORIES,
  POST_RATE_LIMITS,
  TOPIC_PAGE_SIZE,
  findMentions,
  type CommunityEvent,
  type CommunityEventDetail,
  type CommunityGroup,
  type CommunityOverview,
  type CommunityPost,
  type CommunityReport,
  type CommunityTopic,
  type CommunityTopicPage,
  type EventUpdate,
  type NewEvent,
  type NewGroup,
  type NewPost,
  type NewTopic,
} from '@vira/domain/community';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { commonMessages } from '../../i18n/common-messages';
import { isAdmin } from '../staff';
import { recordAction } from '../staff';
import { notify } from '../notifications';
import { enforceRateLimits } from '../rate-limit';
import { containsHtml } from './community-markdown';
import { toEvent, toGroup, toPerson, toPost, toTopicSummary } from './community.mapper';
import { communityMessages } from './community.messages';
import * as repo from './community.repository';

const notFound = () => new AppError(404, 'not_found', commonMessages.notFound);

function checkMarkdown(body: string): void {
  if (containsHtml(body))
    throw new AppError(400, 'html_not_allowed', communityMessages.htmlNotAllowed, {}, { body: 'html' });
}

async function limitPosting(db: AppDb, userId: string, now: Date): Promise<void> {
  await enforceRateLimits(
    db,
    POST_RATE_LIMITS.map((rule) => ({ key: `community-post:${userId}:${rule.windowSeconds}`, ...rule })),
    now,
  );
}

export async function overview(db: AppDb): Promise<CommunityOverview> {
  const stats = new Map((await repo.categoryStats(db)).map((s) => [s.category, s]));
  return {
    categories: COMMUNITY_CATEGORIES.map((key) => {
      const s = stats.get(key);
      return {
        key,
        topicCount: s?.topicCount ?? 0,
        postCount: s?.postCount ?? 0,
        lastPostAt: s?.lastPostAt ? new Date(s.lastPostAt).toISOString() : null,
      };
    }),
  };
}

export async function listTopics(
  db: AppDb,
  filter: { category?: string; groupId?: string; page: number },
): Promise<CommunityTopicPage> {
  const offset = (filter.page - 1) * TOPIC_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    repo.listTopics(db, filter, offset, TOPIC_PAGE_SIZE),
    repo.countTopics(db, filter),
  ]);
  const people = await repo.findPeople(
    db,
    rows.map((r) => r.authorId),
  );
  return {
    topics: rows.map((r) => toTopicSummary(r, people)),
    total,
    page: filter.page,
    pageSize: TOPIC_PAGE_SIZE,
  };
}

export async function getTopic(deps: AppDeps, id: string, viewer: SessionUser | undefined): Promise<CommunityTopic> {
  const { db } = deps.database;
  const topic = await repo.findTopic(db, id);
  if (!topic) throw notFound();
  const posts = await repo.listPosts(db, id, viewer?.id ?? null);
  const people = await repo.findPeople(db, [
    topic.authorId,
    ...posts.flatMap(({ post }) => [post.authorId, ...post.mentions]),
  ]);
  const admin = isAdmin(deps.env, viewer);
  return {
    ...toTopicSummary(topic, people),
    posts: posts.map(({ post, likedByMe }) => toPost(post, people, likedByMe)),
    canModerate: admin,
    canClose: admin || viewer?.id === topic.authorId,
  };
}

export async function createTopic(deps: AppDeps, user: SessionUser, input: NewTopic): Promise<CommunityTopic> {
  const { db } = deps.database;
  checkMarkdown(input.body);
  if (input.groupId && !(await repo.findGroup(db, input.groupId))) throw notFound();
  await limitPosting(db, user.id, deps.clock.now());
  const topic = await db.transaction(async (tx) => {
    const row = await repo.insertTopic(tx, {
      category: input.category,
      groupId: input.groupId ?? null,
      authorId: user.id,
      title: input.title,
    });
    await repo.insertPost(tx, { topicId: row.id, authorId: user.id, body: input.body });
    return row;
  });
  return getTopic(deps, topic.id, user);
}

/** A reply: refused on a closed topic; people of the topic named with @Name hear about it. */
export async function reply(deps: AppDeps, user: SessionUser, topicId: string, input: NewPost): Promise<CommunityPost> {
  const { db } = deps.database;
  const topic = await repo.findTopic(db, topicId);
  if (!topic) throw notFound();
  checkMarkdown(input.body);
  if (input.replyToId) {
    const target = await repo.findPost(db, input.replyToId);
    if (!target || target.topicId !== topicId)
      throw new AppError(400, 'reply_elsewhere', communityMessages.replyElsewhere, {}, { replyToId: 'invalid' });
  }
  if (topic.closed) throw new AppError(409, 'topic_closed', communityMessages.topicClosed);
  await limitPosting(db, user.id, deps.clock.now());
  const mentioned = findMentions(
    input.body,
    (await repo.topicParticipants(db, topicId)).filter((p) => p.id !== user.id),
  );
  const post = await db.transaction(async (tx) => {
    // Closing and replying race: the reply counts only while the topic is still open.
    if (!(await repo.bumpOpenTopic(tx, topicId)))
      throw new AppError(409, 'topic_closed', communityMessages.topicClosed);
    return repo.insertPost(tx, {
      topicId,
      authorId: user.id,
      body: input.body,
      replyToId: input.replyToId ?? null,
      mentions: mentioned.map((p) => p.id),
    });
  });
  const people = await repo.findPeople(db, [user.id, ...post.mentions]);
  const name = toPerson(people, user.id).fullName ?? 'Vira';
  for (const person of mentioned) {
    await notify(deps, {
      userId: person.id,
      type: 'community',
      template: 'community_mention',
      params: { name, topic: topic.title },
      data: { topic_id: topicId },
      path: `/community?topic=${topicId}`,
      dedupeKey: `community-mention:${post.id}:${person.id}`,
    }).catch((error: unknown) => deps.logger.error({ err: error }, 'mention notice failed'));
  }
  return toPost(post, people, false);
}

/** Only the author edits, and only a visible post; anyone else gets the same 404 as a missing post. */
export async function editPost(deps: AppDeps, user: SessionUser, id: string, body: string): Promise<CommunityPost> {
  const { db } = deps.database;
  checkMarkdown(body);
  const existing = await repo.findPost(db, id);
  if (!existing || existing.authorId !== user.id || existing.hiddenAt) throw notFound();
  const mentioned = findMentions(
    body,
    (await repo.topicParticipants(db, existing.topicId)).filter((p) => p.id !== user.id),
  );
  const row = await repo.updatePostBody(
    db,
    id,
    user.id,
    body,
    mentioned.map((p) => p.id),
  );
  if (!row) throw notFound();
  const people = await repo.findPeople(db, [row.authorId, ...row.mentions]);
  const liked = (await repo.listPosts(db, row.topicId, user.id)).find((p) => p.post.id === id)?.likedByMe ?? false;
  return toPost(row, people, liked);
}

export async function setLike(db: AppDb, user: SessionUser, postId: string, liked: boolean) {
  const post = await repo.findPost(db, postId);
  if (!post || post.hiddenAt) throw notFound();
  if (liked) await repo.addLike(db, postId, user.id);
  else await repo.removeLike(db, postId, user.id);
  return { likeCount: await repo.likeCount(db, postId), likedByMe: liked };
}

export async function reportPost(db: AppDb, user: SessionUser, postId: string, reason: string | undefined) {
  const post = await repo.findPost(db, postId);
  // Reporting one's own post makes no sense; it gets the same answer as a missing one.
  if (!post || post.authorId === user.id) throw notFound();
  await repo.insertReport(db, postId, user.id, reason?.trim() || null);
}

/** Admins pin and unpin; the topic's author and admins close and reopen. */
export async function setTopicFlags(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  flags: { pinned?: boolean; closed?: boolean },
): Promise<CommunityTopic> {
  const { db } = deps.database;
  const topic = await repo.findTopic(db, id);
  const admin = isAdmin(deps.env, user);
  if (!topic || (!admin && topic.authorId !== user.id)) throw notFound();
  if (flags.pinned !== undefined && !admin)
    throw new AppError(403, 'only_moderators_pin', communityMessages.onlyModeratorsPin);
  await repo.setTopicFlags(db, id, flags);
  return getTopic(deps, id, user);
}

export async function listReports(db: AppDb): Promise<CommunityReport[]> {
  const rows = await repo.openReports(db, 100);
  const people = await repo.findPeople(
    db,
    rows.flatMap((r) => [r.post.authorId, ...r.post.mentions]),
  );
  return rows.map((r) => ({
    id: r.id,
    post: toPost(r.post, people, false),
    topicId: r.post.topicId,
    topicTitle: r.topicTitle,
    reason: r.reason,
    reportCount: r.reportCount,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

/** An admin hides a post with a written reason, recorded in the admin action log. */
export async function hidePost(db: AppDb, admin: SessionUser, id: string, reason: string): Promise<void> {
  const done = await db.transaction(async (tx) => {
    if (!(await repo.hidePost(tx, id, reason))) return false;
    await recordAction(tx, {
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'hide_community_post',
      targetType: 'community_post',
      targetId: id,
      reason,
    });
    return true;
  });
  if (!done) throw notFound();
}

// Groups.

export async function listGroups(db: AppDb, city: string | undefined, viewer: SessionUser | undefined) {
  const rows = await repo.listGroups(db, city, viewer?.id ?? null);
  return { groups: rows.map((r) => toGroup(r.group, r.isMember)) };
}

export async function createGroup(db: AppDb, user: SessionUser, input: NewGroup, now: Date): Promise<CommunityGroup> {
  await limitPosting(db, user.id, now);
  return toGroup(await repo.insertGroup(db, { ...input, createdBy: user.id }), true);
}

export async function setMembership(db: AppDb, user: SessionUser, groupId: string, member: boolean) {
  if (!(await repo.findGroup(db, groupId))) throw notFound();
  if (member) await repo.joinGroup(db, groupId, user.id);
  else await repo.leaveGroup(db, groupId, user.id);
  const rows = await repo.listGroups(db, undefined, user.id);
  const found = rows.find((r) => r.group.id === groupId);
  if (!found) throw notFound();
  return toGroup(found.group, found.isMember);
}

// Events.

const DAY_MS = 86_400_000;

export async function listEvents(
  db: AppDb,
  groupId: string | undefined,
  viewer: SessionUser | undefined,
  now: Date,
): Promise<{ events: CommunityEvent[] }> {
  const rows = await repo.listEvents(db, groupId, viewer?.id ?? null, new Date(now.getTime() - DAY_MS));
  const people = await repo.findPeople(
    db,
    rows.map((r) => r.event.organizerId),
  );
  return { events: rows.map((r) => toEvent(r.event, people, r.attending, viewer?.id ?? null)) };
}

export async function getEvent(db: AppDb, id: string, viewer: SessionUser | undefined): Promise<CommunityEventDetail> {
  const row = await repo.findEvent(db, id, viewer?.id ?? null);
  if (!row) throw notFound();
  const ids = await repo.attendees(db, id);
  const people = await repo.findPeople(db, [row.event.organizerId, ...ids]);
  return {
    ...toEvent(row.event, people, row.attending, viewer?.id ?? null),
    attendees: ids.map((a) => toPerson(people, a)),
  };
}

export async function createEvent(
  db: AppDb,
  user: SessionUser,
  input: NewEvent,
  now: Date,
): Promise<CommunityEventDetail> {
  if (!input.place && !input.onlineUrl)
    throw new AppError(400, 'place_required', communityMessages.placeRequired, {}, { place: 'required' });
  const startsAt = new Date(input.startsAt);
  if (startsAt.getTime() <= now.getTime())
    throw new AppError(400, 'event_in_past', communityMessages.eventInPast, {}, { startsAt: 'past' });
  if (input.groupId && !(await repo.findGroup(db, input.groupId))) throw notFound();
  await limitPosting(db, user.id, now);
  const row = await repo.insertEvent(db, {
    groupId: input.groupId ?? null,
    organizerId: user.id,
    title: input.title,
    description: input.description,
    startsAt,
    city: input.city ?? null,
    place: input.place ?? null,
    onlineUrl: input.onlineUrl ?? null,
    // An event with only a link is online from the start; "moved online" is for one that had a place.
    status: 'scheduled',
    capacity: input.capacity,
  });
  return getEvent(db, row.id, user);
}

/**
 * The organiser moves the event through schema.org's statuses: a new date makes it 'rescheduled' (the old
 * date is kept to show), 'movedOnline' needs a link, 'postponed' keeps the date as "to be announced".
 */
export async function updateEvent(
  db: AppDb,
  user: SessionUser,
  id: string,
  input: EventUpdate,
  now: Date,
): Promise<CommunityEventDetail> {
  const found = await repo.findEvent(db, id, user.id);
  if (!found || found.event.organizerId !== user.id) throw notFound();
  const event = found.event;
  const set: Partial<repo.EventRow> = { status: input.status };
  if (input.status === 'rescheduled') {
    if (!input.startsAt)
      throw new AppError(400, 'new_date_required', communityMessages.newDateRequired, {}, { startsAt: 'required' });
    const startsAt = new Date(input.startsAt);
    if (startsAt.getTime() <= now.getTime())
      throw new AppError(400, 'event_in_past', communityMessages.eventInPast, {}, { startsAt: 'past' });
    set.previousStartsAt = event.startsAt;
    set.startsAt = startsAt;
  }
  if (input.status === 'movedOnline') {
    const link = input.onlineUrl ?? event.onlineUrl;
    if (!link)
      throw new AppError(
        400,
        'online_link_required',
        communityMessages.onlineLinkRequired,
        {},
        { onlineUrl: 'required' },
      );
    set.onlineUrl = link;
  }
  await repo.updateEvent(db, id, user.id, set);
  return getEvent(db, id, user);
}

export async function setAttendance(
  db: AppDb,
  user: SessionUser,
  id: string,
  attending: boolean,
): Promise<CommunityEventDetail> {
  const found = await repo.findEvent(db, id, user.id);
  if (!found) throw notFound();
  if (attending) {
    if (found.event.status === 'cancelled')
      throw new AppError(409, 'event_cancelled', communityMessages.eventCancelled);
    if ((await repo.takeSeat(db, id, user.id)) === 'full')
      throw new AppError(409, 'event_full', communityMessages.eventFull);
  } else {
    await repo.releaseSeat(db, id, user.id);
  }
  return getEvent(db, id, user);
}
