import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderServer } from '../../../test/fake-provider-server';
import { call, inDays, newPerson, type JsonResponse } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startVerification } from '../../../test/verification-helpers';
import { StripeIdentityProvider } from '../../adapters/identity/stripe-identity';
import { identityVerifications } from '../../db/schema/identity-verifications';
import { webhookEvents } from '../../db/schema/webhook-events';
import { runDueJobs } from '../jobs';
import { scheduleRecurringJobs } from '../jobs';
import { verificationExpiry } from './verification-expiry';

const SECRET = 'whsec_identity_test_secret_for_vira';
let t: TestApp;
let server: Awaited<ReturnType<typeof fakeProviderServer>>;
let sessions = 0;

beforeAll(async () => {
  server = await fakeProviderServer((r) => {
    if (r.method === 'POST' && r.path === '/v1/identity/verification_sessions') {
      sessions += 1;
      return {
        json: {
          id: `vs_test_${sessions}`,
          object: 'identity.verification_session',
          status: 'requires_input',
          url: `https://verify.example/vs_test_${sessions}`,
        },
      };
    }
    // Retrieve, cancel and redact of an open session (the expiry job and the person's erasure).
    const session = /^\/v1\/identity\/verification_sessions\/(vs_test_\d+)(\/cancel|\/redact)?$/.exec(r.path);
    if (session) {
      const status = session[2] === '/cancel' ? 'canceled' : 'requires_input';
      return { json: { id: session[1], object: 'identity.verification_session', status } };
    }
    return { status: 404, json: { error: { message: 'No such thing', type: 'invalid_request_error' } } };
  });
  t = await createTestApp({
    VERIFICATION_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_vira',
    STRIPE_IDENTITY_WEBHOOK_SECRET: SECRET,
  });
  // The official SDK, pointed at the local stand-in for Stripe's API.
  t.deps.adapters.identity = new StripeIdentityProvider('sk_test_vira', SECRET, {
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

const INE = () => ({ documentType: 'ine', country: 'MX', expiresOn: inDays(700), consent: 'true' });

function event(id: string, type: string, session: Record<string, unknown>) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'identity.verification_session', ...session } },
  });
}

function deliver(payload: string, secret = SECRET): Promise<JsonResponse> {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.request('/api/verification/webhooks/stripe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
}

describe('Stripe Identity: a hosted session, then signed webhooks applied exactly once', () => {
  it('opens a VerificationSession for the document type and sends the person to it; Vira keeps no picture', async () => {
    const person = await newPerson(t, 'stripe-start');
    const res = await startVerification(t, person.cookie, { ...INE(), documentType: 'drivers_licence' }, {});
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.redirectUrl).toMatch(/^https:\/\/verify\.example\/vs_test_\d+$/);
    expect(body.verification).toMatchObject({ provider: 'stripe', status: 'pending', imagesHeld: [] });
    const sent = server.requests.find((r) => r.path === '/v1/identity/verification_sessions')!;
    const form = new URLSearchParams(sent.body);
    expect(form.get('type')).toBe('document');
    expect(form.get('options[document][allowed_types][0]')).toBe('driving_license');
    expect(form.get('options[document][require_matching_selfie]')).toBe('true');
    expect(form.get('metadata[verification_id]')).toBe(body.verification.id);
    expect(sent.headers['idempotency-key']).toBe(`vira-identity-${body.verification.id}`);
    expect(sent.headers.authorization).toBe('Bearer sk_test_vira');
    expect((await call(t, person.cookie, 'GET', '/api/verification').then((r) => r.json())).provider).toBe('stripe');
  });

  it('verifies on identity.verification_session.verified once, however often it is delivered', async () => {
    const person = await newPerson(t, 'stripe-verified');
    const started = await (await startVerification(t, person.cookie, INE(), {})).json();
    const [row] = await t.deps.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.id, started.verification.id));
    const payload = event(`evt_verified_${row!.id}`, 'identity.verification_session.verified', {
      id: row!.providerSessionId,
      status: 'verified',
      metadata: { verification_id: row!.id },
    });

    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
    const again = await deliver(payload);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    const recorded = await t.deps.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, `evt_verified_${row!.id}`));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ provider: 'stripe_identity', outcome: 'applied' });

    const profile = await (await call(t, null, 'GET', `/api/profiles/${person.id}`)).json();
    expect(profile.identityVerified).toBe(true);
    const bell = await (await call(t, person.cookie, 'GET', '/api/notifications')).json();
    expect(bell.notifications.filter((n: { type: string }) => n.type === 'verification')).toHaveLength(1);
    expect((await call(t, person.cookie, 'GET', '/api/verification').then((r) => r.json())).status).toBe('verified');
  });

  it('refuses with Stripe’s reason on requires_input, so the person can try again', async () => {
    const person = await newPerson(t, 'stripe-refused');
    const started = await (await startVerification(t, person.cookie, INE(), {})).json();
    const [row] = await t.deps.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.id, started.verification.id));
    const res = await deliver(
      event(`evt_input_${row!.id}`, 'identity.verification_session.requires_input', {
        id: row!.providerSessionId,
        status: 'requires_input',
        last_error: { code: 'document_expired', reason: 'The document is expired.' },
        metadata: { verification_id: row!.id },
      }),
    );
    expect(await res.json()).toEqual({ received: true, outcome: 'applied' });
    const me = await (await call(t, person.cookie, 'GET', '/api/verification')).json();
    expect(me.status).toBe('rejected');
    expect(me.verifications[0].decisionReason).toBe('The document is expired.');
    const bell = await (await call(t, person.cookie, 'GET', '/api/notifications')).json();
    expect(bell.notifications[0].description).toMatch(/The document is expired\..*\/verification/);
    expect((await startVerification(t, person.cookie, INE(), {})).status).toBe(201);
  });

  it('refuses an event signed with another secret, or stamped outside the window, changing nothing', async () => {
    const payload = event('evt_forged', 'identity.verification_session.verified', { id: 'vs_test_1' });
    const forged = await deliver(payload, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.code).toBe('invalid_signature');
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const stale = await t.request('/api/verification/webhooks/stripe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': old },
      body: payload,
    });
    expect(stale.status).toBe(400);
    expect(
      await t.deps.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_forged')),
    ).toEqual([]);
    // The sandbox name is no webhook endpoint here.
    expect((await t.request('/api/verification/webhooks/sandbox', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('expires a session abandoned for 24 hours (clock injected), so the person can start again', async () => {
    const person = await newPerson(t, 'stripe-abandoned');
    const started = await (await startVerification(t, person.cookie, INE(), {})).json();
    const session = server.requests.filter((r) => r.path === '/v1/identity/verification_sessions').length;
    expect((await startVerification(t, person.cookie, INE(), {})).status).toBe(409);
    const hour = 3_600_000;

    // Twenty hours on it is still pending; a day and a bit on, the hourly run has closed it.
    await scheduleRecurringJobs(t.deps, [verificationExpiry], new Date(Date.now() + 20 * hour));
    await runDueJobs(t.deps, new Date(Date.now() + 21 * hour));
    expect((await call(t, person.cookie, 'GET', '/api/verification').then((r) => r.json())).status).toBe('pending');
    await scheduleRecurringJobs(t.deps, [verificationExpiry], new Date(Date.now() + 25 * hour));
    await runDueJobs(t.deps, new Date(Date.now() + 26 * hour));

    const me = await (await call(t, person.cookie, 'GET', '/api/verification')).json();
    expect(me.status).toBe('unverified');
    expect(me.verifications[0]).toMatchObject({ id: started.verification.id, status: 'expired' });
    // Stripe's session is cancelled, and the person may start a new one.
    expect(server.requests.some((r) => r.path === `/v1/identity/verification_sessions/vs_test_${session}/cancel`)).toBe(
      true,
    );
    expect((await startVerification(t, person.cookie, INE(), {})).status).toBe(201);
  });
});
