import { publicConfigSchema } from '@vira/domain/public-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SUPPORT_WHATSAPP_URL: 'https://wa.me/5215500000001',
    SUPPORT_EMAIL: 'ayuda@example.mx',
    GITHUB_CLIENT_ID: 'gh-id',
    GITHUB_CLIENT_SECRET: 'gh-secret',
    // Half configured is not configured: no secret, no Google button.
    GOOGLE_CLIENT_ID: 'google-id',
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/config/public', () => {
  it('answers the support contacts and the social sign-ins that have credentials, and nothing else', async () => {
    const res = await t.request('/api/config/public');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      supportWhatsappUrl: 'https://wa.me/5215500000001',
      supportEmail: 'ayuda@example.mx',
      socialProviders: ['github'],
      development: true,
      // No deposit makes verification compulsory unless VERIFICATION_REQUIRED_ABOVE_DEPOSIT is set.
      verificationRequiredAboveDeposit: null,
    });
    expect(publicConfigSchema.safeParse(body).success).toBe(true);
  });
});
