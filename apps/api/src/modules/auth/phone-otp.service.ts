import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@vira/domain/locales';
import type { WhatsAppSender } from '../../adapters/whatsapp/whatsapp-sender';
import type { Clock } from '../../clock';
import type { AppDb } from '../../db/client';
import { localize } from '../../i18n/localized';
import { authMailTexts } from './auth.messages';
import { claimAttempt, consumeOtp, findLatestOpenOtp, replacePhoneOtp } from './phone-otp.repository';

/** A code lives 10 minutes and dies at the fifth wrong try. */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpFailure = 'otp_invalid' | 'otp_expired' | 'otp_too_many_attempts';

/** Keyed hash: a leaked table does not give the codes away (six digits alone would be trivial to brute-force). */
function hashCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

export async function sendPhoneOtp(
  deps: { db: AppDb; sender: WhatsAppSender; secret: string; clock: Clock },
  phone: string,
  locale: Locale,
): Promise<void> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const now = deps.clock.now();
  await replacePhoneOtp(deps.db, phone, {
    codeHash: hashCode(deps.secret, phone, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    now,
  });
  await deps.sender.sendCode({
    to: phone,
    code,
    text: localize(authMailTexts.whatsappCode, locale, { code }),
    language: locale,
  });
}

/** Checks and uses up the phone's open code; a failure says why. */
export async function verifyPhoneOtp(
  deps: { db: AppDb; secret: string; clock: Clock },
  phone: string,
  code: string,
): Promise<{ ok: true } | { ok: false; reason: OtpFailure }> {
  const now = deps.clock.now();
  const otp = await findLatestOpenOtp(deps.db, phone);
  if (!otp) return { ok: false, reason: 'otp_invalid' };
  if (otp.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'otp_expired' };
  const attempts = await claimAttempt(deps.db, otp.id, OTP_MAX_ATTEMPTS, now);
  if (attempts === undefined) return { ok: false, reason: 'otp_too_many_attempts' };
  const expected = Buffer.from(otp.codeHash, 'hex');
  const given = Buffer.from(hashCode(deps.secret, phone, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    if (attempts >= OTP_MAX_ATTEMPTS) {
      await consumeOtp(deps.db, otp.id, now);
      return { ok: false, reason: 'otp_too_many_attempts' };
    }
    return { ok: false, reason: 'otp_invalid' };
  }
  if (!(await consumeOtp(deps.db, otp.id, now))) return { ok: false, reason: 'otp_invalid' };
  return { ok: true };
}
