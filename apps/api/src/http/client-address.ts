import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppBindings } from './context';

/** In-process requests (tests, app.request) have no socket: they come from this very process. */
export const IN_PROCESS = 'local';

/** The socket's address; behind a proxy every caller shares it (per-account limits still hold). */
export function clientAddress(c: Context<AppBindings>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return IN_PROCESS;
  }
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms: the machine the server runs on. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === IN_PROCESS || address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
