import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SOCIAL_PROVIDER_LABELS,
  emailSchema,
  isSocialProvider,
  otpCodeSchema,
  phoneSchema,
  type SocialProvider,
} from '@vira/domain/auth';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { commonMessages } from '../../i18n/common-messages';
import { countAttempt, enforceRateLimits, type RateLimitRule } from '../rate-limit';
import { authMessages } from './auth.messages';
import { emailIsRegistered } from './auth.repository';

type Body = Record<string, unknown>;

export interface GatewayContext {
  db: AppDb;
  ip: string;
  userId: string | undefined;
  configuredProviders: readonly SocialProvider[];
  /**
   * Per-client limits (per IP, and per account from one IP) are multiplied by this: on the browser-test server
   * every test comes from 127.0.0.1, and the sample admin and owners sign in once per test, dozens of times in a
   * quarter of an hour.
   */
  clientLimitFactor: number;
  /** The app clock's time of the request: rate-limit windows count from it (decision 060). */
  now: Date;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Per IP and per account (e-mail, phone or user), per action. */
export const AUTH_RATE_LIMITS = {
  'sign-in': { ip: [30, 15 * MINUTE], account: [10, 15 * MINUTE] },
  'sign-up': { ip: [20, HOUR], account: [5, HOUR] },
  'password-reset': { ip: [10, HOUR], account: [3, HOUR] },
  'otp-send': { ip: [30, HOUR], account: [5, 10 * MINUTE] },
  'otp-verify': { ip: [30, 10 * MINUTE], account: [10, 10 * MINUTE] },
  'password-change': { ip: [20, HOUR], account: [10, HOUR] },
  'verification-email': { ip: [10, HOUR], account: [3, HOUR] },
  'password-verify': { ip: [20, 15 * MINUTE], account: [10, 15 * MINUTE] },
} as const satisfies Record<string, { ip: [number, number]; account: [number, number] }>;

/**
 * Sign-in guesses at one account from every client together are not refused (that would let anyone lock the
 * owner out) but slowed: past `after` attempts in the window each one waits `stepMs` more, up to `maxMs`.
 */
export const SIGN_IN_SLOWDOWN = { after: 10, stepMs: 250, maxMs: 3000, windowSeconds: 15 * MINUTE } as const;

/**
 * Counts the attempt per client and per account. An account's limit is kept per account and client, so a
 * stranger's wrong guesses never lock the owner out from their own device.
 */
async function limit(ctx: GatewayContext, action: keyof typeof AUTH_RATE_LIMITS, account: string | undefined) {
  const rule = AUTH_RATE_LIMITS[action];
  const rules: RateLimitRule[] = [
    { key: `${action}:ip:${ctx.ip}`, limit: rule.ip[0] * ctx.clientLimitFactor, windowSeconds: rule.ip[1] },
  ];
  if (account) {
    rules.push({
      key: `${action}:account:${account}:client:${ctx.ip}`,
      limit: rule.account[0] * ctx.clientLimitFactor,
      windowSeconds: rule.account[1],
    });
  }
  await enforceRateLimits(ctx.db, rules, ctx.now);
}

async function slowDownGuesses(ctx: GatewayContext, account: string): Promise<void> {
  const { after, stepMs, maxMs, windowSeconds } = SIGN_IN_SLOWDOWN;
  const count = await countAttempt(ctx.db, { key: `sign-in:account:${account}`, limit: after, windowSeconds }, ctx.now);
  if (count > after) await new Promise((resolve) => setTimeout(resolve, Math.min(maxMs, (count - after) * stepMs)));
}

/** Better Auth stores what it is given; U+0000 in any text would fail in the database as a 500. */
function refuseNulCharacters(body: Body): void {
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.includes('\u0000')) {
      throw new AppError(
        400,
        'validation_failed',
        commonMessages.nulCharacter,
        { field },
        { [field]: 'nul_character' },
      );
    }
  }
}

function text(body: Body, field: string): string {
  const value = body[field];
  return typeof value === 'string' ? value : '';
}

function email(body: Body): string {
  const parsed = emailSchema.safeParse(text(body, 'email'));
  if (!parsed.success) throw new AppError(400, 'invalid_email', authMessages.invalidEmail, {}, { email: 'invalid' });
  return parsed.data;
}

function checkNewPassword(password: string, field: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError(400, 'password_too_short', authMessages.shortPassword, {}, { [field]: 'too_short' });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AppError(400, 'password_too_long', authMessages.longPassword, {}, { [field]: 'too_long' });
  }
}

/** Only paths on this site: a crafted link must not bounce a fresh session to another origin. */
function localPath(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
}

function phone(body: Body): string {
  const raw = text(body, 'phone').trim();
  if (!raw) throw new AppError(400, 'phone_required', authMessages.phoneRequired, {}, { phone: 'required' });
  const normalized = `+${raw.replace(/\D/g, '')}`;
  if (!phoneSchema.safeParse(normalized).success) {
    throw new AppError(400, 'invalid_phone', authMessages.invalidPhone, {}, { phone: 'invalid' });
  }
  return normalized;
}

/** The user fields that hold a phone: only the WhatsApp code flow (whatsapp-plugin.ts) proves and sets one. */
const PHONE_FIELDS = ['phone', 'phoneNumber', 'phoneNumberVerified'];

/**
 * A profile picture is shown as an `<img>` and a link by our pages and by other people's: only a web address or
 * one of our own images, never `javascript:`, `data:` or another scheme.
 */
function isSafeImageUrl(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string' || value.length > 2048) return false;
  if (value.startsWith('/api/')) return !/[\\\s]|\.\./.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function checkUserUpdate(body: Body): void {
  const phoneField = PHONE_FIELDS.find((field) => field in body);
  if (phoneField) {
    throw new AppError(400, 'phone_not_editable', authMessages.phoneNotEditable, {}, { [phoneField]: 'not_editable' });
  }
  if (!isSafeImageUrl(body.image)) {
    throw new AppError(400, 'invalid_image_url', authMessages.imageUrlInvalid, {}, { image: 'invalid' });
  }
}

/**
 * Checks, limits and normalises a request before Better Auth sees it, and returns the body to forward.
 * Better Auth keeps the sessions, hashing and tokens; the spec's rules and words live here.
 */
export async function prepareAuthRequest(path: string, body: Body, ctx: GatewayContext): Promise<Body> {
  refuseNulCharacters(body);
  switch (path) {
    case '/sign-up/email': {
      const address = email(body);
      await limit(ctx, 'sign-up', address);
      const name = text(body, 'name').trim();
      if (!name) throw new AppError(400, 'name_required', authMessages.nameRequired, {}, { name: 'required' });
      checkNewPassword(text(body, 'password'), 'password');
      // The spec's one deliberate disclosure: sign-up says the address is taken (Better Auth would hide it).
      if (await emailIsRegistered(ctx.db, address)) {
        throw new AppError(422, 'email_already_registered', authMessages.alreadyRegistered);
      }
      const phoneText = text(body, 'phone').trim();
      return {
        name,
        email: address,
        password: body.password,
        phone: phoneText ? `+${phoneText.replace(/\D/g, '')}` : undefined,
        callbackURL: localPath(body.callbackURL, '/user-dashboard'),
      };
    }
    case '/sign-in/email': {
      const address = email(body);
      await limit(ctx, 'sign-in', address);
      await slowDownGuesses(ctx, address);
      return { ...body, email: address, callbackURL: localPath(body.callbackURL, '/user-dashboard') };
    }
    case '/request-password-reset': {
      const address = email(body);
      await limit(ctx, 'password-reset', address);
      return { email: address, redirectTo: localPath(body.redirectTo, '/login') };
    }
    case '/reset-password': {
      checkNewPassword(text(body, 'newPassword'), 'newPassword');
      await limit(ctx, 'password-reset', undefined);
      return body;
    }
    case '/send-verification-email': {
      const address = email(body);
      await limit(ctx, 'verification-email', address);
      return { email: address, callbackURL: localPath(body.callbackURL, '/user-dashboard') };
    }
    case '/verify-password': {
      await limit(ctx, 'password-verify', ctx.userId);
      return body;
    }
    case '/change-password': {
      checkNewPassword(text(body, 'newPassword'), 'newPassword');
      await limit(ctx, 'password-change', ctx.userId);
      // Changing the password always signs out every other device.
      return { ...body, revokeOtherSessions: true };
    }
    case '/whatsapp/send-code': {
      const number = phone(body);
      await limit(ctx, 'otp-send', number);
      return { phone: number };
    }
    case '/whatsapp/verify': {
      const number = phone(body);
      const code = text(body, 'code').trim();
      if (!code) throw new AppError(400, 'code_required', authMessages.codeRequired, {}, { code: 'required' });
      await limit(ctx, 'otp-verify', number);
      if (!otpCodeSchema.safeParse(code).success) throw new AppError(400, 'otp_invalid', authMessages.otpInvalid);
      return { phone: number, code };
    }
    case '/update-user': {
      checkUserUpdate(body);
      return body;
    }
    case '/sign-in/social': {
      const provider = body.provider;
      if (isSocialProvider(provider) && !ctx.configuredProviders.includes(provider)) {
        throw new AppError(400, 'provider_not_configured', authMessages.providerNotConfigured, {
          provider: SOCIAL_PROVIDER_LABELS[provider],
        });
      }
      return {
        ...body,
        callbackURL: localPath(body.callbackURL, '/user-dashboard'),
        errorCallbackURL: localPath(body.errorCallbackURL, '/login'),
        newUserCallbackURL: localPath(body.newUserCallbackURL, '/user-dashboard'),
      };
    }
    default:
      return body;
  }
}
