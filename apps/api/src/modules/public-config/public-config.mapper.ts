import type { PublicConfig } from '@vira/domain/public-config';
import type { Env } from '../../config/env';

/** Only these configuration values are public; nothing else of the environment leaves the server. */
export function toPublicConfig(env: Pick<Env, 'SUPPORT_WHATSAPP_URL' | 'SUPPORT_EMAIL'>): PublicConfig {
  return { supportWhatsappUrl: env.SUPPORT_WHATSAPP_URL, supportEmail: env.SUPPORT_EMAIL };
}
