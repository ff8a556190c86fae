import { z } from 'zod';
import { idSchema } from './id';
import { textSchema } from './text';

/** A message's text after trimming: at least one character (spec: an empty message is not sent), at most this. */
export const MESSAGE_MAX = 2000;
/** Per person: 30 messages a minute, 300 an hour. */
export const MESSAGE_RATE_LIMITS = [
  { limit: 30, windowSeconds: 60 },
  { limit: 300, windowSeconds: 3600 },
] as const;

/**
 * sent: stored; delivered: a client of the other side received it; read: the other side had it on screen.
 * Shown as ticks on the sender's side.
 */
export const messageStatusSchema = z.enum(['sent', 'delivered', 'read']);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

export const chatPersonSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isVira: z.boolean(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  body: z.string(),
  /** The owner's automatic reply, sent once per conversation. */
  automatic: z.boolean(),
  bookingId: z.string().nullable(),
  status: messageStatusSchema,
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationBookingSchema = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  status: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

export const conversationSchema = z.object({
  id: z.string(),
  /** What the conversation is about: a listing, or an aid request (then `listing` is null). */
  listing: z.object({ id: z.number().int(), title: z.string(), coverUrl: z.string().nullable() }).nullable(),
  aidRequest: z.object({ id: z.string(), title: z.string() }).nullable(),
  renterId: z.string(),
  ownerId: z.string(),
  /** The other side, seen from the person asking. */
  other: chatPersonSchema,
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number().int().nonnegative(),
  /** The newest booking of this renter for this listing, shown in the thread's header. */
  booking: conversationBookingSchema.nullable(),
  blockedByMe: z.boolean(),
  blockedMe: z.boolean(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

export const messagePageSchema = z.object({
  messages: z.array(messageSchema),
  /** Pass as `before` to load older messages; null when there are none. */
  nextBefore: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const openConversationBodySchema = z.object({
  listingId: idSchema,
  /** An owner opening the thread with one renter, from a booking. */
  bookingId: z.string().uuid().optional(),
});
export type OpenConversationBody = z.infer<typeof openConversationBodySchema>;

export const sendMessageBodySchema = z.object({
  // Trimmed and checked by the service, so an over-long or empty text gets the spec's message, not zod's.
  body: textSchema({ multiline: true }).max(MESSAGE_MAX * 4),
  bookingId: z.string().uuid().optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** Why a message is reported: the choice the person makes (shown to admins in their language), plus words if any. */
export const MESSAGE_REPORT_CATEGORIES = ['spam', 'harassment', 'fraud', 'inappropriate', 'other'] as const;
export type MessageReportCategory = (typeof MESSAGE_REPORT_CATEGORIES)[number];
export const reportMessageBodySchema = z.object({
  category: z.enum(MESSAGE_REPORT_CATEGORIES),
  reason: textSchema({ multiline: true }).trim().max(500).optional(),
});
export type ReportMessageBody = z.infer<typeof reportMessageBodySchema>;

export const chatSettingsSchema = z.object({
  /** Sent once per conversation when a renter writes first; null for none. */
  autoReply: textSchema({ multiline: true }).max(MESSAGE_MAX).nullable(),
  email: z.object({ bookings: z.boolean(), messages: z.boolean(), account: z.boolean() }),
  whatsapp: z.object({ bookings: z.boolean() }),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

/** A reported message as the admins see it: the message, who reported it and why, and what was said around it. */
export const messageReportSchema = z.object({
  id: z.string(),
  category: z.enum(MESSAGE_REPORT_CATEGORIES),
  reason: z.string().nullable(),
  reporterId: z.string(),
  createdAt: z.string(),
  listingTitle: z.string(),
  message: messageSchema,
  context: z.array(messageSchema),
});
export type MessageReport = z.infer<typeof messageReportSchema>;
export const messageReportListSchema = z.object({ reports: z.array(messageReportSchema) });
export type MessageReportList = z.infer<typeof messageReportListSchema>;
