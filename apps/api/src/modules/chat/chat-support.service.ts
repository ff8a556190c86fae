import type { Conversation, MessagePage } from '@vira/domain/chat';
import { SUPPORT_INBOX_ID, type SupportThread } from '@vira/domain/support';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { chatMessages } from './chat.messages';
import { messageStatus, toMessage } from './chat.mapper';
import { findMessages, insertMessage, markMessages } from './chat.repository';
import { cleanText, deliver, summaryOf } from './chat.service';
import { findSupportConversation, listSupportThreads, upsertSupportConversation } from './chat-support.repository';

/**
 * The person's "Soporte Vira" conversation. From then on the person uses the ordinary conversation endpoints
 * (messages, receipts); only the inbox side is answered through the admin endpoints below.
 */
export async function openSupportConversation(deps: AppDeps, user: SessionUser): Promise<Conversation> {
  const conversation = await upsertSupportConversation(deps.database.db, user.id);
  return summaryOf(deps, user.id, conversation.id);
}

export async function supportInbox(deps: AppDeps): Promise<{ threads: SupportThread[] }> {
  const rows = await listSupportThreads(deps.database.db);
  return {
    threads: rows.map((r) => ({
      conversationId: r.conversation_id,
      personId: r.person_id,
      personName: r.person_name,
      personEmail: r.person_email,
      unread: Number(r.unread),
      updatedAt: new Date(r.updated_at).toISOString(),
      lastMessage: r.last_id
        ? {
            id: r.last_id,
            conversationId: r.conversation_id,
            senderId: r.last_sender!,
            body: r.last_body!,
            automatic: false,
            bookingId: null,
            status: messageStatus({ deliveredAt: r.last_delivered, readAt: r.last_read }),
            createdAt: new Date(r.last_created!).toISOString(),
          }
        : null,
    })),
  };
}

async function loadSupport(deps: AppDeps, id: string) {
  const conversation = /^[0-9a-f-]{36}$/i.test(id) ? await findSupportConversation(deps.database.db, id) : undefined;
  if (!conversation) throw new AppError(404, 'conversation_not_found', chatMessages.notFound);
  return conversation;
}

/** An admin opening a thread reads it for the inbox: the person sees their messages as read. */
export async function supportMessages(deps: AppDeps, id: string): Promise<MessagePage> {
  const conversation = await loadSupport(deps, id);
  const { db } = deps.database;
  const newest = await markMessages(db, id, SUPPORT_INBOX_ID, 'read');
  if (newest)
    await deps.live.publish(conversation.renterId, 'receipt', {
      conversationId: id,
      status: 'read',
      upTo: newest.createdAt.toISOString(),
    });
  const rows = await findMessages(db, id, 200);
  return { messages: rows.reverse().map(toMessage), nextBefore: null };
}

/** An admin's answer, sent as the support inbox; the person is notified like any other message. */
export async function answerSupport(deps: AppDeps, id: string, body: string) {
  const conversation = await loadSupport(deps, id);
  const text = cleanText(body);
  const message = await deps.database.db.transaction(async (tx) => {
    const sent = await insertMessage(tx, {
      conversationId: id,
      senderId: SUPPORT_INBOX_ID,
      recipientId: conversation.renterId,
      body: text,
    });
    await deliver(deps, tx, conversation, sent);
    return sent;
  });
  return toMessage(message);
}
