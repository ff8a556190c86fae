import type { Profile } from '@vira/domain/profile';
import { api, data } from '@/lib/api';
import { apiFetch } from '@/lib/api-client';

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  emailVerified: boolean;
  image?: string | null;
}

export interface SessionData {
  user: SessionUser;
  session: { expiresAt: string };
}

export const SESSION_QUERY_KEY = ['session'] as const;
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** Spec §9: the session is checked every 5 minutes and refreshed when fewer than 5 minutes remain. */
export const SESSION_CHECK_INTERVAL_MS = 5 * 60_000;
export const SESSION_REFRESH_THRESHOLD_MS = 5 * 60_000;

/**
 * Better Auth's get-session; the server extends a session that is old enough as a side effect, so asking is
 * also how it is renewed. A revoked or expired session answers null.
 */
export async function fetchSession(): Promise<SessionData | null> {
  const data = await apiFetch<SessionData | null>('/api/auth/get-session');
  return data?.user ? data : null;
}

export function fetchProfile(): Promise<Profile> {
  return data(api.GET('/api/profile'));
}

/** The account button's words: full name, else the e-mail before the at-sign (spec §2). */
export function displayName(user: SessionUser | null, profile?: Profile | null): string | null {
  const email = user?.email;
  const whatsappOnly = !!email?.endsWith('@whatsapp.vira.invalid');
  // A WhatsApp-only account's user name is its number until the person gives a name: not a name to call them by.
  const name = profile?.fullName?.trim() || (whatsappOnly ? '' : user?.name?.trim());
  if (name) return name;
  if (email && !whatsappOnly) return email.split('@')[0] || null;
  return null;
}
