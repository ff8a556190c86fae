import { z } from 'zod';
import { otpCodeSchema, phoneSchema } from './auth';

export const whatsappStatusSchema = z.object({
  /** Which sender is configured: Meta's Cloud API, or the development outbox. */
  sender: z.enum(['cloud-api', 'outbox']),
  /** The signed-in person's WhatsApp-verified number, or null. */
  verifiedPhone: z.string().nullable(),
  /** Admins may send a test to another number; nobody else may. */
  canSendToOthers: z.boolean(),
});
export type WhatsappStatus = z.infer<typeof whatsappStatusSchema>;

/** `to` is for admins only; everyone else sends to their own verified number. */
export const whatsappTestMessageSchema = z.object({ to: phoneSchema.optional() });
export const whatsappTestSentSchema = z.object({ to: z.string(), sender: z.enum(['cloud-api', 'outbox']) });
export const phoneVerifySendSchema = z.object({ phone: phoneSchema });
export const phoneVerifyConfirmSchema = z.object({ phone: phoneSchema, code: otpCodeSchema });

/** Per person: three test messages an hour; three codes per ten minutes. */
export const WHATSAPP_TEST_LIMITS = {
  messages: { limit: 3, windowSeconds: 3600 },
  codes: { limit: 3, windowSeconds: 600 },
} as const;
