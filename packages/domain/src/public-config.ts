import { z } from 'zod';
import { SOCIAL_PROVIDERS } from './auth';

/**
 * Settings the web app needs before anyone signs in: where the support buttons lead, and which social sign-ins
 * this server has credentials for (only those are offered).
 */
export const publicConfigSchema = z.object({
  supportWhatsappUrl: z.string().url(),
  supportEmail: z.string().email(),
  socialProviders: z.array(z.enum(SOCIAL_PROVIDERS)),
  /** Not a production server: /login may say that no social sign-in is configured. */
  development: z.boolean(),
  /** Listings whose deposit is above this (minor units of MXN) rent only to identity-verified people; null: none. */
  verificationRequiredAboveDeposit: z.number().int().nonnegative().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
