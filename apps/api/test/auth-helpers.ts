import type { OutboxMessage } from '@vira/domain/auth';
import type { TestApp } from './test-app';

/** The `Cookie` header value a browser would send back after this response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Newest outbox messages for one recipient (development outbox, GET /api/dev/outbox). */
export async function outboxFor(t: TestApp, to: string): Promise<OutboxMessage[]> {
  const res = await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (res.status !== 200) throw new Error(`outbox answered ${res.status}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * Signs a new person up by e-mail, follows the verification link from the outbox (which signs them in) and
 * returns the Cookie header for their session, e.g. `headers: { cookie }`.
 */
export async function signUpAndVerify(
  t: TestApp,
  { email, password, fullName }: { email: string; password: string; fullName: string },
): Promise<string> {
  const signUp = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: fullName, email, password, callbackURL: '/user-dashboard' }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const [message] = await outboxFor(t, email.toLowerCase());
  const link = message?.links[0];
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  const url = new URL(link);
  const verified = await t.request(url.pathname + url.search, { redirect: 'manual' });
  const cookie = cookieFrom(verified);
  if (!cookie.includes('session_token')) throw new Error(`verification did not sign in (${verified.status})`);
  return cookie;
}

/** Signs an existing, verified person in; returns the Cookie header for the new session. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return cookieFrom(res);
}
