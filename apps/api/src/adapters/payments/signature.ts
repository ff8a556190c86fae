import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './payment-provider';

/** Events older or newer than this are refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export function hmacHex(algorithm: 'sha256' | 'sha512', secret: string, payload: string): string {
  return createHmac(algorithm, secret).update(payload, 'utf8').digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: Stripe's scheme, also used by our sandbox. */
export function signTimestamped(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacHex('sha256', secret, `${timestamp}.${body}`)}`;
}

export function verifyTimestamped(secret: string, body: string, header: string | null, now = Date.now()): void {
  if (!header) throw new WebhookSignatureError('missing signature');
  const parts = header.split(',').map((p) => p.trim().split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isFinite(timestamp) || signatures.length === 0) throw new WebhookSignatureError('malformed signature');
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    throw new WebhookSignatureError('stale signature');
  const expected = hmacHex('sha256', secret, `${timestamp}.${body}`);
  if (!signatures.some((s) => safeEqualHex(s, expected))) throw new WebhookSignatureError('bad signature');
}
