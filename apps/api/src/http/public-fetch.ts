import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { BlockList } from 'node:net';

/**
 * Addresses a URL from outside must never make the server reach: this machine, the private networks behind it, the
 * cloud metadata service (169.254.169.254) and other special ranges. A person who may give us a URL to read (an
 * owner's calendar feed, an admin's tender package) must not be able to read our own network through it (SSRF).
 */
const FORBIDDEN_V4 = new BlockList();
const FORBIDDEN_V6 = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  FORBIDDEN_V4.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  FORBIDDEN_V6.addSubnet(address, prefix, 'ipv6');

/**
 * An IPv6 address as its eight 16-bit groups, whatever the notation: `::` compression, an embedded dotted IPv4 tail
 * (`::ffff:127.0.0.1`) or the hex one the URL parser and resolvers print (`::ffff:7f00:1`). Undefined if it is not
 * an IPv6 address.
 */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/%.*$/, '');
  if (!net.isIPv6(bare)) return undefined;
  let text = bare.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

/**
 * The IPv4 address an IPv6 one carries, in the forms a connection to it reaches that IPv4 host: IPv4-mapped
 * (`::ffff:0:0/96`), IPv4-compatible (`::/96`, deprecated but still routed by some stacks), SIIT-translated
 * (`::ffff:0:0:0/96`) and 6to4 (`2002::/16`).
 */
function embeddedIPv4(groups: number[]): string | undefined {
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeroUpTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeroUpTo(5) && (groups[5] === 0xffff || groups[5] === 0)) return v4(groups[6]!, groups[7]!);
  if (zeroUpTo(4) && groups[4] === 0xffff && groups[5] === 0) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  return undefined;
}

export function isPublicAddress(address: string): boolean {
  if (net.isIPv4(address)) return !FORBIDDEN_V4.check(address, 'ipv4');
  const groups = ipv6Groups(address);
  if (!groups) return false;
  // `::` and `::1` are IPv4-compatible in shape but are the unspecified and loopback addresses: refused below.
  const carried = embeddedIPv4(groups);
  if (carried) return isPublicAddress(carried) && !FORBIDDEN_V6.check(address.replace(/%.*$/, ''), 'ipv6');
  return !FORBIDDEN_V6.check(address.replace(/%.*$/, ''), 'ipv6');
}

export class PublicFetchError extends Error {}

/**
 * The address check runs where the connection is made (the socket's own DNS lookup), so a name that resolves to a
 * public address when checked and a private one when connecting (DNS rebinding) is still refused.
 */
const publicLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as dns.LookupAddress[];
    const blocked = list.find((a) => !isPublicAddress(a.address));
    if (blocked || list.length === 0) return callback(new PublicFetchError(`refused address for ${hostname}`), '', 4);
    if ((options as dns.LookupOptions).all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

export interface PublicFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  /** Only for a server on a closed network that must read its own hosts (and the tests' local feeds). */
  allowPrivate?: boolean;
}

/**
 * GETs a public http(s) URL as text: private and special addresses refused (also behind redirects), at most
 * `maxBytes`, within `timeoutMs`. Throws PublicFetchError for anything it refuses or cannot read.
 */
export async function fetchPublicText(url: string, options: PublicFetchOptions): Promise<string> {
  let current = new URL(url);
  for (let redirects = 0; ; redirects++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:')
      throw new PublicFetchError(`unsupported protocol ${current.protocol}`);
    // A literal IP never goes through the lookup: check it here.
    const host = current.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivate && net.isIP(host) && !isPublicAddress(host))
      throw new PublicFetchError(`refused address ${host}`);
    const answer = await getOnce(current, options);
    if (answer.redirect) {
      if (redirects >= (options.maxRedirects ?? 3)) throw new PublicFetchError('too many redirects');
      current = new URL(answer.redirect, current);
      continue;
    }
    return answer.body!;
  }
}

function getOnce(url: URL, options: PublicFetchOptions): Promise<{ redirect?: string; body?: string }> {
  return new Promise((resolveOnce, rejectOnce) => {
    // A destroyed request can still emit 'end' or 'error' after the outcome is known: only the first one counts.
    let settled = false;
    const resolve = (value: { redirect?: string; body?: string }) => {
      if (settled) return;
      settled = true;
      resolveOnce(value);
    };
    const reject = (error: Error) => {
      if (settled) return;
      settled = true;
      rejectOnce(error);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        ...(options.allowPrivate ? {} : { lookup: publicLookup }),
        headers: { 'user-agent': 'Vira/0.1', accept: '*/*' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(new PublicFetchError(`answered ${status}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            reject(new PublicFetchError('too large'));
            request.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8') }));
        response.on('aborted', () => reject(new PublicFetchError('connection cut')));
        response.on('error', reject);
      },
    );
    // The whole exchange, not only the idle socket: a server that trickles bytes is cut off too.
    const timer = setTimeout(() => {
      reject(new PublicFetchError('timed out'));
      request.destroy();
    }, options.timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error) =>
      reject(error instanceof PublicFetchError ? error : new PublicFetchError(error.message)),
    );
  });
}
