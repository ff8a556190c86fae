import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, outboxFor } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestClock } from '../../../test/test-clock';
import { phoneOtps } from '../../db/schema/phone-otps';
import { authSecret } from '../../config/auth-secret';
import { AUTH_RATE_LIMITS } from './auth.service';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, verifyPhoneOtp } from './phone-otp.service';

// On PostgreSQL too: concurrent guesses against one code are counted by row locks.

let t: TestApp;
const clock = createTestClock();
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function sendCode(phone: string): Promise<string> {
  const res = await post('/api/auth/whatsapp/send-code', { phone });
  expect(res.status).toBe(200);
  const [message] = await outboxFor(t, phone);
  expect(message!.channel).toBe('whatsapp');
  return message!.codes[0]!;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('WhatsApp sign-in', () => {
  it('sends a 6-digit code, keeps only its hash, and signs the person in with it (once)', async () => {
    const code = await sendCode('+525512340001');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.deps.database.db.select().from(phoneOtps).where(eq(phoneOtps.phone, '+525512340001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.expiresAt.getTime() - clock.now().getTime()).toBe(OTP_TTL_MS);

    const verified = await post('/api/auth/whatsapp/verify', { phone: '+525512340001', code });
    expect(verified.status).toBe(200);
    const cookie = cookieFrom(verified);
    const profile = await t.request('/api/profile', { headers: { cookie } });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      phone: '+525512340001',
      verificationStatus: 'pending',
      isVira: false,
    });

    const again = await post('/api/auth/whatsapp/verify', { phone: '+525512340001', code });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toBe('Código de verificación incorrecto');
  });

  it('signs the same phone into the same account next time, saying which sign-in made the account', async () => {
    const firstAnswer = await post('/api/auth/whatsapp/verify', {
      phone: '+525512340002',
      code: await sendCode('+525512340002'),
    });
    expect(((await firstAnswer.clone().json()) as { isNew: boolean }).isNew).toBe(true);
    const first = cookieFrom(firstAnswer);
    const secondAnswer = await post('/api/auth/whatsapp/verify', {
      phone: '+525512340002',
      code: await sendCode('+525512340002'),
    });
    expect(((await secondAnswer.clone().json()) as { isNew: boolean }).isNew).toBe(false);
    const second = cookieFrom(secondAnswer);
    const idOf = async (cookie: string) =>
      ((await (await t.request('/api/profile', { headers: { cookie } })).json()) as { userId: string }).userId;
    expect(await idOf(first)).toBe(await idOf(second));
  });

  it('refuses an expired code', async () => {
    const code = await sendCode('+525512340003');
    // Ten minutes later by the app's clock: nobody waits for them.
    clock.advance(OTP_TTL_MS + 1000);
    const res = await post('/api/auth/whatsapp/verify', { phone: '+525512340003', code });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('otp_expired');
  });

  it('kills a code at the fifth wrong try, so even the right code fails afterwards', async () => {
    const code = await sendCode('+525512340004');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      expect(
        (await errorOf(await post('/api/auth/whatsapp/verify', { phone: '+525512340004', code: wrong }))).code,
      ).toBe('otp_invalid');
    }
    const fifth = await post('/api/auth/whatsapp/verify', { phone: '+525512340004', code: wrong });
    expect((await errorOf(fifth)).code).toBe('otp_too_many_attempts');
    const right = await post('/api/auth/whatsapp/verify', { phone: '+525512340004', code });
    expect(right.status).toBe(400);
    expect(cookieFrom(right)).not.toContain('session_token');
  });

  it('compares at most five guesses against one code, however many arrive at once', async () => {
    const phone = '+525512340006';
    const code = await sendCode(phone);
    // Straight to the service: the route's per-IP rate limit would hide the race this guards against.
    const secret = authSecret(t.deps.env);
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    guesses[30] = code;
    const results = await Promise.all(
      guesses.map((guess) => verifyPhoneOtp({ db: t.deps.database.db, secret, clock: t.deps.clock }, phone, guess)),
    );
    // A guess is compared only after claiming an attempt (one conditional increment), so the row counts the
    // comparisons. The answers cannot: a guess arriving after the code was used finds no open code and is told
    // "invalid" without any comparison (counting those failed once on PostgreSQL: 6 "compared" of 5 claims).
    const [row] = await t.deps.database.db.select().from(phoneOtps).where(eq(phoneOtps.phone, phone));
    expect(row!.attempts).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    expect(results.filter((r) => r.ok).length).toBeLessThanOrEqual(1);
    // Used up, by the right guess or by the fifth wrong one: no later guess is compared.
    expect(row!.consumedAt).not.toBeNull();
  });

  it('a new code replaces the previous one', async () => {
    const old = await sendCode('+525512340005');
    const fresh = await sendCode('+525512340005');
    if (old !== fresh)
      expect((await post('/api/auth/whatsapp/verify', { phone: '+525512340005', code: old })).status).toBe(400);
    expect((await post('/api/auth/whatsapp/verify', { phone: '+525512340005', code: fresh })).status).toBe(200);
  });

  it('checks the phone and the code with the spec words', async () => {
    expect((await errorOf(await post('/api/auth/whatsapp/send-code', { phone: '' }))).message).toBe(
      'Ingresa tu número de teléfono',
    );
    expect((await errorOf(await post('/api/auth/whatsapp/send-code', { phone: '12' }))).code).toBe('invalid_phone');
    expect((await errorOf(await post('/api/auth/whatsapp/verify', { phone: '+525512340006', code: '' }))).message).toBe(
      'Ingresa el código de verificación',
    );
  });

  it('limits how many codes one phone can ask for', async () => {
    const limit = AUTH_RATE_LIMITS['otp-send'].account[0];
    for (let i = 0; i < limit; i++)
      expect((await post('/api/auth/whatsapp/send-code', { phone: '+525512340007' })).status).toBe(200);
    const blocked = await post('/api/auth/whatsapp/send-code', { phone: '+525512340007' });
    expect(blocked.status).toBe(429);
    expect((await errorOf(blocked)).message).toBe('Demasiados intentos. Espera unos minutos e intenta de nuevo.');
  });
});
