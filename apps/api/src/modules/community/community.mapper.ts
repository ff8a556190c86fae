import type {
  CommunityEvent,
  CommunityGroup,
  CommunityPerson,
  CommunityPost,
  CommunityTopicSummary,
} from '@vira/domain/community';
import { communityCategorySchema } from '@vira/domain/community';
import type { EventRow, GroupRow, PersonRow, PostRow, TopicRow } from './community.repository';

export type People = Map<string, PersonRow>;

/** A person without a profile row still shows, nameless, rather than breaking the page. */
export function toPerson(people: People, id: string): CommunityPerson {
  const p = people.get(id);
  return { id, fullName: p?.fullName ?? null, isVira: p?.isVira ?? false };
}

export function toTopicSummary(row: TopicRow, people: People): CommunityTopicSummary {
  return {
    id: row.id,
    category: communityCategorySchema.catch('general').parse(row.category),
    groupId: row.groupId,
    title: row.title,
    author: toPerson(people, row.authorId),
    pinned: row.pinned,
    closed: row.closed,
    replyCount: row.replyCount,
    sample: row.sample,
    createdAt: row.createdAt.toISOString(),
    lastPostAt: row.lastPostAt.toISOString(),
  };
}

/** A hidden post keeps its place in the thread, without its text. */
export function toPost(row: PostRow, people: People, likedByMe: boolean): CommunityPost {
  const hidden = row.hiddenAt !== null;
  return {
    id: row.id,
    topicId: row.topicId,
    author: toPerson(people, row.authorId),
    body: hidden ? null : row.body,
    replyToId: row.replyToId,
    mentions: hidden ? [] : row.mentions.map((id) => toPerson(people, id)),
    likeCount: row.likeCount,
    likedByMe,
    hiddenReason: hidden ? (row.hiddenReason ?? '') : null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

export function toGroup(row: GroupRow, isMember: boolean): CommunityGroup {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    description: row.description,
    memberCount: row.memberCount,
    isMember,
    sample: row.sample,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toEvent(row: EventRow, people: People, attending: boolean, viewerId: string | null): CommunityEvent {
  return {
    id: row.id,
    groupId: row.groupId,
    organizer: toPerson(people, row.organizerId),
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    previousStartsAt: row.previousStartsAt?.toISOString() ?? null,
    city: row.city,
    place: row.place,
    onlineUrl: row.onlineUrl,
    status: row.status,
    capacity: row.capacity,
    attendeeCount: row.attendeeCount,
    attending,
    isOrganizer: viewerId === row.organizerId,
    sample: row.sample,
  };
}
