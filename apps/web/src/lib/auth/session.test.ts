import { describe, expect, it } from 'vitest';
import { displayName } from './session';

const user = { id: 'u1', email: 'ana.lopez@example.com', name: null, emailVerified: true };

describe('account button label (spec §2)', () => {
  it('is the full name when there is one', () => {
    expect(displayName({ ...user, name: 'Ana López' })).toBe('Ana López');
  });
  it('prefers the profile name, which the person can edit', () => {
    expect(displayName({ ...user, name: 'Ana' }, { fullName: 'Ana María' } as never)).toBe('Ana María');
  });
  it('falls back to the e-mail before the at-sign', () => {
    expect(displayName(user)).toBe('ana.lopez');
  });
  it('gives nothing (the login label shows) for no user or a WhatsApp placeholder address', () => {
    expect(displayName(null)).toBeNull();
    expect(displayName({ ...user, email: '525512345678@whatsapp.vira.invalid' })).toBeNull();
  });
});
