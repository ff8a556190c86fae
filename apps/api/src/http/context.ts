import type { Locale } from '@vira/domain/locales';
import type { Logger } from 'pino';

/** Variables every request carries through Hono's context. */
/** The signed-in person, set by the auth module's session middleware; absent for guests. */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  emailVerified: boolean;
}

export interface AppVariables {
  locale: Locale;
  user?: SessionUser;
  requestId: string;
  /** The real client's address (behind TRUSTED_PROXIES, from X-Forwarded-For). */
  clientAddress?: string;
  logger: Logger;
}

export type AppBindings = { Variables: AppVariables };
