import type { Context } from 'hono';
import type { Env } from '../../config/env';
import { DEV_ADMIN_EMAIL, devAccountsEnabled } from '../../db/seed/dev-accounts';
import { AppError } from '../../http/app-error';
import type { AppBindings, SessionUser } from '../../http/context';
import { commonMessages } from '../../i18n/common-messages';

/** An admin is a person with a verified e-mail in ADMIN_EMAILS (plus the local admin outside production). */
export function isAdmin(env: Env, user: SessionUser | undefined): boolean {
  if (!user?.emailVerified) return false;
  const email = user.email.toLowerCase();
  return env.ADMIN_EMAILS.includes(email) || (devAccountsEnabled(env) && email === DEV_ADMIN_EMAIL);
}

/** The admin, or the same 404 an unknown path gets: nobody else learns that admin routes exist. */
export function requireAdmin(c: Context<AppBindings>, env: Env): SessionUser {
  const user = c.get('user');
  if (!user || !isAdmin(env, user)) throw new AppError(404, 'not_found', commonMessages.notFound);
  return user;
}
