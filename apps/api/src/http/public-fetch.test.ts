import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublicText, isPublicAddress, PublicFetchError } from './public-fetch';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    if (req.url === '/big') return res.end('x'.repeat(5000));
    res.end('hola');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('fetching a URL someone gave us', () => {
  it('knows private, loopback, link-local and mapped addresses from public ones', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0'])
      expect(isPublicAddress(a), a).toBe(false);
    for (const a of ['::1', '::', 'fd00::1', 'fe80::1', 'fe80::1%eth0', '::ffff:127.0.0.1'])
      expect(isPublicAddress(a), a).toBe(false);
    // The IPv4 rules hold for every IPv6 notation that carries an IPv4 address.
    for (const a of [
      '::ffff:7f00:1',
      '::FFFF:7F00:0001',
      '0:0:0:0:0:ffff:127.0.0.1',
      '0000:0000:0000:0000:0000:ffff:7f00:0001',
      '::ffff:a9fe:a9fe',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
      '::ffff:192.168.1.1',
      '::ffff:c0a8:101',
      '::127.0.0.1',
      '::7f00:1',
      '::10.0.0.1',
      '::ffff:0:127.0.0.1',
      '2002:7f00:1::1',
      '2002:a9fe:a9fe::',
      '64:ff9b::127.0.0.1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    ])
      expect(isPublicAddress(a), a).toBe(false);
    for (const a of [
      '8.8.8.8',
      '189.203.1.1',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '2002:808:808::1',
    ])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of ['localhost', '', '127.1', '::ffff:999.0.0.1']) expect(isPublicAddress(a), a).toBe(false);
  });

  it('refuses this machine by address and by name, unless configured for a closed network', async () => {
    const options = { timeoutMs: 2000, maxBytes: 1000 };
    await expect(fetchPublicText(`${base}/feed`, options)).rejects.toBeInstanceOf(PublicFetchError);
    const byName = base.replace('127.0.0.1', 'localhost');
    await expect(fetchPublicText(`${byName}/feed`, options)).rejects.toBeInstanceOf(PublicFetchError);
    expect(await fetchPublicText(`${base}/feed`, { ...options, allowPrivate: true })).toBe('hola');
  });

  it('refuses this machine in every IPv6 notation that carries its IPv4 address, as a literal host', async () => {
    const options = { timeoutMs: 2000, maxBytes: 1000 };
    const port = (server.address() as AddressInfo).port;
    for (const host of ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::127.0.0.1]', '[0:0:0:0:0:ffff:7f00:1]'])
      await expect(fetchPublicText(`http://${host}:${port}/feed`, options), host).rejects.toBeInstanceOf(
        PublicFetchError,
      );
  });

  it('checks every redirect, limits the size and speaks only http(s)', async () => {
    const open = { timeoutMs: 2000, maxBytes: 1000, allowPrivate: true };
    // Even with private addresses allowed for the first hop, a redirect is checked again... by the same rule.
    await expect(fetchPublicText(`${base}/big`, open)).rejects.toThrow('too large');
    await expect(fetchPublicText('file:///etc/passwd', open)).rejects.toThrow('unsupported protocol');
    await expect(
      fetchPublicText(`${base}/to-metadata`, { timeoutMs: 2000, maxBytes: 1000, allowPrivate: false }),
    ).rejects.toBeInstanceOf(PublicFetchError);
  });
});
