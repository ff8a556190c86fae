import { z } from 'zod';
import { textSchema } from './text';

/**
 * The forum's categories are a fixed list (names translated in the web app), so a fresh production database
 * has a working forum without sample data.
 */
export const COMMUNITY_CATEGORIES = ['renting-tips', 'owners', 'local-events', 'mutual-aid', 'general'] as const;
export const communityCategorySchema = z.enum(COMMUNITY_CATEGORIES);
export type CommunityCategory = z.infer<typeof communityCategorySchema>;

export const TOPIC_TITLE_MAX = 140;
export const POST_BODY_MAX = 5000;
/** Per person, topics and replies together: 8 a minute, 100 a day. */
export const POST_RATE_LIMITS = [
  { limit: 8, windowSeconds: 60 },
  { limit: 100, windowSeconds: 86_400 },
] as const;
export const TOPIC_PAGE_SIZE = 20;

/** schema.org EventStatusType, in our own spelling; `movedOnline` is EventMovedOnline. */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled', 'movedOnline'] as const;
export const eventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof eventStatusSchema>;

/** The schema.org URL of each status, written into the event's JSON-LD. */
export const SCHEMA_ORG_EVENT_STATUS: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
  movedOnline: 'https://schema.org/EventMovedOnline',
};

export const communityPersonSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  isVira: z.boolean(),
});
export type CommunityPerson = z.infer<typeof communityPersonSchema>;

export const communityPostSchema = z.object({
  id: z.string(),
  topicId: z.string(),
  author: communityPersonSchema,
  /** Markdown; null when a moderator hid the post. */
  body: z.string().nullable(),
  replyToId: z.string().nullable(),
  /** People named with @Name who took part in the topic. */
  mentions: z.array(communityPersonSchema),
  likeCount: z.number().int().nonnegative(),
  likedByMe: z.boolean(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

export const communityTopicSummarySchema = z.object({
  id: z.string(),
  category: communityCategorySchema,
  groupId: z.string().nullable(),
  title: z.string(),
  author: communityPersonSchema,
  pinned: z.boolean(),
  closed: z.boolean(),
  replyCount: z.number().int().nonnegative(),
  /** Seeded sample content, labelled as such on screen. */
  sample: z.boolean(),
  createdAt: z.string(),
  lastPostAt: z.string(),
});
export type CommunityTopicSummary = z.infer<typeof communityTopicSummarySchema>;

export const communityTopicSchema = communityTopicSummarySchema.extend({
  posts: z.array(communityPostSchema),
  /** What the person asking may do here. */
  canModerate: z.boolean(),
  canClose: z.boolean(),
});
export type CommunityTopic = z.infer<typeof communityTopicSchema>;

export const communityTopicPageSchema = z.object({
  topics: z.array(communityTopicSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type CommunityTopicPage = z.infer<typeof communityTopicPageSchema>;

export const communityCategoryStatsSchema = z.object({
  key: communityCategorySchema,
  topicCount: z.number().int().nonnegative(),
  postCount: z.number().int().nonnegative(),
  lastPostAt: z.string().nullable(),
});
export const communityOverviewSchema = z.object({ categories: z.array(communityCategoryStatsSchema) });
export type CommunityOverview = z.infer<typeof communityOverviewSchema>;

export const topicQuerySchema = z.object({
  category: communityCategorySchema.optional(),
  groupId: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const postBody = () => textSchema({ multiline: true }).trim().min(1).max(POST_BODY_MAX);

export const newTopicSchema = z.object({
  category: communityCategorySchema,
  groupId: z.string().uuid().optional(),
  title: textSchema().trim().min(3).max(TOPIC_TITLE_MAX),
  body: postBody(),
});
export type NewTopic = z.infer<typeof newTopicSchema>;

export const newPostSchema = z.object({ body: postBody(), replyToId: z.string().uuid().optional() });
export type NewPost = z.infer<typeof newPostSchema>;
export const editPostSchema = z.object({ body: postBody() });

export const topicFlagsSchema = z
  .object({ pinned: z.boolean().optional(), closed: z.boolean().optional() })
  // An update that changes nothing is a client's mistake, not a write of no columns.
  .refine((flags) => flags.pinned !== undefined || flags.closed !== undefined, { message: 'nothing_to_change' });
export const reportPostSchema = z.object({ reason: textSchema({ multiline: true }).trim().max(500).optional() });

// Local groups by city.
export const communityGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  description: z.string(),
  memberCount: z.number().int().nonnegative(),
  isMember: z.boolean(),
  sample: z.boolean(),
  createdAt: z.string(),
});
export type CommunityGroup = z.infer<typeof communityGroupSchema>;
export const communityGroupListSchema = z.object({ groups: z.array(communityGroupSchema) });
export const groupQuerySchema = z.object({ city: textSchema().trim().max(100).optional() });
export const newGroupSchema = z.object({
  name: textSchema().trim().min(3).max(100),
  city: textSchema().trim().min(2).max(100),
  description: textSchema({ multiline: true }).trim().max(1000).default(''),
});
export type NewGroup = z.infer<typeof newGroupSchema>;

// Events.
export const communityEventSchema = z.object({
  id: z.string(),
  groupId: z.string().nullable(),
  organizer: communityPersonSchema,
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  /** The date before a postponement or a new date, shown struck through. */
  previousStartsAt: z.string().nullable(),
  city: z.string().nullable(),
  place: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  status: eventStatusSchema,
  capacity: z.number().int().positive(),
  attendeeCount: z.number().int().nonnegative(),
  attending: z.boolean(),
  isOrganizer: z.boolean(),
  sample: z.boolean(),
});
export type CommunityEvent = z.infer<typeof communityEventSchema>;
export const communityEventDetailSchema = communityEventSchema.extend({ attendees: z.array(communityPersonSchema) });
export type CommunityEventDetail = z.infer<typeof communityEventDetailSchema>;
export const communityEventListSchema = z.object({ events: z.array(communityEventSchema) });
export const eventQuerySchema = z.object({ groupId: z.string().uuid().optional() });

const onlineUrl = () =>
  textSchema()
    .trim()
    .max(500)
    .url()
    .refine((u) => /^https:\/\//i.test(u), { message: 'https_only' });

/** A place or an online link is required; the service says so in the person's language. */
export const newEventSchema = z.object({
  groupId: z.string().uuid().optional(),
  title: textSchema().trim().min(3).max(140),
  description: textSchema({ multiline: true }).trim().max(2000).default(''),
  startsAt: z.string().datetime({ offset: true }),
  city: textSchema().trim().max(100).optional(),
  place: textSchema().trim().min(3).max(200).optional(),
  onlineUrl: onlineUrl().optional(),
  capacity: z.number().int().min(1).max(10_000),
});
export type NewEvent = z.infer<typeof newEventSchema>;

/** The organiser changes the status; a new date comes with postponed→rescheduled, a link with movedOnline. */
export const eventUpdateSchema = z.object({
  status: eventStatusSchema,
  startsAt: z.string().datetime({ offset: true }).optional(),
  onlineUrl: onlineUrl().optional(),
});
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

// Moderation.
export const communityReportSchema = z.object({
  id: z.string(),
  post: communityPostSchema,
  topicId: z.string(),
  topicTitle: z.string(),
  reason: z.string().nullable(),
  reportCount: z.number().int().positive(),
  createdAt: z.string(),
});
export const communityReportListSchema = z.object({ reports: z.array(communityReportSchema) });
export type CommunityReport = z.infer<typeof communityReportSchema>;

/** The `@Name` mentions in a text that match one of the given people (longest names first). */
export function findMentions<P extends { fullName: string | null }>(text: string, people: readonly P[]): P[] {
  const lower = text.toLocaleLowerCase('es');
  return people.filter((p) => {
    const name = p.fullName?.trim();
    if (!name) return false;
    const at = `@${name.toLocaleLowerCase('es')}`;
    let from = lower.indexOf(at);
    while (from >= 0) {
      const next = lower.charAt(from + at.length);
      // A whole name only: "@Ana" must not match inside "@Anabel".
      if (!/[\p{L}\p{N}]/u.test(next)) return true;
      from = lower.indexOf(at, from + 1);
    }
    return false;
  });
}

/** A post's likes after liking or unliking it. */
export const likeStateSchema = z.object({ likeCount: z.number().int().nonnegative(), likedByMe: z.boolean() });
