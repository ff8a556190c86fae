import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor, signUpAndVerify } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AUTH_RATE_LIMITS, SIGN_IN_SLOWDOWN } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

/** The same request arriving through Node's server from another machine. */
const postFrom = (address: string, path: string, body: unknown) =>
  t.app.request(
    `http://localhost:3000${path}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4', remotePort: 40000 } } },
  );

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60 * 60);
  const body = (await res.json()) as { error: { message: string } };
  expect(body.error.message).toBe('Demasiados intentos. Espera unos minutos e intenta de nuevo.');
}

describe('rate limits', () => {
  it('stops one client guessing an account’s password, but not the owner on their own device', async () => {
    await signUpAndVerify(t, { email: 'target@example.com', password: 'secreto1', fullName: 'Target' });
    const limit = AUTH_RATE_LIMITS['sign-in'].account[0];
    for (let i = 0; i < limit; i++) {
      const res = await postFrom('203.0.113.7', '/api/auth/sign-in/email', {
        email: 'target@example.com',
        password: `mala-${i}`,
      });
      expect(res.status).toBe(401);
    }
    // The guessing client is refused, even with the right password, and told when to come back.
    await expectLimited(
      await postFrom('203.0.113.7', '/api/auth/sign-in/email', { email: 'target@example.com', password: 'secreto1' }),
    );
    // The owner, elsewhere, signs in.
    const owner = await postFrom('198.51.100.20', '/api/auth/sign-in/email', {
      email: 'target@example.com',
      password: 'secreto1',
    });
    expect(owner.status).toBe(200);
    // Another account from the guessing client is still welcome.
    expect(
      (await postFrom('203.0.113.7', '/api/auth/sign-in/email', { email: 'otro@example.com', password: 'x' })).status,
    ).toBe(401);
  });

  it('slows guesses at one account from many clients instead of locking it', async () => {
    await signUpAndVerify(t, { email: 'many@example.com', password: 'secreto1', fullName: 'Many' });
    for (let i = 0; i < SIGN_IN_SLOWDOWN.after; i++) {
      await postFrom(`192.0.2.${i + 1}`, '/api/auth/sign-in/email', { email: 'many@example.com', password: 'mala' });
    }
    const started = performance.now();
    const owner = await postFrom('198.51.100.99', '/api/auth/sign-in/email', {
      email: 'many@example.com',
      password: 'secreto1',
    });
    const waited = performance.now() - started;
    expect(owner.status).toBe(200);
    expect(waited).toBeGreaterThanOrEqual(SIGN_IN_SLOWDOWN.stepMs - 20);
  });

  it('keeps the counters in the database (shared by every API instance)', async () => {
    const rows = await t.deps.database.db.execute(
      sql`select key, count from rate_limits where key = 'sign-in:account:target@example.com:client:203.0.113.7'`,
    );
    const list = (rows as unknown as { rows: { count: number }[] }).rows ?? (rows as unknown as { count: number }[]);
    expect(list[0]!.count).toBeGreaterThan(AUTH_RATE_LIMITS['sign-in'].account[0]);
  });

  it('limits password-reset requests per address, with Retry-After', async () => {
    const limit = AUTH_RATE_LIMITS['password-reset'].account[0];
    for (let i = 0; i < limit; i++)
      expect((await post('/api/auth/request-password-reset', { email: 'r@example.com' })).status).toBe(200);
    await expectLimited(await post('/api/auth/request-password-reset', { email: 'r@example.com' }));
  });

  it('limits verification e-mails to one inbox', async () => {
    await post('/api/auth/sign-up/email', { name: 'Inbox', email: 'inbox@example.com', password: 'secreto1' });
    const limit = AUTH_RATE_LIMITS['verification-email'].account[0];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await post('/api/auth/send-verification-email', { email: 'inbox@example.com' })).status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    // The sign-up mail plus at most `limit` more.
    expect((await outboxFor(t, 'inbox@example.com')).length).toBeLessThanOrEqual(limit + 1);
    await expectLimited(await post('/api/auth/send-verification-email', { email: 'inbox@example.com' }));
  });

  it('limits password checks with a session (no unlimited guessing)', async () => {
    const cookie = await signUpAndVerify(t, { email: 'guess@example.com', password: 'secreto1', fullName: 'Guess' });
    const limit = AUTH_RATE_LIMITS['password-verify'].account[0];
    for (let i = 0; i < limit; i++) {
      expect((await post('/api/auth/verify-password', { password: `mala-${i}` }, { cookie })).status).toBe(400);
    }
    await expectLimited(await post('/api/auth/verify-password', { password: 'secreto1' }, { cookie }));
  });

  it('limits sign-ups per IP', async () => {
    const limit = AUTH_RATE_LIMITS['sign-up'].ip[0];
    let last: Response | undefined;
    for (let i = 0; i <= limit; i++) {
      last = await post('/api/auth/sign-up/email', { name: 'N', email: `n${i}@example.com`, password: 'x' });
    }
    // The last attempts are refused before the password is even looked at.
    await expectLimited(last!);
  });
});
