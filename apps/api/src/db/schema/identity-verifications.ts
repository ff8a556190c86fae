import { VERIFICATION_PROVIDERS } from '@vira/domain/verification';
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { IDENTITY_DOCUMENT_TYPES, VERIFICATION_STATUSES, type VerificationCheck } from '@vira/domain/verification';

/**
 * A person's identity verification (issue 38, decision 051): the document's metadata, the machine checks, the
 * decision. The pictures live encrypted in storage under the three keys until the retention job (or the person's
 * own request) deletes them; then the keys, the CURP and the birth date are cleared and the decision stays.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    provider: text('provider', { enum: VERIFICATION_PROVIDERS }).notNull(),
    /** Stripe Identity's VerificationSession id; null for the sandbox. */
    providerSessionId: text('provider_session_id'),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('pending'),
    documentType: text('document_type', { enum: IDENTITY_DOCUMENT_TYPES }).notNull(),
    country: text('country').notNull(),
    expiresOn: date('expires_on'),
    curp: text('curp'),
    birthDate: date('birth_date'),
    checks: jsonb('checks').$type<VerificationCheck[]>().notNull().default([]),
    /** Storage keys of the encrypted pictures (AES-256-GCM); null when not taken or deleted. */
    frontKey: text('front_key'),
    backKey: text('back_key'),
    selfieKey: text('selfie_key'),
    imagesDeletedAt: timestamp('images_deleted_at', { withTimezone: true }),
    consentVersion: text('consent_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    decisionReason: text('decision_reason'),
    /** The admin's user id, or `stripe`. */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('identity_verifications_user_idx').on(t.userId, t.createdAt),
    index('identity_verifications_status_idx').on(t.status, t.createdAt),
    index('identity_verifications_decided_idx')
      .on(t.decidedAt)
      .where(sql`${t.imagesDeletedAt} is null`),
    // One pending verification per person, whatever two requests at once try.
    uniqueIndex('identity_verifications_one_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('identity_verifications_session_uq').on(t.providerSessionId),
  ],
);
