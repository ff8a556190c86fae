import { WHATSAPP_TEST_LIMITS, type WhatsappStatus } from '@vira/domain/whatsapp-test';
import { setVerifiedPhone } from '../profiles';
import type { Locale } from '@vira/domain/locales';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { localize } from '../../i18n/localized';
import { isAdmin } from '../staff';
import { authSecret } from '../../config/auth-secret';
import { authMessages } from '../auth';
import { sendPhoneOtp, verifyPhoneOtp } from '../auth';
import { enforceRateLimits } from '../rate-limit';
import { whatsappTestMessages } from './whatsapp-test.messages';
import * as repo from './whatsapp-test.repository';

export async function status(deps: AppDeps, user: SessionUser | undefined): Promise<WhatsappStatus> {
  return {
    sender: deps.adapters.whatsapp.kind,
    verifiedPhone: user ? await repo.verifiedPhoneOf(deps.database.db, user.id) : null,
    canSendToOthers: isAdmin(deps.env, user),
  };
}

/**
 * Never an open relay: a person sends the fixed test text only to their own verified number; an admin may
 * name another number. Rate limited per person either way.
 */
export async function sendTest(deps: AppDeps, user: SessionUser, to: string | undefined, locale: Locale) {
  const { db } = deps.database;
  const own = await repo.verifiedPhoneOf(db, user.id);
  if (to && to !== own && !isAdmin(deps.env, user))
    throw new AppError(403, 'whatsapp_only_admins', whatsappTestMessages.onlyAdmins);
  const target = to ?? own;
  if (!target) throw new AppError(400, 'whatsapp_verify_first', whatsappTestMessages.verifyFirst);
  await enforceRateLimits(
    db,
    [{ key: `whatsapp-test:${user.id}`, ...WHATSAPP_TEST_LIMITS.messages }],
    deps.clock.now(),
  );
  const sender = deps.adapters.whatsapp;
  try {
    const text = localize(whatsappTestMessages.testText, locale);
    const link = new URL('/whatsapp-test', deps.env.PUBLIC_URL).toString();
    await sender.sendText({ to: target, text, parts: ['Vira', text, link], language: locale });
  } catch (error) {
    deps.logger.error({ err: error }, 'WhatsApp test message failed');
    throw new AppError(502, 'whatsapp_send_failed', whatsappTestMessages.sendFailed);
  }
  return { to: target, sender: sender.kind };
}

/** Sends a 6-digit code with the sign-in rules (10 minutes, 5 tries), limited per person and per number. */
export async function sendCode(deps: AppDeps, user: SessionUser, phone: string, locale: Locale): Promise<void> {
  const { db } = deps.database;
  await enforceRateLimits(
    db,
    [
      { key: `whatsapp-verify:user:${user.id}`, ...WHATSAPP_TEST_LIMITS.codes },
      { key: `whatsapp-verify:phone:${phone}`, ...WHATSAPP_TEST_LIMITS.codes },
    ],
    deps.clock.now(),
  );
  const sender = deps.adapters.whatsapp;
  const secret = authSecret(deps.env);
  try {
    await sendPhoneOtp({ db, sender, secret, clock: deps.clock }, phone, locale);
  } catch (error) {
    deps.logger.error({ err: error }, 'WhatsApp verification code failed');
    throw new AppError(502, 'whatsapp_send_failed', whatsappTestMessages.sendFailed);
  }
}

export async function confirmCode(deps: AppDeps, user: SessionUser, phone: string, code: string) {
  const { db } = deps.database;
  const result = await verifyPhoneOtp({ db, secret: authSecret(deps.env), clock: deps.clock }, phone, code);
  if (!result.ok) {
    if (result.reason === 'otp_expired') throw new AppError(400, 'otp_expired', authMessages.otpExpired);
    if (result.reason === 'otp_too_many_attempts')
      throw new AppError(429, 'otp_too_many_attempts', authMessages.otpTooManyAttempts);
    throw new AppError(400, 'otp_invalid', authMessages.otpInvalid);
  }
  if (!(await setVerifiedPhone(db, user.id, phone)))
    throw new AppError(409, 'phone_taken', whatsappTestMessages.phoneTaken);
  return status(deps, user);
}
