import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../../http/app-error';
import type { LocalizedText } from '../../i18n/localized';
import { authMessages } from './auth.messages';
import { commonMessages } from '../../i18n/common-messages';

/** Better Auth error codes -> our codes and the spec's words. */
const KNOWN: Record<string, [ContentfulStatusCode, string, LocalizedText]> = {
  INVALID_EMAIL_OR_PASSWORD: [401, 'invalid_credentials', authMessages.invalidCredentials],
  EMAIL_NOT_VERIFIED: [403, 'email_not_verified', authMessages.emailNotVerified],
  USER_ALREADY_EXISTS: [422, 'email_already_registered', authMessages.alreadyRegistered],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: [422, 'email_already_registered', authMessages.alreadyRegistered],
  INVALID_EMAIL: [400, 'invalid_email', authMessages.invalidEmail],
  PASSWORD_TOO_SHORT: [400, 'password_too_short', authMessages.shortPassword],
  PASSWORD_TOO_LONG: [400, 'password_too_long', authMessages.longPassword],
  INVALID_PASSWORD: [400, 'wrong_current_password', authMessages.wrongCurrentPassword],
  INVALID_TOKEN: [400, 'invalid_token', authMessages.invalidToken],
  TOKEN_EXPIRED: [400, 'invalid_token', authMessages.invalidToken],
  SESSION_EXPIRED: [403, 'session_not_fresh', authMessages.signInAgain],
  OTP_INVALID: [400, 'otp_invalid', authMessages.otpInvalid],
  OTP_EXPIRED: [400, 'otp_expired', authMessages.otpExpired],
  OTP_TOO_MANY_ATTEMPTS: [429, 'otp_too_many_attempts', authMessages.otpTooManyAttempts],
  OTP_SEND_FAILED: [502, 'otp_send_failed', authMessages.otpSendFailed],
  ACCOUNT_SUSPENDED: [403, 'account_suspended', authMessages.suspended],
  PHONE_AUTH_FAILED: [500, 'phone_auth_failed', authMessages.authFailed],
};

/** Turns a Better Auth failure into our one error shape, in the caller's language. */
export function translateAuthError(path: string, status: number, body: unknown): AppError {
  const code = (body as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? KNOWN[code] : undefined;
  if (known) return new AppError(...known);
  if (status === 401) return new AppError(401, 'unauthenticated', commonMessages.signInRequired);
  const safeStatus = (status >= 400 && status <= 599 ? status : 500) as ContentfulStatusCode;
  if (path.startsWith('/sign-in')) return new AppError(safeStatus, 'sign_in_failed', authMessages.signInFailed);
  if (path.startsWith('/sign-up')) return new AppError(safeStatus, 'sign_up_failed', authMessages.signUpFailed);
  return new AppError(safeStatus, 'auth_failed', authMessages.authFailed);
}
