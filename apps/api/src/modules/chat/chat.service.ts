import {
  MESSAGE_MAX,
  MESSAGE_RATE_LIMITS,
  type Conversation,
  type ConversationList,
  type Message,
  type MessagePage,
  type MessageReportList,
  type OpenConversationBody,
  type ReportMessageBody,
} from '@vira/domain/chat';
import { SUPPORT_INBOX_ID } from '@vira/domain/support';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { z } from 'zod';
import { defineJob, enqueueJob } from '../jobs';
import { listingMessages } from '../listings';
import { emailAbout, notify } from '../notifications';
import { findSettings } from '../notifications';
import { enforceRateLimits } from '../rate-limit';
import { toConversation, toMessage } from './chat.mapper';
import { commonMessages } from '../../i18n/common-messages';
import { recordAction } from '../staff';
import { chatMessages } from './chat.messages';
import {
  countMessagesFrom,
  deleteBlock,
  findBookingForChat,
  findConversation,
  findConversationSummaries,
  findListingForChat,
  findMessage,
  findMessages,
  findMessagesAround,
  findOpenReports,
  hasUnread,
  insertBlock,
  insertMessage,
  insertReport,
  isBlockedBetween,
  isPresent,
  leavePresence,
  claimAutoReply,
  markMessages,
  touchPresence,
  upsertConversation,
  upsertAidConversation,
  type ConversationRow,
  type MessageRow,
  resolveReport,
} from './chat.repository';

/** A person with the conversation on screen refreshes their presence this often (the web client: every 20 s). */
const PRESENCE_SECONDS = 45;
/** A message still unread this long after it arrived is also sent by e-mail. */
const MESSAGE_EMAIL_DELAY_MS = 10 * 60_000;
const PREVIEW_CHARS = 120;

function otherSide(conversation: ConversationRow, userId: string): string {
  return conversation.renterId === userId ? conversation.ownerId : conversation.renterId;
}

/** The conversation if the person is one of its two sides; otherwise it does not exist for them. */
async function loadOwnConversation(deps: AppDeps, userId: string, id: string): Promise<ConversationRow> {
  const conversation = /^[0-9a-f-]{36}$/i.test(id) ? await findConversation(deps.database.db, id) : undefined;
  if (!conversation || (conversation.renterId !== userId && conversation.ownerId !== userId))
    throw new AppError(404, 'conversation_not_found', chatMessages.notFound);
  return conversation;
}

export async function summaryOf(deps: AppDeps, userId: string, id: string): Promise<Conversation> {
  const [row] = await findConversationSummaries(deps.database.db, userId, id);
  return toConversation(row!);
}

/** Opens (or finds) the conversation about a listing, or about a booking from either side. */
export async function openConversation(
  deps: AppDeps,
  user: SessionUser,
  input: OpenConversationBody,
): Promise<Conversation> {
  const { db } = deps.database;
  const listing = await findListingForChat(db, input.listingId);
  if (!listing) throw new AppError(404, 'listing_not_found', listingMessages.notFound, { id: input.listingId });
  let renterId = user.id;
  if (input.bookingId) {
    const booking = await findBookingForChat(db, input.bookingId);
    if (
      !booking ||
      booking.listing_id !== listing.id ||
      (booking.renter_id !== user.id && booking.owner_id !== user.id)
    )
      throw new AppError(404, 'booking_not_found', chatMessages.bookingNotHere);
    renterId = booking.renter_id;
  }
  if (renterId === listing.ownerId) throw new AppError(400, 'own_listing', chatMessages.ownListing);
  const conversation = await upsertConversation(db, { listingId: listing.id, renterId, ownerId: listing.ownerId });
  return summaryOf(deps, user.id, conversation.id);
}

/** Opens (or finds) the conversation of an offer of help: the aid module checked who the two people are. */
export async function openAidConversation(
  deps: AppDeps,
  user: SessionUser,
  key: { aidRequestId: string; offererId: string; requesterId: string },
): Promise<Conversation> {
  const conversation = await upsertAidConversation(deps.database.db, {
    aidRequestId: key.aidRequestId,
    renterId: key.offererId,
    ownerId: key.requesterId,
  });
  return summaryOf(deps, user.id, conversation.id);
}

export async function listConversations(deps: AppDeps, user: SessionUser): Promise<ConversationList> {
  const rows = await findConversationSummaries(deps.database.db, user.id);
  return { conversations: rows.map(toConversation) };
}

export async function getConversation(deps: AppDeps, user: SessionUser, id: string): Promise<Conversation> {
  await loadOwnConversation(deps, user.id, id);
  return summaryOf(deps, user.id, id);
}

export async function listMessages(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  limit: number,
  before?: string,
): Promise<MessagePage> {
  await loadOwnConversation(deps, user.id, id);
  const rows = await findMessages(deps.database.db, id, limit + 1, before ? new Date(before) : undefined);
  const page = rows.slice(0, limit);
  return {
    // Oldest first, as a thread reads.
    messages: page.reverse().map(toMessage),
    nextBefore: rows.length > limit ? page[0]!.createdAt.toISOString() : null,
  };
}

/** The spec's rule (nothing empty or blank is sent), a length cap, and no NUL characters. */
export function cleanText(raw: string): string {
  if (raw.includes('\u0000') || /[\uD800-\uDFFF]/.test(raw.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '')))
    throw new AppError(400, 'invalid_text', chatMessages.invalidText);
  const text = raw.trim();
  if (text.length === 0) throw new AppError(400, 'message_empty', chatMessages.empty);
  if ([...text].length > MESSAGE_MAX)
    throw new AppError(400, 'message_too_long', chatMessages.tooLong, { max: MESSAGE_MAX });
  return text;
}

/**
 * What a sent message sets off, in the transaction that stores it (`tx`): the live event to both sides (delivered
 * after the commit), the recipient's notice when they are not looking, and the e-mail job if it stays unread.
 */
export async function deliver(
  deps: AppDeps,
  tx: AppDb,
  conversation: ConversationRow,
  message: MessageRow,
): Promise<void> {
  // Both sides: the recipient's tabs, and the sender's other tabs.
  await deps.live.publishToEach([message.recipientId, message.senderId], 'message', toMessage(message), tx);
  // The support inbox is not a person: admins see it on /admin, nobody is notified or e-mailed as it.
  if (message.recipientId === SUPPORT_INBOX_ID) return;
  if (await isPresent(tx, message.recipientId, conversation.id, PRESENCE_SECONDS)) return;
  const [summary] = await findConversationSummaries(tx, message.recipientId, conversation.id);
  const params = {
    name: summary?.other_name ?? 'Vira',
    listing: summary?.listing_title ?? '',
    preview: message.body.length > PREVIEW_CHARS ? `${message.body.slice(0, PREVIEW_CHARS)}…` : message.body,
  };
  await notify(
    deps,
    {
      userId: message.recipientId,
      type: 'message',
      template: 'new_message',
      params,
      data: {
        conversation_id: conversation.id,
        item_id: conversation.listingId ?? undefined,
        user_id: message.senderId,
      },
      path: `/chats?c=${conversation.id}`,
      email: false,
    },
    tx,
  );
  // At most one e-mail per conversation and person an hour, and only if the message is still unread then.
  const now = deps.clock.now().getTime();
  const hour = Math.floor(now / 3_600_000);
  await enqueueJob(
    tx,
    messageEmailJob,
    { conversationId: conversation.id, recipientId: message.recipientId, params },
    {
      runAt: new Date(now + MESSAGE_EMAIL_DELAY_MS),
      dedupeKey: `message-email:${conversation.id}:${message.recipientId}:${hour}`,
    },
  );
}

export const messageEmailJob = defineJob(
  'message-email',
  z.object({ conversationId: z.string(), recipientId: z.string(), params: z.record(z.string(), z.string()) }),
  async (deps, { conversationId, recipientId, params }) => {
    if (!(await hasUnread(deps.database.db, conversationId, recipientId))) return;
    await emailAbout(deps, recipientId, 'new_message', params, `/chats?c=${conversationId}`);
  },
);

export async function sendMessage(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  input: { body: string; bookingId?: string },
): Promise<Message> {
  const { db } = deps.database;
  const conversation = await loadOwnConversation(deps, user.id, id);
  const text = cleanText(input.body);
  const recipientId = otherSide(conversation, user.id);
  const blocks = await isBlockedBetween(db, user.id, recipientId);
  if (blocks.byMe || blocks.me) throw new AppError(403, 'conversation_blocked', chatMessages.blocked);
  if (input.bookingId) {
    const booking = await findBookingForChat(db, input.bookingId);
    if (!booking || booking.listing_id !== conversation.listingId || booking.renter_id !== conversation.renterId)
      throw new AppError(400, 'booking_not_here', chatMessages.bookingNotHere);
  }
  await enforceRateLimits(
    db,
    MESSAGE_RATE_LIMITS.map((rule) => ({ key: `chat:${user.id}:${rule.windowSeconds}`, ...rule })),
    deps.clock.now(),
  );
  // One transaction: the message, its conversation's time, the notice and its jobs, the automatic reply; the live
  // events go out after the commit.
  const message = await db.transaction(async (tx) => {
    const firstFromRenter = user.id === conversation.renterId && (await countMessagesFrom(tx, id, user.id)) === 0;
    const sent = await insertMessage(tx, {
      conversationId: id,
      senderId: user.id,
      recipientId,
      body: text,
      bookingId: input.bookingId ?? null,
    });
    await deliver(deps, tx, conversation, sent);
    if (firstFromRenter) await sendAutoReply(deps, tx, conversation);
    return sent;
  });
  return toMessage(message);
}

/** The owner's automatic reply: once per conversation, when the renter writes first, as the owner's message. */
async function sendAutoReply(deps: AppDeps, tx: AppDb, conversation: ConversationRow): Promise<void> {
  const settings = await findSettings(tx, conversation.ownerId);
  const text = settings?.autoReply?.trim();
  if (!text || !(await claimAutoReply(tx, conversation.id))) return;
  const reply = await insertMessage(tx, {
    conversationId: conversation.id,
    senderId: conversation.ownerId,
    recipientId: conversation.renterId,
    body: text,
    automatic: true,
  });
  await deliver(deps, tx, conversation, reply);
}

/** The person's client received (delivered) or showed (read) the other side's messages; the sender sees ticks. */
export async function acknowledge(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  status: 'delivered' | 'read',
): Promise<void> {
  const conversation = await loadOwnConversation(deps, user.id, id);
  if (status === 'read') await touchPresence(deps.database.db, user.id, id);
  const newest = await markMessages(deps.database.db, id, user.id, status);
  if (newest)
    await deps.live.publish(otherSide(conversation, user.id), 'receipt', {
      conversationId: id,
      status,
      upTo: newest.createdAt.toISOString(),
    });
}

export async function leaveConversation(deps: AppDeps, user: SessionUser, id: string): Promise<void> {
  await loadOwnConversation(deps, user.id, id);
  await leavePresence(deps.database.db, user.id, id);
}

export async function setBlocked(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  blocked: boolean,
): Promise<Conversation> {
  const conversation = await loadOwnConversation(deps, user.id, id);
  const other = otherSide(conversation, user.id);
  if (blocked) await insertBlock(deps.database.db, user.id, other);
  else await deleteBlock(deps.database.db, user.id, other);
  await deps.live.publish(other, 'conversation', { conversationId: id });
  return summaryOf(deps, user.id, id);
}

export async function reportMessage(
  deps: AppDeps,
  user: SessionUser,
  messageId: string,
  { category, reason }: ReportMessageBody,
): Promise<void> {
  const message = /^[0-9a-f-]{36}$/i.test(messageId) ? await findMessage(deps.database.db, messageId) : undefined;
  // Only the recipient reports a message; to anyone else it does not exist.
  if (!message || message.recipientId !== user.id)
    throw new AppError(404, 'message_not_found', chatMessages.messageNotFound);
  await insertReport(deps.database.db, { messageId, reporterId: user.id, category, reason: reason || null });
}

/** Open reports, oldest first, each with two messages before and after the reported one (admins only). */
export async function listMessageReports(deps: AppDeps): Promise<MessageReportList> {
  const { db } = deps.database;
  const rows = await findOpenReports(db, 50);
  const reports = [];
  for (const { report, message } of rows) {
    const conversation = await findConversation(db, message.conversationId);
    const listing = conversation?.listingId ? await findListingForChat(db, conversation.listingId) : undefined;
    reports.push({
      id: report.id,
      category: report.category,
      reason: report.reason,
      reporterId: report.reporterId,
      createdAt: report.createdAt.toISOString(),
      listingTitle: listing?.title ?? '',
      message: toMessage(message),
      context: (await findMessagesAround(db, message.conversationId, message.createdAt, 2)).map(toMessage),
    });
  }
  return { reports };
}

/** An admin closes a report as reviewed; the reason goes to the admin log. */
export async function resolveMessageReport(deps: AppDeps, admin: SessionUser, id: string, reason: string) {
  await deps.database.db.transaction(async (tx) => {
    if (!(await resolveReport(tx, id))) throw new AppError(404, 'not_found', commonMessages.notFound);
    await recordAction(tx, {
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'resolve_report',
      targetType: 'message_report',
      targetId: id,
      reason,
    });
  });
}
