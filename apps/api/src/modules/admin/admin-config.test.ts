import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { isAdmin } from '../staff';

const person = (email: string, emailVerified = true) => ({ id: 'x', email, name: null, emailVerified });

describe('ADMIN_EMAILS', () => {
  it('refuses to start with an entry that is not an e-mail address, naming the variable', () => {
    expect(() => loadEnv({ ADMIN_EMAILS: 'jefa@example.com, not-an-email' })).toThrow(/ADMIN_EMAILS/);
  });

  it('matches verified e-mails case-insensitively; production never honours the local admin', () => {
    const env = loadEnv({ NODE_ENV: 'development', ADMIN_EMAILS: ' Jefa@Example.com ' });
    expect(isAdmin(env, person('jefa@example.com'))).toBe(true);
    expect(isAdmin(env, person('JEFA@example.com', false))).toBe(false);
    expect(isAdmin(env, person('admin@vira.local'))).toBe(true);
    const production = loadEnv({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      ALLOW_OUTBOX_IN_PRODUCTION: 'true',
    });
    expect(isAdmin(production, person('admin@vira.local'))).toBe(false);
    expect(isAdmin(production, person('jefa@example.com'))).toBe(false);
  });
});
