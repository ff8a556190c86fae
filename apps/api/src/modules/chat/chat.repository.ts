import type { MessageReportCategory } from '@vira/domain/chat';
import { and, asc, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { SUPPORT_INBOX_NAME } from '@vira/domain/support';
import type { AppDb } from '../../db/client';
import {
  conversationPresence,
  conversations,
  messageReports,
  messages,
  userBlocks,
} from '../../db/schema/conversations';
import { listings } from '../../db/schema/listings';
import { type ImageAddressParts, coverImageOf } from '../images';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export async function findListingForChat(
  db: AppDb,
  listingId: number,
): Promise<{ id: number; ownerId: string; title: string } | undefined> {
  const [row] = await db
    .select({ id: listings.id, ownerId: listings.ownerId, title: listings.title })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

/** The one conversation of this renter, owner and listing, made on first use (safe when two tabs race). */
export async function upsertConversation(
  db: AppDb,
  key: { listingId: number; renterId: string; ownerId: string },
): Promise<ConversationRow> {
  await db.insert(conversations).values(key).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.listingId, key.listingId),
        eq(conversations.renterId, key.renterId),
        eq(conversations.ownerId, key.ownerId),
      ),
    );
  return row!;
}

/** The one conversation of an offerer (`renterId`) and a requester (`ownerId`) about an aid request. */
export async function upsertAidConversation(
  db: AppDb,
  key: { aidRequestId: string; renterId: string; ownerId: string },
): Promise<ConversationRow> {
  await db.insert(conversations).values(key).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.aidRequestId, key.aidRequestId),
        eq(conversations.renterId, key.renterId),
        eq(conversations.ownerId, key.ownerId),
      ),
    );
  return row!;
}

export async function findConversation(db: AppDb, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

export interface ConversationSummaryRow {
  id: string;
  listing_id: number | null;
  aid_request_id: string | null;
  listing_title: string;
  cover: ImageAddressParts | null;
  renter_id: string;
  owner_id: string;
  other_id: string;
  other_name: string | null;
  other_avatar: string | null;
  other_is_vira: boolean | null;
  last_message_at: Date | string;
  unread: number | string;
  last_id: string | null;
  last_sender: string | null;
  last_body: string | null;
  last_automatic: boolean | null;
  last_booking: string | null;
  last_created: Date | string | null;
  last_delivered: Date | string | null;
  last_read: Date | string | null;
  booking_id: string | null;
  booking_order: string | null;
  booking_status: string | null;
  booking_start: string | null;
  booking_end: string | null;
  blocked_by_me: boolean;
  blocked_me: boolean;
}

/**
 * The person's conversations, newest first, each with what the list shows; one statement. A conversation opened
 * but never written in is not listed (it is still found by id).
 */
export async function findConversationSummaries(
  db: AppDb,
  userId: string,
  onlyId?: string,
): Promise<ConversationSummaryRow[]> {
  const result = await db.execute(sql`
    select c.id, c.listing_id, c.aid_request_id, coalesce(l.title, ar.title, '') as listing_title,
      ${coverImageOf(sql`l.id`)} as cover,
      c.renter_id, c.owner_id,
      case when c.renter_id = ${userId} then c.owner_id else c.renter_id end as other_id,
      coalesce(p.full_name, case when c.support and c.owner_id <> ${userId} then ${SUPPORT_INBOX_NAME} end) as other_name,
      p.avatar_url as other_avatar, p.is_vira as other_is_vira,
      c.last_message_at,
      (select count(*) from messages u where u.conversation_id = c.id and u.recipient_id = ${userId} and u.read_at is null) as unread,
      m.id as last_id, m.sender_id as last_sender, m.body as last_body, m.automatic as last_automatic,
      m.booking_id as last_booking, m.created_at as last_created, m.delivered_at as last_delivered, m.read_at as last_read,
      b.id as booking_id, b.order_id as booking_order, b.status as booking_status,
      b.start_date::text as booking_start, b.end_date::text as booking_end,
      exists(select 1 from user_blocks x where x.blocker_id = ${userId}
             and x.blocked_id = case when c.renter_id = ${userId} then c.owner_id else c.renter_id end) as blocked_by_me,
      exists(select 1 from user_blocks x where x.blocked_id = ${userId}
             and x.blocker_id = case when c.renter_id = ${userId} then c.owner_id else c.renter_id end) as blocked_me
    from conversations c
    left join listings l on l.id = c.listing_id
    left join aid_requests ar on ar.id = c.aid_request_id
    left join profiles p on p.user_id = case when c.renter_id = ${userId} then c.owner_id else c.renter_id end
    left join lateral (select * from messages mm where mm.conversation_id = c.id order by mm.created_at desc, mm.id desc limit 1) m on true
    left join lateral (select * from bookings bb where bb.listing_id = c.listing_id and bb.renter_id = c.renter_id
                       order by bb.created_at desc limit 1) b on true
    where (c.renter_id = ${userId} or c.owner_id = ${userId})
      ${onlyId ? sql`and c.id = ${onlyId}` : sql`and m.id is not null`}
    order by c.last_message_at desc
    limit 200`);
  return (result as unknown as { rows: ConversationSummaryRow[] }).rows;
}

/** A message and its conversation's last-message time: call it inside the transaction that sends the message. */
export async function insertMessage(tx: AppDb, row: typeof messages.$inferInsert): Promise<MessageRow> {
  const [message] = await tx.insert(messages).values(row).returning();
  await tx
    .update(conversations)
    .set({ lastMessageAt: message!.createdAt })
    .where(eq(conversations.id, row.conversationId));
  return message!;
}

export async function findMessages(
  db: AppDb,
  conversationId: string,
  limit: number,
  before?: Date,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), before ? lt(messages.createdAt, before) : undefined))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

export async function findMessage(db: AppDb, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

export async function countMessagesFrom(db: AppDb, conversationId: string, senderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, senderId)));
  return row?.n ?? 0;
}

/** Marks the recipient's messages of a conversation as delivered (and read); answers the newest one changed. */
export async function markMessages(
  db: AppDb,
  conversationId: string,
  recipientId: string,
  status: 'delivered' | 'read',
): Promise<MessageRow | undefined> {
  const now = sql`now()`;
  const column = status === 'read' ? messages.readAt : messages.deliveredAt;
  const rows = await db
    .update(messages)
    .set(
      status === 'read'
        ? { readAt: now, deliveredAt: sql`coalesce(${messages.deliveredAt}, ${now})` }
        : { deliveredAt: now },
    )
    .where(and(eq(messages.conversationId, conversationId), eq(messages.recipientId, recipientId), isNull(column)))
    .returning();
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}

/** Conversation ids with messages to this person not yet delivered (a client just connected). */
export async function findUndeliveredConversations(db: AppDb, recipientId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.recipientId, recipientId), isNull(messages.deliveredAt)));
  return rows.map((r) => r.id);
}

export async function isBlockedBetween(db: AppDb, a: string, b: string): Promise<{ byMe: boolean; me: boolean }> {
  const rows = await db
    .select()
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    );
  return { byMe: rows.some((r) => r.blockerId === a), me: rows.some((r) => r.blockerId === b) };
}

export async function insertBlock(db: AppDb, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: AppDb, blockerId: string, blockedId: string): Promise<void> {
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

export async function insertReport(
  db: AppDb,
  values: { messageId: string; reporterId: string; category: MessageReportCategory; reason: string | null },
): Promise<void> {
  await db.insert(messageReports).values(values).onConflictDoNothing();
}

export async function findOpenReports(db: AppDb, limit: number) {
  return db
    .select({ report: messageReports, message: messages })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .where(isNull(messageReports.resolvedAt))
    .orderBy(asc(messageReports.createdAt))
    .limit(limit);
}

/** Around a reported message: what came before and after it, for the admins. */
export async function findMessagesAround(db: AppDb, conversationId: string, at: Date, each: number) {
  const before = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), lte(messages.createdAt, at)))
    .orderBy(desc(messages.createdAt))
    .limit(each + 1);
  const after = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), sql`${messages.createdAt} > ${at}`))
    .orderBy(asc(messages.createdAt))
    .limit(each);
  return [...before.reverse(), ...after];
}

export async function touchPresence(db: AppDb, userId: string, conversationId: string): Promise<void> {
  await db
    .insert(conversationPresence)
    .values({ userId, conversationId })
    .onConflictDoUpdate({
      target: [conversationPresence.userId, conversationPresence.conversationId],
      set: { seenAt: sql`now()` },
    });
}

export async function isPresent(
  db: AppDb,
  userId: string,
  conversationId: string,
  sinceSeconds: number,
): Promise<boolean> {
  const [row] = await db
    .select({ seenAt: conversationPresence.seenAt })
    .from(conversationPresence)
    .where(
      and(
        eq(conversationPresence.userId, userId),
        eq(conversationPresence.conversationId, conversationId),
        sql`${conversationPresence.seenAt} > now() - make_interval(secs => ${sinceSeconds})`,
      ),
    );
  return row !== undefined;
}

export async function leavePresence(db: AppDb, userId: string, conversationId: string): Promise<void> {
  await db
    .delete(conversationPresence)
    .where(and(eq(conversationPresence.userId, userId), eq(conversationPresence.conversationId, conversationId)));
}

/** Whether this person still has unread messages in the conversation (for the delayed e-mail). */
export async function hasUnread(db: AppDb, conversationId: string, recipientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(eq(messages.conversationId, conversationId), eq(messages.recipientId, recipientId), isNull(messages.readAt)),
    )
    .limit(1);
  return row !== undefined;
}

export async function findBookingForChat(db: AppDb, bookingId: string) {
  const result = await db.execute(
    sql`select id, listing_id, renter_id, owner_id from bookings where id = ${bookingId}`,
  );
  return (result as unknown as { rows: { id: string; listing_id: number; renter_id: string; owner_id: string }[] })
    .rows[0];
}

/** Claims the conversation's one automatic reply; false when it was already sent (two tabs racing included). */
export async function claimAutoReply(db: AppDb, conversationId: string): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ autoReplySent: true })
    .where(and(eq(conversations.id, conversationId), eq(conversations.autoReplySent, false)))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** Marks an open report reviewed; false when there is no open report with this id. */
export async function resolveReport(db: AppDb, id: string): Promise<boolean> {
  const rows = await db
    .update(messageReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(messageReports.id, id), isNull(messageReports.resolvedAt)))
    .returning({ id: messageReports.id });
  return rows.length > 0;
}
