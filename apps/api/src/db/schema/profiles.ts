import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Spec table `profiles`, keyed by user_id, with the spec's defaults (less its derived figures, see below). */
export const profiles = pgTable('profiles', {
  userId: text('user_id').primaryKey(),
  fullName: text('full_name'),
  phone: text('phone'),
  avatarUrl: text('avatar_url'),
  isVira: boolean('is_vira').notNull().default(false),
  // No stored rating, rental or listing count: they are read from reviews, bookings and listings where shown
  // (personFiguresSql in modules/profiles, decision 035), so they cannot fall behind.
  verificationStatus: text('verification_status').notNull().default('pending'),
  /**
   * When an identity verification (document + selfie, issue 38) was decided so; null: identity not verified.
   * `verification_status` = 'verified' covers this and an approved Vira application (docs/product-rules.md); only this one
   * vouches for an identity (the verified-identity badge, 'verified renters only').
   */
  identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
  preferredLanguage: text('preferred_language'),
  preferredCurrency: text('preferred_currency'),
  /** An admin suspended this person: their sessions are gone and sign-in is refused while this is set. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspendedReason: text('suspended_reason'),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
