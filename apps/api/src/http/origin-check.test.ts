import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { signUpAndVerify } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trustedOrigins } from './origin-check';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signUpAndVerify(t, { email: 'origen@example.com', password: 'secreto1', fullName: 'Origen' });
});
afterAll(async () => {
  await t.close();
});

/** Straight to the app: no Origin is added for us. */
const raw = (path: string, init: RequestInit) => t.app.request(`http://localhost:3000${path}`, init);

describe('cookie-authenticated writes need Origin or Referer', () => {
  const rename = (headers: Record<string, string>) =>
    raw('/api/profile', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ fullName: 'Cambiado' }),
    });

  it('refuses a write with the session cookie and neither header', async () => {
    const res = await rename({ cookie });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Solicitud rechazada: proviene de otro sitio.',
    );
    const me = (await (await raw('/api/profile', { headers: { cookie } })).json()) as { fullName: string };
    expect(me.fullName).toBe('Origen');
  });

  it('also for Better Auth’s own writes (sign-out, change password)', async () => {
    expect((await raw('/api/auth/sign-out', { method: 'POST', headers: { cookie } })).status).toBe(403);
  });

  it('accepts the same write from our pages (Origin, or Referer alone)', async () => {
    expect((await rename({ cookie, origin: 'http://localhost:3000' })).status).toBe(200);
    expect((await rename({ cookie, referer: 'http://localhost:3000/user-dashboard' })).status).toBe(200);
  });

  it('keeps cookie-less server calls working: webhooks and guests without Origin', async () => {
    const webhook = await raw('/api/payments/webhooks/sandbox', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    // Refused for its missing signature, not for its origin.
    expect(webhook.status).not.toBe(403);
    const guest = await raw('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: 'vira.theme=dark' },
      body: JSON.stringify({ email: 'origen@example.com', password: 'secreto1' }),
    });
    expect(guest.status).toBe(200);
  });
});

describe('development origins follow PORT and every loopback name', () => {
  it('derives PUBLIC_URL from PORT when it is not set', () => {
    expect(loadEnv({ PORT: '3001' }).PUBLIC_URL).toBe('http://localhost:3001');
    expect(loadEnv({ PORT: '3001', PUBLIC_URL: 'https://vira.example' }).PUBLIC_URL).toBe('https://vira.example');
  });

  it('trusts localhost, 127.0.0.1 and [::1] on that port in development only', () => {
    const dev = trustedOrigins(loadEnv({ PORT: '3001' }));
    expect(dev).toEqual(
      expect.arrayContaining([
        'http://localhost:3001',
        'http://127.0.0.1:3001',
        'http://[::1]:3001',
        'http://localhost:5173',
      ]),
    );
    expect(dev).not.toContain('http://localhost:3000');
    const production = trustedOrigins(
      loadEnv({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        ALLOW_OUTBOX_IN_PRODUCTION: 'true',
        PUBLIC_URL: 'https://vira.example',
      }),
    );
    expect(production).toEqual(['https://vira.example']);
  });

  it('signs up and in from http://127.0.0.1:3001 and http://[::1]:3001 on a server started with PORT=3001', async () => {
    const other = await createTestApp({ NODE_ENV: 'development', PORT: '3001', PUBLIC_URL: '' });
    try {
      const post = (origin: string, path: string, body: unknown) =>
        other.app.request(`${origin}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', origin },
          body: JSON.stringify(body),
        });
      const signUp = await post('http://127.0.0.1:3001', '/api/auth/sign-up/email', {
        name: 'Puerto',
        email: 'puerto@example.com',
        password: 'secreto1',
      });
      expect(signUp.status, await signUp.clone().text()).toBe(200);
      const signIn = await post('http://[::1]:3001', '/api/auth/sign-in/email', {
        email: 'puerto@example.com',
        password: 'secreto1',
      });
      // Refused only because the address is not verified yet (403 with its own message), never for the origin.
      expect(((await signIn.json()) as { error?: { code: string } }).error?.code).not.toBe('forbidden_origin');
      const elsewhere = await post('http://localhost:3000', '/api/auth/sign-in/email', {
        email: 'puerto@example.com',
        password: 'secreto1',
      });
      expect(elsewhere.status).toBe(403);
    } finally {
      await other.close();
    }
  });
});
