import { z } from 'zod';
import { messageSchema } from './chat';

/**
 * The "Soporte Vira" inbox: every person's support conversation has this id as its other side. Admins answer
 * as the inbox, so the person sees one support contact however many admins reply.
 */
export const SUPPORT_INBOX_ID = 'vira-support';
export const SUPPORT_INBOX_NAME = 'Soporte Vira';

export const supportThreadSchema = z.object({
  conversationId: z.string(),
  personId: z.string(),
  personName: z.string().nullable(),
  personEmail: z.string().nullable(),
  /** Messages from the person the inbox has not read yet. */
  unread: z.number().int().nonnegative(),
  lastMessage: messageSchema.nullable(),
  updatedAt: z.string(),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;
export const supportInboxSchema = z.object({ threads: z.array(supportThreadSchema) });
