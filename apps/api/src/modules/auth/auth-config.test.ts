import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox';
import { loadEnv } from '../../config/env';
import { createTestApp } from '../../../test/test-app';

describe('production configuration', () => {
  it('refuses to start without AUTH_SECRET, SMTP and WhatsApp', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET.*SMTP_URL.*WHATSAPP_TOKEN/);
  });

  it('starts with real providers, or with the explicit outbox opt-in', () => {
    const secret = 'x'.repeat(40);
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        AUTH_SECRET: secret,
        SMTP_URL: 'smtp://mail.example.com:587',
        WHATSAPP_TOKEN: 't',
        WHATSAPP_PHONE_NUMBER_ID: '1',
      }),
    ).not.toThrow();
    expect(() =>
      loadEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, ALLOW_OUTBOX_IN_PRODUCTION: 'true' }),
    ).not.toThrow();
    expect(() => loadEnv({ NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: 'true' })).toThrow(/AUTH_SECRET/);
  });

  it('never mounts the dev outbox in production', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'y'.repeat(40),
      ALLOW_OUTBOX_IN_PRODUCTION: 'true',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      PAYMENTS_WEBHOOK_SECRET: 'z'.repeat(32),
      WEB_DIST_DIR: '/tmp',
    });
    try {
      expect((await t.request('/api/dev/outbox')).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('marks the session cookie Secure in production', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'z'.repeat(40),
      ALLOW_OUTBOX_IN_PRODUCTION: 'true',
      PUBLIC_URL: 'https://vira.example',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      PAYMENTS_WEBHOOK_SECRET: 'z'.repeat(32),
      WEB_DIST_DIR: '/tmp',
    });
    try {
      const signUp = await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Prod', email: 'prod@example.com', password: 'secreto1' }),
      });
      expect(signUp.status).toBe(200);
      const [mail] = await t.deps.database.db
        .select()
        .from(outboxMessages)
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1);
      const link = new URL(mail!.links[0]!);
      const verified = await t.request(link.pathname + link.search, { redirect: 'manual' });
      const cookie = verified.headers.getSetCookie().find((c) => c.includes('session_token'))!;
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await t.close();
    }
  });

  it('sends a configured provider through its OAuth flow, back to our callback', async () => {
    const t = await createTestApp({ GITHUB_CLIENT_ID: 'vira-client', GITHUB_CLIENT_SECRET: 'vira-secret' });
    try {
      const res = await t.request('/api/auth/sign-in/social', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ provider: 'github', callbackURL: '/user-dashboard?welcome=1' }),
      });
      expect(res.status).toBe(200);
      const url = new URL(((await res.json()) as { url: string }).url);
      expect(url.origin).toBe('https://github.com');
      expect(url.searchParams.get('client_id')).toBe('vira-client');
      expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/github');
    } finally {
      await t.close();
    }
  });
});

describe('configuration that would be unsafe', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), ALLOW_OUTBOX_IN_PRODUCTION: 'true' };

  it('refuses the browser-test switch with a public address', () => {
    expect(() => loadEnv({ E2E: 'true', PUBLIC_URL: 'https://vira.example.com' })).toThrow(/E2E=true/);
    expect(() => loadEnv({ E2E: 'true', PUBLIC_URL: 'http://127.0.0.1:3100' })).not.toThrow();
  });

  it('has no default sandbox webhook secret in production', () => {
    expect(() => loadEnv({ ...production, ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' })).toThrow(
      /PAYMENTS_WEBHOOK_SECRET/,
    );
    expect(loadEnv({ NODE_ENV: 'development' }).PAYMENTS_WEBHOOK_SECRET.length).toBeGreaterThanOrEqual(16);
  });

  it('seeds sample listings in production only when asked', () => {
    expect(loadEnv(production).SEED_SAMPLE_DATA).toBe(false);
    expect(loadEnv({ ...production, SEED_SAMPLE_DATA: 'true' }).SEED_SAMPLE_DATA).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development' }).SEED_SAMPLE_DATA).toBe(true);
  });

  it('refuses an invalid TRUSTED_PROXIES list naming the entry', () => {
    expect(() => loadEnv({ TRUSTED_PROXIES: '10.0.0.0/8, proxy.local' })).toThrow(/proxy\.local/);
    expect(() => loadEnv({ TRUSTED_PROXIES: '10.0.0.0/8, ::1' })).not.toThrow();
  });
});
