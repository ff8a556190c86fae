import { SUPPORT_INBOX_ID } from '@vira/domain/support';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { conversations } from '../../db/schema/conversations';
import type { ConversationRow } from './chat.repository';

/** The person's one support conversation (the partial unique index keeps it one under concurrent opens). */
export async function upsertSupportConversation(db: AppDb, personId: string): Promise<ConversationRow> {
  await db
    .insert(conversations)
    .values({ renterId: personId, ownerId: SUPPORT_INBOX_ID, support: true })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.renterId, personId), eq(conversations.support, true)));
  return row!;
}

export async function findSupportConversation(db: AppDb, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.support, true)));
  return row;
}

export interface SupportThreadRow {
  conversation_id: string;
  person_id: string;
  person_name: string | null;
  person_email: string | null;
  unread: number;
  updated_at: Date | string;
  last_id: string | null;
  last_sender: string | null;
  last_body: string | null;
  last_created: Date | string | null;
  last_delivered: Date | string | null;
  last_read: Date | string | null;
}

/** Support conversations with at least one message, unanswered first, then the most recent. */
export async function listSupportThreads(db: AppDb, limit = 100): Promise<SupportThreadRow[]> {
  const result = await db.execute(sql`
    select c.id as conversation_id, c.renter_id as person_id, coalesce(p.full_name, u.name) as person_name,
      u.email as person_email, c.last_message_at as updated_at,
      (select count(*) from messages x where x.conversation_id = c.id and x.recipient_id = ${SUPPORT_INBOX_ID}
         and x.read_at is null)::int as unread,
      m.id as last_id, m.sender_id as last_sender, m.body as last_body, m.created_at as last_created,
      m.delivered_at as last_delivered, m.read_at as last_read
    from conversations c
    left join profiles p on p.user_id = c.renter_id
    left join users u on u.id = c.renter_id
    join lateral (select * from messages mm where mm.conversation_id = c.id
                  order by mm.created_at desc, mm.id desc limit 1) m on true
    where c.support
    order by (m.sender_id <> ${SUPPORT_INBOX_ID}) desc, c.last_message_at desc
    limit ${limit}`);
  return (result as unknown as { rows: SupportThreadRow[] }).rows;
}
