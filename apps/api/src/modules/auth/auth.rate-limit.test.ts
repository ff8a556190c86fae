import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AUTH_RATE_LIMITS } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown) =>
  t.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('rate limits', () => {
  it('locks an account after too many sign-in attempts, even with the right password, with a clear message', async () => {
    await signUpAndVerify(t, { email: 'target@example.com', password: 'secreto1', fullName: 'Target' });
    const limit = AUTH_RATE_LIMITS['sign-in'].account[0];
    for (let i = 0; i < limit; i++) {
      expect(
        (await post('/api/auth/sign-in/email', { email: 'target@example.com', password: `mala-${i}` })).status,
      ).toBe(401);
    }
    const blocked = await post('/api/auth/sign-in/email', { email: 'target@example.com', password: 'secreto1' });
    expect(blocked.status).toBe(429);
    const body = (await blocked.json()) as { error: { message: string } };
    expect(body.error.message).toBe('Demasiados intentos. Espera unos minutos e intenta de nuevo.');
    // Another account from the same place is still welcome.
    expect((await post('/api/auth/sign-in/email', { email: 'otro@example.com', password: 'x' })).status).toBe(401);
  });

  it('keeps the counters in the database (shared by every API instance)', async () => {
    const rows = await t.deps.database.db.execute(
      sql`select key, count from rate_limits where key = 'sign-in:account:target@example.com'`,
    );
    const list = (rows as unknown as { rows: { count: number }[] }).rows ?? (rows as unknown as { count: number }[]);
    expect(list[0]!.count).toBeGreaterThan(AUTH_RATE_LIMITS['sign-in'].account[0]);
  });

  it('limits password-reset requests per address', async () => {
    const limit = AUTH_RATE_LIMITS['password-reset'].account[0];
    for (let i = 0; i < limit; i++)
      expect((await post('/api/auth/request-password-reset', { email: 'r@example.com' })).status).toBe(200);
    expect((await post('/api/auth/request-password-reset', { email: 'r@example.com' })).status).toBe(429);
  });

  it('limits sign-ups per IP', async () => {
    const limit = AUTH_RATE_LIMITS['sign-up'].ip[0];
    let last = 0;
    for (let i = 0; i <= limit; i++) {
      last = (await post('/api/auth/sign-up/email', { name: 'N', email: `n${i}@example.com`, password: 'x' })).status;
    }
    // The last attempts are refused before the password is even looked at.
    expect(last).toBe(429);
  });
});
