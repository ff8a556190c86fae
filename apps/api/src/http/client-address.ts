import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from './context';

/** In-process requests (tests, app.request) have no socket: they come from this very process. */
export const IN_PROCESS = 'local';

/** `10.0.0.0/8, 192.168.1.7`: the proxies whose X-Forwarded-For we believe. Throws on an invalid entry. */
export function parseTrustedProxies(raw: string): BlockList {
  const list = new BlockList();
  for (const entry of raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family) throw new Error(`"${entry}" is not an IP address or CIDR`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address!, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32))
        throw new Error(`"${entry}" has an invalid prefix length`);
      list.addSubnet(address!, bits, type);
    }
  }
  return list;
}

function trusted(list: BlockList, address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The real client: the socket's address, unless that is a trusted proxy, in which case the nearest address in
 * X-Forwarded-For that is not itself a trusted proxy (what a client writes further left cannot be believed).
 */
export function resolveClientAddress(
  socket: string,
  forwardedFor: string | undefined,
  proxies: BlockList | null,
): string {
  if (!proxies || !forwardedFor || !trusted(proxies, socket)) return socket;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => isIP(hop) !== 0);
  for (let i = hops.length - 1; i >= 0; i -= 1) if (!trusted(proxies, hops[i]!)) return hops[i]!;
  return hops[0] ?? socket;
}

function socketAddress(c: Context<AppBindings>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return IN_PROCESS;
  }
}

/** Resolves the client's address once per request (rate limits, loopback-only routes, logs). */
export function clientAddressMiddleware(proxies: BlockList | null) {
  return createMiddleware<AppBindings>(async (c, next) => {
    c.set('clientAddress', resolveClientAddress(socketAddress(c), c.req.header('x-forwarded-for'), proxies));
    await next();
  });
}

/** The real client's address (see resolveClientAddress); behind an untrusted proxy every caller shares it. */
export function clientAddress(c: Context<AppBindings>): string {
  return c.get('clientAddress') ?? socketAddress(c);
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms: the machine the server runs on. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === IN_PROCESS || address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
