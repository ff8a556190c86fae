import type { Context } from 'hono';
import type { LocalizedText } from '../i18n/localized';
import { AppError } from './app-error';
import type { AppBindings, SessionUser } from './context';
import { commonMessages } from '../i18n/common-messages';

/** The signed-in person, or a 401 in the caller's language. The auth module's middleware sets `user`. */
export function requireUser(
  c: Context<AppBindings>,
  message: LocalizedText = commonMessages.signInRequired,
): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError(401, 'unauthenticated', message);
  return user;
}
