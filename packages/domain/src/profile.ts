import { z } from 'zod';
import { textSchema } from './text';
import { CURRENCY_CODES } from './currencies';
import { LOCALES } from './locales';

/** The owner's view of their profile (spec table `profiles` plus preferences). */
export const profileSchema = z.object({
  userId: z.string(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isVira: z.boolean(),
  rating: z.number(),
  totalRentals: z.number().int(),
  totalListings: z.number().int(),
  verificationStatus: z.string(),
  /** An identity verification decided so (issue 38): the verified-identity badge, apart from the Vira one. */
  identityVerified: z.boolean(),
  preferredLanguage: z.string().nullable(),
  preferredCurrency: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** What anyone may see of a person. */
export const publicProfileSchema = z.object({
  userId: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isVira: z.boolean(),
  rating: z.number(),
  totalRentals: z.number().int(),
  totalListings: z.number().int(),
  verified: z.boolean(),
  /** An identity document and selfie were checked (issue 38); `verified` also covers an approved Vira. */
  identityVerified: z.boolean(),
  memberSince: z.string(),
  /** Paid rentals this person cancelled as owner (docs/product-rules.md: an owner's cancellation shows on their profile). */
  ownerCancellations: z.number().int(),
  /** Their newest public listings (at most 12): what a visitor may ask about ("Contactar"). */
  listings: z.array(z.object({ id: z.number().int(), title: z.string(), imageUrl: z.string().nullable() })),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const profileUpdateSchema = z
  .object({
    fullName: textSchema().trim().min(1).max(120),
    phone: textSchema()
      .trim()
      .regex(/^\+?[\d\s()-]{7,20}$/)
      .nullable(),
    preferredLanguage: z.enum(LOCALES).nullable(),
    preferredCurrency: textSchema()
      .refine((code) => (CURRENCY_CODES as readonly string[]).includes(code))
      .nullable(),
    onboardingCompleted: z.boolean(),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Onboarding: what the person wants to do first (decides where /profile/complete sends them). */
export const ONBOARDING_GOALS = ['rent', 'publish', 'both'] as const;
export type OnboardingGoal = (typeof ONBOARDING_GOALS)[number];
