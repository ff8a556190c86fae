import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { textSchema } from './text';

/** Professional credentials a provider can show (issue 14): verified by an admin before they are shown. */
export const CREDENTIAL_TYPES = [
  'cedula_profesional',
  'drivers_licence',
  'security_licence',
  'food_handling',
  'other',
] as const;
export const credentialTypeSchema = z.enum(CREDENTIAL_TYPES);
export type CredentialType = z.infer<typeof credentialTypeSchema>;

/** A photo or a PDF of the document, up to this size. */
export const CREDENTIAL_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const CREDENTIAL_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

const text = (max: number) => textSchema().trim().min(1, 'required').max(max);

/** The form's fields (sent as multipart/form-data next to the `file`). */
export const credentialInputSchema = z.object({
  type: credentialTypeSchema,
  number: text(60),
  issuer: text(160),
  /** YYYY-MM-DD; empty when the document does not expire. */
  expiresOn: z.union([z.literal(''), calendarDateSchema]).optional(),
});
export type CredentialInput = z.infer<typeof credentialInputSchema>;

/** Also the database column's values (apps/api db/schema): one list. */
export const CREDENTIAL_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const credentialStatusSchema = z.enum(CREDENTIAL_STATUSES);

/** As its owner and the admins see it. */
export const credentialSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: credentialTypeSchema,
  number: z.string(),
  issuer: z.string(),
  expiresOn: z.string().nullable(),
  fileType: z.string(),
  /** Private: only the owner and admins can open it. */
  fileUrl: z.string(),
  status: credentialStatusSchema,
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Credential = z.infer<typeof credentialSchema>;
export const credentialListSchema = z.object({ items: z.array(credentialSchema) });

/** As everyone sees it on a profile: verified ones only, the number partly hidden, no document. */
export const publicCredentialSchema = z.object({
  id: z.string(),
  type: credentialTypeSchema,
  issuer: z.string(),
  maskedNumber: z.string(),
  expiresOn: z.string().nullable(),
  verifiedAt: z.string(),
});
export type PublicCredential = z.infer<typeof publicCredentialSchema>;
export const publicCredentialListSchema = z.object({ items: z.array(publicCredentialSchema) });

export const adminCredentialSchema = credentialSchema.extend({
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
});
export const adminCredentialListSchema = z.object({ items: z.array(adminCredentialSchema) });

/** Keeps the last 3 characters: enough to recognise a document, not enough to copy it. */
export function maskCredentialNumber(number: string): string {
  const visible = number.slice(-3);
  return `${'•'.repeat(Math.max(3, number.length - visible.length))}${visible}`;
}
