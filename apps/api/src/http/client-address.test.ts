import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, resolveClientAddress } from './client-address';

const proxies = parseTrustedProxies('10.0.0.0/8, 192.168.1.7, fd00::/8');

describe('the client address behind proxies', () => {
  it('without trusted proxies the socket is the client, whatever the header says', () => {
    expect(resolveClientAddress('203.0.113.9', '1.2.3.4', null)).toBe('203.0.113.9');
  });
  it('a header from an untrusted socket is ignored (anyone can write it)', () => {
    expect(resolveClientAddress('203.0.113.9', '1.2.3.4', proxies)).toBe('203.0.113.9');
  });
  it('behind a trusted proxy the client is the nearest untrusted hop', () => {
    expect(resolveClientAddress('10.1.2.3', '198.51.100.4', proxies)).toBe('198.51.100.4');
    expect(resolveClientAddress('10.1.2.3', '6.6.6.6, 198.51.100.4, 192.168.1.7', proxies)).toBe('198.51.100.4');
    expect(resolveClientAddress('::ffff:10.0.0.5', '2001:db8::1', proxies)).toBe('2001:db8::1');
  });
  it('garbage in the header is skipped', () => {
    expect(resolveClientAddress('10.1.2.3', 'not-an-ip, 198.51.100.4', proxies)).toBe('198.51.100.4');
    expect(resolveClientAddress('10.1.2.3', 'nonsense', proxies)).toBe('10.1.2.3');
  });
  it('refuses an invalid list at start-up', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/prefix/);
    expect(() => parseTrustedProxies('proxy.local')).toThrow(/not an IP/);
  });
});
