import type { Conversation, Message, MessageStatus } from '@vira/domain/chat';
import { imageUrl } from '../images';
import type { ConversationSummaryRow, MessageRow } from './chat.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function messageStatus(row: { deliveredAt: Date | string | null; readAt: Date | string | null }): MessageStatus {
  return row.readAt ? 'read' : row.deliveredAt ? 'delivered' : 'sent';
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    body: row.body,
    automatic: row.automatic,
    bookingId: row.bookingId,
    status: messageStatus(row),
    createdAt: iso(row.createdAt),
  };
}

export function toConversation(row: ConversationSummaryRow): Conversation {
  return {
    id: row.id,
    listing:
      row.listing_id === null
        ? null
        : {
            id: row.listing_id,
            title: row.listing_title,
            coverUrl: row.cover === null ? null : imageUrl(row.cover),
          },
    aidRequest: row.aid_request_id === null ? null : { id: row.aid_request_id, title: row.listing_title },
    renterId: row.renter_id,
    ownerId: row.owner_id,
    other: {
      id: row.other_id,
      fullName: row.other_name,
      avatarUrl: row.other_avatar,
      isVira: row.other_is_vira ?? false,
    },
    lastMessage: row.last_id
      ? {
          id: row.last_id,
          conversationId: row.id,
          senderId: row.last_sender!,
          body: row.last_body!,
          automatic: row.last_automatic ?? false,
          bookingId: row.last_booking,
          status: messageStatus({ deliveredAt: row.last_delivered, readAt: row.last_read }),
          createdAt: iso(row.last_created!),
        }
      : null,
    unreadCount: Number(row.unread),
    booking: row.booking_id
      ? {
          id: row.booking_id,
          orderId: row.booking_order,
          status: row.booking_status!,
          startDate: row.booking_start!,
          endDate: row.booking_end!,
        }
      : null,
    blockedByMe: row.blocked_by_me,
    blockedMe: row.blocked_me,
    updatedAt: iso(row.last_message_at),
  };
}
