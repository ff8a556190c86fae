import { describe, expect, it } from 'vitest';
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
      WEB_DIST_DIR: '/tmp',
    });
    try {
      expect((await t.request('/api/dev/outbox')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
