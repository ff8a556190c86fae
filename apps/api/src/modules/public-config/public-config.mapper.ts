import type { PublicConfig } from '@vira/domain/public-config';
import type { Env } from '../../config/env';
import { configuredSocialProviders } from '../auth';

/** Only these configuration values are public; nothing else of the environment leaves the server. */
export function toPublicConfig(env: Env): PublicConfig {
  return {
    supportWhatsappUrl: env.SUPPORT_WHATSAPP_URL,
    supportEmail: env.SUPPORT_EMAIL,
    socialProviders: configuredSocialProviders(env),
    development: env.NODE_ENV !== 'production',
    verificationRequiredAboveDeposit: env.VERIFICATION_REQUIRED_ABOVE_DEPOSIT ?? null,
  };
}
