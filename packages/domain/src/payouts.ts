import { z } from 'zod';
import { clabeSchema } from './clabe';
import { textSchema } from './text';

/** The sandbox payout account: a CLABE with a valid check digit and the account holder's name. */
export const payoutAccountInputSchema = z.object({
  clabe: clabeSchema,
  holderName: textSchema().trim().min(1, 'required').max(200),
});
export type PayoutAccountInput = z.infer<typeof payoutAccountInputSchema>;

export const payoutAccountSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  /** Only the last four digits ever leave the server. */
  clabeLast4: z.string().nullable(),
  holderName: z.string().nullable(),
  /** pending: Stripe onboarding not finished yet. */
  status: z.enum(['active', 'pending']),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
  bookings: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      amount: z.number().int(),
      /** Cancelled after payment: the payout pays the share the owner kept under the cancellation policy. */
      cancelled: z.boolean(),
    }),
  ),
});
export type Payout = z.infer<typeof payoutSchema>;

/** The dashboard's payout panel: the account (or null), earnings waiting per currency and past payouts. */
export const payoutOverviewSchema = z.object({
  account: payoutAccountSchema.nullable(),
  /** Set when the configured provider is Stripe Connect: where the owner finishes onboarding. */
  onboardingAvailable: z.boolean(),
  waiting: z.array(z.object({ currency: z.string(), amount: z.number().int(), bookings: z.number().int() })),
  payouts: z.array(payoutSchema),
});
export type PayoutOverview = z.infer<typeof payoutOverviewSchema>;

/** PUT /api/owner/payout-account: the account as connected. */
export const payoutAccountResultSchema = z.object({ account: payoutAccountSchema });

/** Stripe Connect Express: the onboarding page to send the owner to. */
export const onboardingLinkSchema = z.object({ url: z.string() });
