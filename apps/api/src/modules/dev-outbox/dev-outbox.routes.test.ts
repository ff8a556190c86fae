import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'nadie@example.com' }),
  });
});
afterAll(async () => {
  await t.close();
});

/** A request as it arrives through Node's HTTP server from `address`. */
const from = (address: string, family: 'IPv4' | 'IPv6') =>
  t.app.request(
    'http://192.168.1.5:3000/api/dev/outbox',
    {},
    { incoming: { socket: { remoteAddress: address, remoteFamily: family, remotePort: 50000 } } },
  );

describe('the development outbox stays on this machine', () => {
  it.each([
    ['127.0.0.1', 'IPv4'],
    ['::1', 'IPv6'],
    ['::ffff:127.0.0.1', 'IPv6'],
  ] as const)('answers a loopback client (%s)', async (address, family) => {
    expect((await from(address, family)).status).toBe(200);
  });

  it.each([
    ['192.168.1.20', 'IPv4'],
    ['10.0.0.7', 'IPv4'],
    ['fe80::1', 'IPv6'],
    ['::ffff:192.168.1.20', 'IPv6'],
  ] as const)('hides it from a client on the network (%s)', async (address, family) => {
    const res = await from(address, family);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('nadie@example.com');
  });

  it('listens on 127.0.0.1 by default outside production, on every interface in production', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'development', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ NODE_ENV: 'production', E2E: 'true' }).HOST).toBe('0.0.0.0');
  });
});
