import type { SocialProvider } from '@vira/domain/auth';
import type { Profile, ProfileUpdate } from '@vira/domain/profile';
import { api, data, formDataBody } from '@/lib/api';
import { apiFetch } from '@/lib/api-client';

/** Where e-mail verification and OAuth land (spec: /user-dashboard); `welcome` marks it as a fresh sign-in. */
export const SIGNED_IN_LANDING = '/user-dashboard?welcome=1';
/** The same for an account's very first sign-in (a verified sign-up, a new OAuth account): no "welcome back". */
export const FIRST_SIGN_IN_LANDING = '/user-dashboard?welcome=new';

export function signInWithEmail(email: string, password: string): Promise<unknown> {
  // The callback is used only by the verification mail a not-yet-verified account gets again on signing in:
  // following it is that account's first sign-in.
  return apiFetch('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password, callbackURL: FIRST_SIGN_IN_LANDING },
  });
}

export function signUpWithEmail(input: {
  name: string;
  email: string;
  password: string;
  phone?: string;
}): Promise<unknown> {
  return apiFetch('/api/auth/sign-up/email', {
    method: 'POST',
    json: { ...input, callbackURL: FIRST_SIGN_IN_LANDING },
  });
}

/** Starts the provider's OAuth flow: the API answers the provider's URL, the browser goes there. */
export async function signInWithProvider(provider: SocialProvider): Promise<void> {
  const result = await apiFetch<{ url?: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    json: {
      provider,
      callbackURL: SIGNED_IN_LANDING,
      errorCallbackURL: '/login',
      newUserCallbackURL: FIRST_SIGN_IN_LANDING,
    },
  });
  if (result.url) window.location.assign(result.url);
}

export function sendWhatsAppCode(phone: string): Promise<{ phone: string }> {
  return apiFetch('/api/auth/whatsapp/send-code', { method: 'POST', json: { phone } });
}

/** `isNew`: the code made the account (its first sign-in). */
export function verifyWhatsAppCode(phone: string, code: string): Promise<{ isNew: boolean }> {
  return apiFetch('/api/auth/whatsapp/verify', { method: 'POST', json: { phone, code } });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return apiFetch('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: '/login' } });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return apiFetch('/api/auth/change-password', {
    method: 'POST',
    json: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

/** Every session of the person, this one included. */
export function signOutEverywhere(): Promise<unknown> {
  return apiFetch('/api/auth/revoke-sessions', { method: 'POST', json: {} });
}

export function deleteAccount(password: string | undefined): Promise<unknown> {
  return apiFetch('/api/auth/delete-user', { method: 'POST', json: password ? { password } : {} });
}

export function updateProfile(changes: ProfileUpdate): Promise<Profile> {
  return data(api.PATCH('/api/profile', { body: changes }));
}

export function uploadAvatar(file: File): Promise<Profile> {
  return data(api.POST('/api/profile/avatar', { body: { file }, bodySerializer: formDataBody }));
}
